import { Space } from "antd";
import { Link } from "react-router";
import { DemoPage } from "../DemoPage";
import { useDemoTranslation } from "../useDemoTranslation";
import { sampleTagName } from "./sampleTagName";

/** /params/dynamic: opens /params/dynamic/details/:t/:id/:tagsViewName. */
export default function ParamsDynamicPage() {
  const { t } = useDemoTranslation();
  const link = (perLanguage: boolean) =>
    `/params/dynamic/details/1/8/${encodeURIComponent(sampleTagName(t, perLanguage))}`;
  return (
    <DemoPage intro={t("demos.params.dynamicIntro")}>
      <Space orientation="vertical">
        <Link to={link(false)}>{t("demos.params.openPlain")}</Link>
        <Link to={link(true)}>{t("demos.params.openI18n")}</Link>
      </Space>
    </DemoPage>
  );
}
