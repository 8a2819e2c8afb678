import type { TFunction } from "i18next";
import { formatDateTime } from "../../utils/formatDateTime";
import type { ModuleColumn } from "./moduleTypes";

/** A stored value as an operator reads it: option labels, yes/no, local date-times. */
export function cellText(
  column: ModuleColumn,
  value: unknown,
  t: TFunction,
  language: string,
): string {
  if (value === null || value === undefined || value === "") return "";
  if (column.options) {
    const values = Array.isArray(value) ? value : [value];
    return values
      .map((v) => column.options?.find((o) => String(o.value) === String(v))?.label ?? String(v))
      .join(", ");
  }
  if (column.type === "boolean") return t(value ? "module.yes" : "module.no");
  if (column.type === "datetime") return formatDateTime(String(value), language);
  if (Array.isArray(value)) return value.join(", ");
  return String(value);
}
