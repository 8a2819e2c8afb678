import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { HOME_PATH } from "../../config";

/** Any unknown address of a signed-in operator: say so and offer the way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<h1 style={{ font: "inherit", margin: 0 }}>{t("notFound.title")}</h1>}
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          {t("notFound.backHome")}
        </Button>
      }
    />
  );
}
