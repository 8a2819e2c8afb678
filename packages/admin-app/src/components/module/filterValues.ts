import type { Dayjs } from "dayjs";
import type { ModuleColumn } from "./moduleTypes";

/**
 * Form values as the server's filters: empty boxes left out, text trimmed. A date range picked as
 * local days [first, last] becomes the instants [start of first, start of the day after last) with
 * the operator's UTC offset, so the server selects exactly the rows the table shows on those days.
 */
export function toFilters(
  values: Record<string, unknown>,
  columns: ModuleColumn[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const column of columns) {
    const value = values[column.key];
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (column.filter === "range" && column.type === "datetime" && Array.isArray(value)) {
      const [first, last] = value as Array<Dayjs | null | undefined>;
      out[column.key] = [
        first ? first.startOf("day").format() : "",
        last ? last.startOf("day").add(1, "day").format() : "",
      ];
    } else {
      out[column.key] = typeof value === "string" ? value.trim() : value;
    }
  }
  return out;
}
