import type { message } from "antd";
import { useEffect, useState } from "react";
import { CATEGORY_PAGE_SIZE } from "./CategoryPanel";
import { errorText } from "./error-text";
import type { MediaCategory, MediaLibraryApi } from "./media-api";
import { type MediaLocale, mediaText } from "./media-text";

type Toast = ReturnType<typeof message.useMessage>[0];

/** The media library's category list: one page of categories by keyword, and adding one. */
export function useMediaCategories(options: {
  open: boolean;
  api: MediaLibraryApi;
  locale: MediaLocale;
  toast: Toast;
}) {
  const { open, api, locale, toast } = options;
  const [categories, setCategories] = useState<MediaCategory[]>([]);
  const [categoryTotal, setCategoryTotal] = useState(0);
  const [categoryPage, setCategoryPage] = useState(1);
  const [categoryKeyword, setCategoryKeyword] = useState("");

  useEffect(() => {
    if (!open) return;
    let current = true;
    api
      .listCategories({ page: categoryPage, limit: CATEGORY_PAGE_SIZE, keyword: categoryKeyword })
      .then(
        (answer) => {
          if (!current) return;
          setCategories(answer.data);
          setCategoryTotal(answer.total);
        },
        (error: unknown) => current && toast.error(errorText(error)),
      );
    return () => {
      current = false;
    };
  }, [open, api, categoryPage, categoryKeyword, toast]);

  const addCategory = async (title: string) => {
    try {
      const category = await api.addCategory(title);
      toast.success(mediaText(locale, "library.categoryAdded"));
      setCategories((all) => (all.some((c) => c.id === category.id) ? all : [...all, category]));
      setCategoryTotal((n) => n + 1);
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  return {
    categories,
    categoryTotal,
    categoryPage,
    setCategoryPage,
    setCategoryKeyword,
    addCategory,
  };
}
