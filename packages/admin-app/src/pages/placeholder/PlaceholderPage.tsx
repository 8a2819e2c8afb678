import { Card, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useRouteTitle } from "../../router/useRouteTitle";

/** A registered route whose page content is not built yet: its title and a short note. */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph>{t("router.placeholder")}</Typography.Paragraph>
    </Card>
  );
}
