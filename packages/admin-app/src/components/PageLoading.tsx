import { useTranslation } from "react-i18next";

/** Shown while a route's code or data loads; plain markup so the first paint needs no extra code. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" style={{ padding: 48, textAlign: "center", color: "#606266" }}>
      {t("common.loading")}
    </div>
  );
}
