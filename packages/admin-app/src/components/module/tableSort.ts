import type { TableProps } from "antd";
import type { ModuleRow } from "./moduleTypes";

/** A list's column sort as the server takes it (`order_field`, `order_type`). */
export interface TableOrder {
  field: string;
  type: "asc" | "desc";
}

type Sorter<Row> = Parameters<NonNullable<TableProps<Row>["onChange"]>>[2];

/** The sort a click on a column header asks for; null when the sort is taken off. */
export function orderFromSorter<Row = ModuleRow>(sorter: Sorter<Row>): TableOrder | null {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  const field = one?.order ? String(one.columnKey ?? one.field) : null;
  return field ? { field, type: one?.order === "ascend" ? "asc" : "desc" } : null;
}

/** The header arrow of a column under that sort. */
export function sortOrderOf(order: TableOrder | null, key: string): "ascend" | "descend" | null {
  if (order?.field !== key) return null;
  return order.type === "asc" ? "ascend" : "descend";
}

/** The sort as the list call's parameters. */
export function sortParams(order: TableOrder | null) {
  return order ? { order_field: order.field, order_type: order.type } : {};
}
