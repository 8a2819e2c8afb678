import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { useSignOut } from "../../router/useSignOut";

/**
 * /401: the operator reached a page their roles do not open. Re-authorizing ends this session and
 * goes to sign-in, so they can come back as someone who may open it.
 */
export function NoAccessPage() {
  const { t } = useTranslation();
  const reauthorize = useSignOut();
  return (
    <Result
      status="403"
      title={<h1 style={{ font: "inherit", margin: 0 }}>{t("noAccess.title")}</h1>}
      extra={
        <Button type="primary" onClick={reauthorize}>
          {t("noAccess.reauthorize")}
        </Button>
      }
    />
  );
}
