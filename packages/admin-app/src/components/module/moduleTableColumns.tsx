import { Switch, type TableColumnsType } from "antd";
import type { TFunction } from "i18next";
import { cellText } from "./cellText";
import type { ModulePageDeclaration } from "./ModuleListPage";
import { ModuleRowActions } from "./ModuleRowActions";
import type { ModuleAction, ModuleColumn, ModuleMeta, ModuleRow } from "./moduleTypes";

export interface ModuleTableColumnsOptions {
  columns: readonly ModuleColumn[];
  meta: ModuleMeta;
  declaration: ModulePageDeclaration;
  can(action: ModuleAction): boolean;
  sortOrderOf(columnKey: string): "ascend" | "descend" | null;
  toggleStatus(row: ModuleRow, on: boolean): void;
  startEditing(row: ModuleRow | null, parent: ModuleRow | null): void;
  remove(ids: number[]): Promise<void>;
  t: TFunction;
  language: string;
}

/**
 * The table's columns: each list column as text (or the screen's own cell, or a status switch
 * where the status may be changed), then the row buttons when any is allowed.
 */
export function moduleTableColumns(
  options: ModuleTableColumnsOptions,
): TableColumnsType<ModuleRow> {
  const { columns, meta, declaration, can, sortOrderOf, toggleStatus, t, language } = options;
  const tableColumns: TableColumnsType<ModuleRow> = columns.map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: column.label,
    sorter: column.sortable && !meta.tree,
    sortOrder: sortOrderOf(column.key),
    render: (value: unknown, row: ModuleRow) => {
      const custom = declaration.cells?.[column.key];
      if (custom) return custom(value, row);
      if (column.key === "status" && can("status")) {
        return (
          <Switch
            size="small"
            checked={value === 1}
            aria-label={`${column.label} ${row.id}`}
            onChange={(on) => toggleStatus(row, on)}
          />
        );
      }
      return cellText(column, value, t, language);
    },
  }));

  const rowButtons = can("edit") || can("del") || can("add") || declaration.rowActions;
  if (rowButtons) {
    tableColumns.push({
      key: "__actions",
      title: t("module.actions"),
      fixed: "right",
      render: (_: unknown, row: ModuleRow) => (
        <ModuleRowActions
          row={row}
          can={can}
          addChild={Boolean(meta.tree && can("add") && (declaration.canAddChild?.(row) ?? true))}
          onEdit={options.startEditing}
          onRemove={options.remove}
          more={declaration.rowActions?.(row)}
        />
      ),
    });
  }
  return tableColumns;
}
