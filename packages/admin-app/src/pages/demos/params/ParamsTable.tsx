import { Descriptions, Typography } from "antd";
import { useDemoTranslation } from "../useDemoTranslation";

/** A titled list of name/value pairs, or a "no parameters" line when there are none. */
export function ParamsTable({ title, values }: { title: string; values: [string, string][] }) {
  const { t } = useDemoTranslation();
  if (values.length === 0) {
    return <Typography.Paragraph>{`${title}: ${t("demos.params.none")}`}</Typography.Paragraph>;
  }
  return (
    <Descriptions
      title={title}
      bordered
      size="small"
      column={1}
      items={values.map(([name, value]) => ({ key: name, label: name, children: value }))}
    />
  );
}
