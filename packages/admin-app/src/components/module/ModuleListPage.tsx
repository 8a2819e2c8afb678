import { Card, Table } from "antd";
import type { ReactNode } from "react";
import { currentLanguage } from "../../i18n";
import { cellText } from "./cellText";
import { FilterBar } from "./FilterBar";
import { type FormFieldDeclaration, ModuleFormDialog } from "./ModuleFormDialog";
import { ModuleListToolbar } from "./ModuleListToolbar";
import { moduleTableColumns } from "./moduleTableColumns";
import { useModuleTranslation } from "./moduleTexts";
import { flatten, parentIds, pickColumns } from "./moduleTreeRows";
import type { ModuleRow } from "./moduleTypes";
import { Pager } from "./Pager";
import { printRows } from "./printRows";
import { canUse } from "./useGrantedButtons";
import { useModuleCommands } from "./useModuleCommands";
import { useModuleListPage } from "./useModuleListPage";
import { MetaLoadFailed } from "./useModuleMeta";

/** What a screen says about its module beyond what the server describes. */
export interface ModulePageDeclaration {
  /** List columns in this order; the server's list columns when absent. */
  columns?: string[];
  /** Cells drawn otherwise than as text (an avatar). */
  cells?: Record<string, (value: unknown, row: ModuleRow) => ReactNode>;
  /** The filters offered, in this order; every filter the server allows when absent. */
  filters?: string[];
  /** Filter inputs the column alone cannot describe. */
  filterInputs?: Record<string, ReactNode>;
  /** Filters always sent (the items of one dictionary type). */
  fixedFilters?: Record<string, unknown>;
  form?: {
    order?: string[];
    fields?: Record<string, FormFieldDeclaration>;
    /** Prefill for a new row; also given the row whose "add child" was pressed in a tree. */
    defaults?: (parent: ModuleRow | null) => Record<string, unknown>;
  };
  /** More buttons beside export and print, given the selected row ids (packing slips). */
  toolbar?: (selected: number[]) => ReactNode;
  /** More buttons in each row (items of a dictionary type). */
  rowActions?: (row: ModuleRow) => ReactNode;
  /** Whether a tree row offers "add child" (every row when absent; not a category's last level). */
  canAddChild?: (row: ModuleRow) => boolean;
}

export interface ModuleListPageProps {
  module: string;
  declaration?: ModulePageDeclaration;
  /** After a save, delete or status change (a screen's other views of the rows reload). */
  onChanged?(): void;
}

/**
 * The list page of any module: filters, sortable columns, the pager (sizes, 5 page buttons, total,
 * jumper), row selection, export of the selected or all rows, print, delete with confirmation,
 * and the form dialog for adding and editing. Tree modules show every row nested, without pages.
 */
export function ModuleListPage({ module, declaration = {}, onChanged }: ModuleListPageProps) {
  const { t, i18n } = useModuleTranslation();
  const language = currentLanguage(i18n);
  const page = useModuleListPage(module, declaration);
  const { api, meta, list, columns, selected, setSelected, startEditing } = page;
  const { rows, filters, order, reload: load } = list;
  const commands = useModuleCommands({ api, selected, setSelected, load, onChanged });
  const { notice, noticeHolder, modalHolder } = commands;

  if (page.metaFailed) return <MetaLoadFailed onRetry={page.retryMeta} />;
  if (!meta) return <Card loading>{noticeHolder}</Card>;

  const can = (action: Parameters<typeof canUse>[1]) => canUse(meta, action, page.granted);
  const listColumns = pickColumns(columns, declaration.columns);

  function print() {
    const printed = flatten(rows).filter((r) => selected.length === 0 || selected.includes(r.id));
    printRows(
      meta?.title ?? module,
      listColumns.map((c) => c.label),
      printed.map((row) => listColumns.map((c) => cellText(c, row[c.key], t, language))),
    );
  }

  const tableColumns = moduleTableColumns({
    columns: listColumns,
    meta,
    declaration,
    can,
    sortOrderOf: list.sortOrderOf,
    toggleStatus: commands.toggleStatus,
    startEditing,
    remove: commands.remove,
    t,
    language,
  });

  return (
    <Card title={meta.title}>
      {noticeHolder}
      {modalHolder}
      <FilterBar
        columns={declaration.filters ? pickColumns(columns, declaration.filters) : columns}
        inputs={declaration.filterInputs}
        onSearch={list.search}
      />
      <ModuleListToolbar
        can={can}
        selected={selected}
        exporting={{ api, module, filters: { ...filters, ...page.fixedFilters }, order }}
        onAdd={() => startEditing(null, null)}
        onRemoveSelected={commands.confirmRemoveSelected}
        onPrint={print}
        more={declaration.toolbar?.(selected)}
        tree={Boolean(meta.tree)}
        onExpand={() => page.setExpanded(parentIds(rows))}
        onCollapse={() => page.setExpanded([])}
      />
      <Table<ModuleRow>
        rowKey="id"
        size="middle"
        columns={tableColumns}
        dataSource={rows}
        loading={list.loading}
        onChange={list.onTableChange}
        pagination={false}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: t("module.empty") }}
        expandable={
          meta.tree
            ? {
                expandedRowKeys: page.expanded,
                onExpandedRowsChange: (keys) => page.setExpanded(keys.map(Number)),
              }
            : undefined
        }
        rowSelection={{
          selectedRowKeys: selected,
          checkStrictly: true,
          onChange: (keys) => setSelected(keys.map(Number)),
        }}
      />
      {meta.tree ? null : (
        <Pager
          page={list.page}
          pageSize={list.limit}
          total={list.total}
          pageSizes={meta.pageSizes}
          onChange={list.changePage}
        />
      )}
      <ModuleFormDialog
        open={page.editing !== null}
        meta={meta}
        api={api}
        row={page.editing?.row ?? null}
        defaults={page.editing?.defaults}
        fields={declaration.form?.fields}
        order={declaration.form?.order}
        onClose={() => page.setEditing(null)}
        onSaved={() => {
          page.setEditing(null);
          notice.success(t("module.saved"));
          onChanged?.();
          void load();
        }}
      />
    </Card>
  );
}
