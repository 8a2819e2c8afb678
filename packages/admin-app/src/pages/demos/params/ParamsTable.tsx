import { Descriptions, Typography } from "antd";
import { useDemoTranslation } from "../useDemoTranslation";

/** A titled list of name/value pairs, or a "no parameters" line when there are none. */
export function ParamsTable({ title, values }: { title: string; values: [string, string][] }) {
  const { t } = useDemoTranslation();
  if (values.length === 0) {
    return (
      <div>
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">{t("demos.params.none")}</Typography.Text>
      </div>
    );
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
