import { Button, Card, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Auth, AuthAll, AuthAny } from "../../auth/Auth";
import { useRouteTitle } from "../../router/useRouteTitle";

/** /limits/frontEnd/btn: each button appears only when the user's grants allow it. */
export default function ButtonPermissionPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph>{t("router.btnIntro")}</Typography.Paragraph>
      <Space wrap>
        <Auth value="btn.add">
          <Button type="primary">{t("router.btnAdd")}</Button>
        </Auth>
        <Auth value="btn.del">
          <Button danger>{t("router.btnDel")}</Button>
        </Auth>
        <Auth value="btn.edit">
          <Button>{t("router.btnEdit")}</Button>
        </Auth>
        <Auth value="btn.link">
          <Button type="link">{t("router.btnLink")}</Button>
        </Auth>
        <AuthAny value={["btn.del", "btn.edit"]}>
          <Button>
            {t("router.btnDel")} / {t("router.btnEdit")}
          </Button>
        </AuthAny>
        <AuthAll value={["btn.add", "btn.del"]}>
          <Button>
            {t("router.btnAdd")} + {t("router.btnDel")}
          </Button>
        </AuthAll>
      </Space>
    </Card>
  );
}
