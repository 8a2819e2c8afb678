import { usePagesTranslation } from "./usePagesTranslation";

/** The gallery's texts in the reader's language (the count and name are filled in by the gallery). */
export function useGalleryLabels() {
  const { t } = usePagesTranslation();
  return {
    t,
    labels: {
      search: t("demos.pages.iconSearch"),
      empty: t("demos.pages.iconNone"),
      copied: t("demos.pages.iconCopied", { name: "{{name}}" }),
      copyFailed: t("demos.pages.iconCopyFailed"),
      count: t("demos.pages.iconCount", { count: "{{count}}" }),
    },
  };
}
