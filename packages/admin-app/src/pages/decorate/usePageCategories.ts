import type { PageCategory } from "@vitrine/editor-react";
import { useEffect, useState } from "react";
import { useModuleHttp } from "../../components/module/ModuleHttpContext";

/** The dictionary type holding the page categories (the server checks a page's against it). */
export const PAGE_CATEGORY_DICTIONARY = "page_classification";

const NONE: PageCategory[] = [];

/**
 * The active page categories from the dictionary (`POST /api/dic/options`), which operators edit
 * in the dictionary screen; none until they arrive.
 */
export function usePageCategories(): PageCategory[] {
  const http = useModuleHttp();
  const [categories, setCategories] = useState<PageCategory[]>(NONE);
  useEffect(() => {
    let live = true;
    http.post<PageCategory[]>("/dic/options", { code: PAGE_CATEGORY_DICTIONARY }).then(
      (items) => live && setCategories(items.map(({ value, label }) => ({ value, label }))),
      // The client has shown why; the select stays empty and saving says a category is needed.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [http]);
  return categories;
}
