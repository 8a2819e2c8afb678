import { Card, Space, Table, type TableProps } from "antd";
import { type ReactNode, useCallback, useMemo, useRef, useState } from "react";
import { useModuleHttp } from "../../../components/module";
import { cellText } from "../../../components/module/cellText";
import { ExportButtons } from "../../../components/module/ExportButtons";
import { FilterBar } from "../../../components/module/FilterBar";
import { createModuleApi } from "../../../components/module/moduleApi";
import type { ModuleColumn, ModuleMeta, ModuleRow } from "../../../components/module/moduleTypes";
import { Pager } from "../../../components/module/Pager";
import { sortParams } from "../../../components/module/tableSort";
import { useDictionaryColumns } from "../../../components/module/useDictionaryOptions";
import { canUse, useGrantedButtons } from "../../../components/module/useGrantedButtons";
import { type ListState, useModuleList } from "../../../components/module/useModuleList";
import { MetaLoadFailed, useModuleMeta } from "../../../components/module/useModuleMeta";
import { currentLanguage } from "../../../i18n";
import { useFleet } from "../../../realtime/useFleet";
import { LiveFreshness } from "./LiveFreshness";
import { applyFleetEvent } from "./liveRows";
import { useDeviceTranslation } from "./useDeviceTranslation";

/** What the toolbar and row buttons of a device table are given. */
export interface TableContext {
  meta: ModuleMeta;
  /** The ticked rows of the page on screen. */
  selected: ModuleRow[];
  reload(): Promise<void>;
  clearSelection(): void;
}

export interface DeviceTableProps {
  /** A module of the framework: `device`, or the sale ledger's. */
  module: string;
  /** Filters always sent with this view (the tab's state); they also narrow exports. */
  fixed?: Record<string, unknown>;
  /** List columns in this order; the server's list columns when absent. */
  columns?: string[];
  /** The filters offered, in this order; every filter the server allows when absent. */
  filters?: string[];
  filterInputs?: Record<string, ReactNode>;
  cells?: Record<string, (value: unknown, row: ModuleRow) => ReactNode>;
  /** Column titles besides the server's labels, where a cell shows its value otherwise. */
  titles?: Record<string, ReactNode>;
  /** Rows can be ticked (for the toolbar's actions on several devices). */
  selectable?: boolean;
  toolbar?(context: TableContext): ReactNode;
  rowActions?(row: ModuleRow, context: TableContext): ReactNode;
  /** Anything shown under the title (the view's one-line purpose). */
  intro?: ReactNode;
  title?: ReactNode;
  /** Changing it reloads the rows (another view changed them). */
  reloadKey?: number;
  /** A class for some rows (the alarm a link pointed at). */
  rowClassName?(row: ModuleRow): string;
  /**
   * The rows follow the live line (online, offline, heartbeats of the devices on screen) and the
   * table says how fresh they are: the network tab, whose 在线 went stale without it (issue 36).
   */
  live?: boolean;
}

/**
 * The list of a device view: the framework's filters, pager and export (like ModuleListPage), plus
 * the fixed filters of a tab, the ticked rows handed to the view's own actions (assign, sell,
 * restore), and the view's own row buttons.
 */
