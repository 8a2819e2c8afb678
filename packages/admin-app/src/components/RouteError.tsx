import { Button } from "antd";
import { useTranslation } from "react-i18next";

/**
 * A route's code or data failed to load (the HTTP client has already said why). Reloading retries
 * both, including a code chunk that changed with a new deployment. Plain markup: this sits in the
 * first bundle of every page.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div role="alert" style={{ padding: 48, textAlign: "center" }}>
      <p style={{ fontSize: 16, marginBottom: 16 }}>{t("common.loadFailed")}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t("common.retry")}
      </Button>
    </div>
  );
}
