import { useTranslation } from "react-i18next";

/**
 * A route's code or data failed to load (the HTTP client has already said why). Reloading retries
 * both, including a code chunk that changed with a new deployment. Plain markup, antd's primary
 * button look included: this sits in the first bundle of every page, /login's too.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div role="alert" style={{ padding: 48, textAlign: "center" }}>
      <p style={{ fontSize: 16, marginBottom: 16 }}>{t("common.loadFailed")}</p>
      <button type="button" onClick={() => window.location.reload()} style={retryStyle}>
        {t("common.retry")}
      </button>
    </div>
  );
}

const retryStyle = {
  height: 32,
  padding: "4px 15px",
  fontSize: 14,
  color: "#fff",
  background: "#1d6fce", // the app theme's primary button: 4.5:1 under white text
  border: "1px solid #1d6fce",
  borderRadius: 6,
  cursor: "pointer",
} as const;
