import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";

/**
 * A route's code or data failed to load (the HTTP client has already said why). Reloading retries
 * both, including a code chunk that changed with a new deployment.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t("common.loadFailed")}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t("common.retry")}
        </Button>
      }
    />
  );
}