export function DeviceTable(props: DeviceTableProps) {
  const { module, fixed, selectable = true, reloadKey = 0 } = props;
  const { t, i18n } = useDeviceTranslation();
  const language = currentLanguage(i18n);
  const http = useModuleHttp();
  const api = useMemo(() => createModuleApi(http, module), [http, module]);
  const granted = useGrantedButtons();
  const { meta, failed: metaFailed, retry: retryMeta } = useModuleMeta(api);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const [staleKey, setStaleKey] = useState(0);

  const fixedKey = JSON.stringify(fixed ?? {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: fixedKey stands for `fixed`.
  const fetchRows = useCallback(
    ({ page, limit, order, filters }: ListState<Record<string, unknown>, undefined>) =>
      api.index({ page, limit, ...sortParams(order), ...filters, ...fixed }),
    [api, fixedKey],
  );
  const list = useModuleList<ModuleRow>({
    fetch: fetchRows,
    enabled: Boolean(meta),
    reloadKey: `${reloadKey}:${staleKey}`,
    onLoaded: (answer) => {
      setUpdatedAt(new Date());
      // Ticks of rows no longer on screen would act on devices the operator cannot see.
      setSelectedIds((ids) => ids.filter((id) => answer.data.some((row) => row.id === id)));
    },
  });
  const { rows, setRows, filters, order, reload: load } = list;
  const rowsRef = useRef(rows);
  rowsRef.current = rows;

  const onlineFilter = typeof fixed?.online === "boolean" ? fixed.online : undefined;
  const { status } = useFleet({
    enabled: Boolean(props.live && meta),
    watch: props.live ? rows.map((row) => row.id) : [],
    onEvent: (event) => {
      const next = applyFleetEvent(rowsRef.current, event, onlineFilter);
      if (next.rows === rowsRef.current) return;
      rowsRef.current = next.rows;
      setRows(next.rows);
      setUpdatedAt(new Date());
      // A device that left the online (or offline) filter: the page is read again.
      if (next.stale) setStaleKey((k) => k + 1);
    },
    onResync: () => void load(),
  });

  const allColumns = useDictionaryColumns(meta?.columns ?? NO_COLUMNS);

  if (metaFailed) return <MetaLoadFailed onRetry={retryMeta} />;
  if (!meta) return <Card loading />;

  const context: TableContext = {
    meta,
    selected: rows.filter((row) => selectedIds.includes(row.id)),
    reload: load,
    clearSelection: () => setSelectedIds([]),
  };

  const listColumns = pick(allColumns, props.columns, (c) => c.list);
  const filterColumns = pick(allColumns, props.filters, (c) => c.filter !== null).filter(
    (c) => !fixed || !(c.key in fixed),
  );

  const tableColumns: NonNullable<TableProps<ModuleRow>["columns"]> = listColumns.map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: props.titles?.[column.key] ?? column.label,
    sorter: column.sortable,
    sortOrder: list.sortOrderOf(column.key),
    render: (value: unknown, row: ModuleRow) =>
      props.cells?.[column.key]?.(value, row) ?? cellText(column, value, t, language),
  }));
  if (props.rowActions) {
    tableColumns.push({
      key: "__actions",
      title: t("module.actions"),
      // Not fixed to the right edge: a sticky column covered the last columns (创建时间) of a table
      // wider than the screen until scrolled (issue 36). The table scrolls as one instead.
      render: (_: unknown, row: ModuleRow) => (
        <Space size="small" wrap>
          {props.rowActions?.(row, context)}
        </Space>
      ),
    });
  }

  return (
    <Card title={props.title} variant="borderless">
      {props.intro}
      <FilterBar columns={filterColumns} inputs={props.filterInputs} onSearch={list.search} />
      <Space wrap style={{ marginBottom: 16 }}>
        {props.live ? (
          <LiveFreshness status={status} updatedAt={updatedAt} onRefresh={() => void load()} />
        ) : null}
        {props.toolbar?.(context)}
        {canUse(meta, "export", granted) ? (
          <ExportButtons
            api={api}
            module={module}
            filters={{ ...filters, ...fixed }}
            selected={selectedIds}
            order={order}
          />
        ) : null}
        {selectable && selectedIds.length > 0 ? (
          <span>{t("device.count", { count: selectedIds.length })}</span>
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
        rowClassName={props.rowClassName}
        rowSelection={
          selectable
            ? {
                selectedRowKeys: selectedIds,
                onChange: (keys) => setSelectedIds(keys.map(Number)),
              }
            : undefined
        }
      />
      <Pager
        page={list.page}
        pageSize={list.limit}
        total={list.total}
        pageSizes={meta.pageSizes}
        onChange={list.changePage}
      />
    </Card>
  );
}

const NO_COLUMNS: ModuleColumn[] = [];

function pick(
  columns: readonly ModuleColumn[],
  keys: string[] | undefined,
  byDefault: (column: ModuleColumn) => boolean,
): ModuleColumn[] {
  if (!keys) return columns.filter(byDefault);
  return keys.flatMap((key) => columns.filter((c) => c.key === key));
}
