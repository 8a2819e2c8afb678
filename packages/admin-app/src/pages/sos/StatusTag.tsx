import { Tag } from "antd";
import { useSosTranslation } from "./sosTexts";

const COLORS: Record<string, string> = {
  new: "error",
  acknowledged: "warning",
  resolved: "success",
};

/** An alarm's status: red while new, orange once acknowledged, green when resolved. */
export function StatusTag({ status }: { status: unknown }) {
  const { t } = useSosTranslation();
  const key = String(status);
  return <Tag color={COLORS[key]}>{t(`sosPage.statuses.${key}`, { defaultValue: key })}</Tag>;
}
