import {
  Button,
  Card,
  Modal,
  message,
  Popconfirm,
  Space,
  Switch,
  Table,
  type TableColumnsType,
} from "antd";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { currentLanguage } from "../../i18n";
import { cellText } from "./cellText";
import { ExportButtons } from "./ExportButtons";
import { FilterBar } from "./FilterBar";
import { type FormFieldDeclaration, ModuleFormDialog } from "./ModuleFormDialog";
import { useModuleHttp } from "./ModuleHttpContext";
import { createModuleApi } from "./moduleApi";
import { useModuleTranslation } from "./moduleTexts";
import type { ModuleColumn, ModuleRow } from "./moduleTypes";
import { Pager } from "./Pager";
import { printRows } from "./printRows";
import { sortParams } from "./tableSort";
import { useDictionaryColumns } from "./useDictionaryOptions";
import { canUse, useGrantedButtons } from "./useGrantedButtons";
import { type ListState, useModuleList } from "./useModuleList";
import { MetaLoadFailed, useModuleMeta } from "./useModuleMeta";

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
  const http = useModuleHttp();
  const api = useMemo(() => createModuleApi(http, module), [http, module]);
  const granted = useGrantedButtons();
  const [notice, noticeHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();

  // The meta follows the interface language: labels and option names come translated.
  const { meta, failed: metaFailed, retry: retryMeta } = useModuleMeta(api);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<{
    row: ModuleRow | null;
    /** Taken once when the dialog opens: a later render must not reset what is being typed. */
    defaults: Record<string, unknown> | undefined;
  } | null>(null);

  const fixedFilters = declaration.fixedFilters;
  const fetchRows = useCallback(
    async ({ page, limit, order, filters }: ListState<Record<string, unknown>, undefined>) => {
      const query = { ...filters, ...fixedFilters };
      const sort = sortParams(order);
      if (meta?.tree) {
        const tree = withoutEmptyChildren(await api.list({ ...query, ...sort }));
        return { data: tree, total: countRows(tree) };
      }
      return api.index({ page, limit, ...sort, ...query });
    },
    [api, meta, fixedFilters],
  );
  const list = useModuleList<ModuleRow>({ fetch: fetchRows, enabled: Boolean(meta) });
  const { rows, filters, order, reload: load } = list;

  // Trees open fully when their rows arrive: menus and departments are read as a whole.
  const columns = useDictionaryColumns(meta?.columns ?? NO_COLUMNS);
  const [expanded, setExpanded] = useState<number[]>([]);
  useEffect(() => {
    if (meta?.tree) setExpanded(parentIds(rows));
  }, [meta, rows]);

  if (metaFailed) return <MetaLoadFailed onRetry={retryMeta} />;
  if (!meta) return <Card loading>{noticeHolder}</Card>;

  const startEditing = (row: ModuleRow | null, parent: ModuleRow | null) =>
    setEditing({ row, defaults: row ? undefined : declaration.form?.defaults?.(parent) });

  const can = (action: Parameters<typeof canUse>[1]) => canUse(meta, action, granted);
  const listColumns = pickColumns(columns, declaration.columns);

  async function remove(ids: number[]) {
    try {
      await api.remove(ids);
      notice.success(t("module.deleted"));
      setSelected((current) => current.filter((id) => !ids.includes(id)));
      onChanged?.();
      await load();
    } catch {
      // Shown by the client (a tree row with children, the signed-in user).
    }
  }

  function confirmRemoveSelected() {
    if (selected.length === 0) return;
    modal.confirm({
      title: t("common.tip"),
      content: t("module.confirmDelete"),
      okText: t("common.ok"),
      cancelText: t("common.cancel"),
      onOk: () => remove(selected),
    });
  }

  function print() {
    const printed = flatten(rows).filter((r) => selected.length === 0 || selected.includes(r.id));
    printRows(
      meta?.title ?? module,
      listColumns.map((c) => c.label),
      printed.map((row) => listColumns.map((c) => cellText(c, row[c.key], t, language))),
    );
  }

  async function toggleStatus(row: ModuleRow, on: boolean) {
    try {
      await api.setStatus(row.id, on ? 1 : 0);
      notice.success(t("module.statusChanged"));
      onChanged?.();
      await load();
    } catch {
      // Shown by the client (the signed-in user cannot disable themselves).
    }
  }

  const tableColumns: TableColumnsType<ModuleRow> = listColumns.map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: column.label,
    sorter: column.sortable && !meta.tree,
    sortOrder: list.sortOrderOf(column.key),
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
        <Space size="small" wrap>
          {meta.tree && can("add") && (declaration.canAddChild?.(row) ?? true) ? (
            <Button type="link" size="small" onClick={() => startEditing(null, row)}>
              {t("module.addChild")}
            </Button>
          ) : null}
          {can("edit") ? (
            <Button type="link" size="small" onClick={() => startEditing(row, null)}>
              {t("module.edit")}
            </Button>
          ) : null}
          {can("del") ? (
            <Popconfirm
              title={t("module.confirmDelete")}
              okText={t("common.ok")}
              cancelText={t("common.cancel")}
              onConfirm={() => remove([row.id])}
            >
              <Button type="link" size="small" danger>
                {t("module.delete")}
              </Button>
            </Popconfirm>
          ) : null}
          {declaration.rowActions?.(row)}
        </Space>
      ),
    });
  }

  return (
    <Card title={meta.title}>
      {noticeHolder}
      {modalHolder}
      <FilterBar
        columns={declaration.filters ? pickColumns(columns, declaration.filters) : columns}
        inputs={declaration.filterInputs}
        onSearch={list.search}
      />
      <Space wrap style={{ marginBottom: 16 }}>
        {can("add") ? (
          <Button type="primary" onClick={() => startEditing(null, null)}>
            {t("module.add")}
          </Button>
        ) : null}
        {can("del") ? (
          <Button danger disabled={selected.length === 0} onClick={confirmRemoveSelected}>
            {t("module.deleteSelected")}
          </Button>
        ) : null}
        {can("export") ? (
          <ExportButtons
            api={api}
            module={module}
            filters={{ ...filters, ...fixedFilters }}
            selected={selected}
            order={order}
          />
        ) : null}
        <Button onClick={print}>{t("module.print")}</Button>
        {declaration.toolbar?.(selected)}
        {meta.tree ? (
          <>
            <Button onClick={() => setExpanded(parentIds(rows))}>{t("module.expand")}</Button>
            <Button onClick={() => setExpanded([])}>{t("module.collapse")}</Button>
          </>
        ) : null}
      </Space>
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
                expandedRowKeys: expanded,
                onExpandedRowsChange: (keys) => setExpanded(keys.map(Number)),
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
        open={editing !== null}
        meta={meta}
        api={api}
        row={editing?.row ?? null}
        defaults={editing?.defaults}
        fields={declaration.form?.fields}
        order={declaration.form?.order}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          notice.success(t("module.saved"));
          onChanged?.();
          void load();
        }}
      />
    </Card>
  );
}

const NO_COLUMNS: ModuleColumn[] = [];

function pickColumns(
  columns: readonly ModuleColumn[],
  keys: string[] | undefined,
): readonly ModuleColumn[] {
  if (!keys) return columns.filter((c) => c.list);
  return keys.flatMap((key) => columns.filter((c) => c.key === key));
}

function flatten(rows: ModuleRow[]): ModuleRow[] {
  return rows.flatMap((row) => [row, ...flatten(row.children ?? [])]);
}

/** A leaf answered with `children: []` has no expander: the table draws one for any list. */
function withoutEmptyChildren(rows: ModuleRow[]): ModuleRow[] {
  return rows.map(({ children, ...row }) =>
    children && children.length > 0
      ? { ...row, children: withoutEmptyChildren(children) }
      : (row as ModuleRow),
  );
}

function parentIds(rows: ModuleRow[]): number[] {
  return flatten(rows)
    .filter((row) => (row.children?.length ?? 0) > 0)
    .map((row) => row.id);
}

function countRows(rows: ModuleRow[]): number {
  return flatten(rows).length;
}
