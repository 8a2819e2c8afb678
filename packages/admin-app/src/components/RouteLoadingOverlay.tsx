import { useTranslation } from "react-i18next";

/**
 * The full-page indicator of the first route load (user info, menu, the page's code). Plain
 * markup and one keyframe rule: it is part of the first bundle, which the sign-in page shares.
 */
export function RouteLoadingOverlay() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" style={overlayStyle}>
      <style>{"@keyframes vitrine-spin{to{transform:rotate(360deg)}}"}</style>
      <span aria-hidden="true" style={spinnerStyle} />
      <span>{t("common.loading")}</span>
    </div>
  );
}

const overlayStyle = {
  position: "fixed",
  inset: 0,
  zIndex: 2000,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: 12,
  background: "rgba(255, 255, 255, 0.85)",
  color: "#606266",
  fontSize: 14,
} as const;
const spinnerStyle = {
  width: 32,
  height: 32,
  border: "3px solid #dcdfe6",
  borderTopColor: "#409eff",
  borderRadius: "50%",
  animation: "vitrine-spin 0.8s linear infinite",
} as const;
