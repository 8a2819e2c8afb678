import type { ModuleColumn, ModuleRow } from "./moduleTypes";

/** The columns of `keys` in that order; the server's list columns when absent. */
export function pickColumns(
  columns: readonly ModuleColumn[],
  keys: string[] | undefined,
): readonly ModuleColumn[] {
  if (!keys) return columns.filter((c) => c.list);
  return keys.flatMap((key) => columns.filter((c) => c.key === key));
}

/** Every row of a tree, parents before their children. */
export function flatten(rows: ModuleRow[]): ModuleRow[] {
  return rows.flatMap((row) => [row, ...flatten(row.children ?? [])]);
}

/** A leaf answered with `children: []` has no expander: the table draws one for any list. */
export function withoutEmptyChildren(rows: ModuleRow[]): ModuleRow[] {
  return rows.map(({ children, ...row }) =>
    children && children.length > 0
      ? { ...row, children: withoutEmptyChildren(children) }
      : (row as ModuleRow),
  );
}

/** The rows that have children: those a fully open tree expands. */
export function parentIds(rows: ModuleRow[]): number[] {
  return flatten(rows)
    .filter((row) => (row.children?.length ?? 0) > 0)
    .map((row) => row.id);
}

export function countRows(rows: ModuleRow[]): number {
  return flatten(rows).length;
}
