import { Typography } from "antd";
import { formatDateTime } from "../../../utils/formatDateTime";
import { DemoPage } from "../DemoPage";
import { useDemoTranslation } from "../useDemoTranslation";
import { Md5Panel } from "./Md5Panel";
import { ValidatorsPanel } from "./ValidatorsPanel";

/** /tools: the app's own utilities, each usable here. */
export default function ToolsPage() {
  const { t, i18n } = useDemoTranslation();
  return (
    <DemoPage intro={t("demos.tools.intro")}>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t("demos.tools.validators")}
      </Typography.Title>
      <ValidatorsPanel />
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
        {t("demos.tools.formatters")}
      </Typography.Title>
      <Typography.Paragraph>
        {`${t("demos.tools.now")}: ${formatDateTime(new Date().toISOString(), i18n.language)}`}
      </Typography.Paragraph>
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
        {t("demos.tools.md5")}
      </Typography.Title>
      <Md5Panel />
    </DemoPage>
  );
}
