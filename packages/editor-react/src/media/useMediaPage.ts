import type { MediaRecord, MediaType } from "@vitrine/media-uploader";
import { useCallback, useEffect, useState } from "react";
import { errorText } from "./error-text";
import type { MediaLibraryApi } from "./media-api";

/** The media library's list: one page of a category's media, read again on `reload`. */
export function useMediaPage(options: {
  open: boolean;
  api: MediaLibraryApi;
  type: MediaType | undefined;
  cateId: number;
  firstLimit: number;
}) {
  const { open, api, type, cateId } = options;
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(options.firstLimit);
  const [items, setItems] = useState<MediaRecord[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string>();
  const [reloadCount, setReloadCount] = useState(0);

  const reload = useCallback(() => setReloadCount((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadCount asks for a fresh page after uploads and deletes.
  useEffect(() => {
    if (!open) return;
    let current = true;
    setLoading(true);
    setLoadError(undefined);
    api
      .listMedia({ type, cateId, page, limit })
      .then(
        (answer) => {
          if (!current) return;
          setItems(answer.data);
          setTotal(answer.total);
        },
        (error: unknown) => current && setLoadError(errorText(error)),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [open, api, type, cateId, page, limit, reloadCount]);

  return { page, setPage, limit, setLimit, items, total, loading, loadError, reload };
}
