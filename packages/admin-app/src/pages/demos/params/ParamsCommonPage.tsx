import { Space } from "antd";
import { Link } from "react-router";
import { DemoPage } from "../DemoPage";
import { useDemoTranslation } from "../useDemoTranslation";
import { sampleTagName } from "./sampleTagName";

/** /params/common: opens the details route with its parameters in the query. */
export default function ParamsCommonPage() {
  const { t } = useDemoTranslation();
  const link = (perLanguage: boolean) =>
    `/params/common/details?${new URLSearchParams({
      id: "8",
      tagsViewName: sampleTagName(t, perLanguage),
    })}`;
  return (
    <DemoPage intro={t("demos.params.commonIntro")}>
      <Space orientation="vertical">
        <Link to={link(false)}>{t("demos.params.openPlain")}</Link>
        <Link to={link(true)}>{t("demos.params.openI18n")}</Link>
      </Space>
    </DemoPage>
  );
}
