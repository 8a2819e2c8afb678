import { createHttpMediaApi, type MediaLibraryApi } from "@vitrine/editor-react";
import { createUploader } from "@vitrine/media-uploader";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { Language } from "../../../i18n/languages";
import { readToken } from "../../../utils/tokenCookie";

const MediaApiContext = createContext<MediaLibraryApi | null>(null);

/** Stories and tests hand the goods screens a media library of their own (held in memory). */
export function GoodsMediaApiProvider({
  api,
  children,
}: {
  api: MediaLibraryApi;
  children: ReactNode;
}) {
  return <MediaApiContext.Provider value={api}>{children}</MediaApiContext.Provider>;
}

/** The media library the editor uses too (/api/upload/*), unless one is provided. */
export function useGoodsMediaApi(locale: Language): MediaLibraryApi {
  const provided = useContext(MediaApiContext);
  return useMemo(() => {
    if (provided) return provided;
    const uploader = createUploader({ baseUrl: "", getToken: readToken, locale });
    return createHttpMediaApi({ baseUrl: "", getToken: readToken, uploader });
  }, [provided, locale]);
}
