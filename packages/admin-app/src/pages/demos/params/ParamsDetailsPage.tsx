import { Space } from "antd";
import { useParams, useSearchParams } from "react-router";
import { DemoPage } from "../DemoPage";
import { useDemoTranslation } from "../useDemoTranslation";
import { ParamsTable } from "./ParamsTable";

/**
 * /params/common/details and /params/dynamic/details/…: the parameters the page was opened with.
 * Its tag's title comes from tagsViewName, which the tags view reads itself.
 */
export default function ParamsDetailsPage() {
  const { t } = useDemoTranslation();
  const [query] = useSearchParams();
  const params = useParams();
  const pathValues = Object.entries(params).filter(
    (entry): entry is [string, string] => entry[0] !== "*" && typeof entry[1] === "string",
  );
  return (
    <DemoPage intro={t("demos.params.detailsIntro")}>
      <Space orientation="vertical" style={{ width: "100%" }}>
        <ParamsTable title={t("demos.params.query")} values={[...query.entries()]} />
        <ParamsTable title={t("demos.params.params")} values={pathValues} />
      </Space>
    </DemoPage>
  );
}
