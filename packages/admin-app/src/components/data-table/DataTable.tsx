import { Button, message, Space, Table, type TableColumnsType } from "antd";
import { type Key, type ReactNode, useMemo, useState } from "react";
import { useModuleTranslation } from "../module/moduleTexts";
import { Pager } from "../module/Pager";
import { printRows } from "../module/printRows";
import { saveDownload } from "../module/saveDownload";
import { rowsToCsv } from "./rowsToCsv";

/** One column, as the storefront spec's table header item describes it. */
export interface TableHeaderItem {
  key: string;
  title: string;
  /** An image column shows the cell's value as a picture of `width` × `height`. */
  type?: "text" | "image";
  /** False leaves the column off the screen, the export and the print. */
  isCheck?: boolean;
  width?: number;
  height?: number;
  colWidth?: number;
}

export type DataTableRow = { id: Key } & Record<string, unknown>;

export interface DataTableProps {
  /** Names the export file and heads the printed page. */
  title: string;
  header: TableHeaderItem[];
  rows: DataTableRow[];
  /** Drawn otherwise than as text or image, by column key. */
  cells?: Record<string, (value: unknown, row: DataTableRow) => ReactNode>;
}

/** The reusable table's page sizes (storefront spec, section 9). */
export const DATA_TABLE_PAGE_SIZES = [10, 20, 30];

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/**
 * The reusable table of rows the page already holds: row selection, export of the selected rows
 * to CSV (请先选择要导出的数据 when none), print of every row, pages of 10, 20 or 30. Both happen in
 * the browser, as the storefront spec says; server-driven lists use the module list page instead.
 */
export function DataTable({ title, header, rows, cells = {} }: DataTableProps) {
  const { t } = useModuleTranslation();
  const [notice, noticeHolder] = message.useMessage();
  const [selected, setSelected] = useState<Key[]>([]);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DATA_TABLE_PAGE_SIZES[0] ?? 10);
  const shown = header.filter((item) => item.isCheck !== false);

  const columns: TableColumnsType<DataTableRow> = shown.map((item) => ({
    key: item.key,
    dataIndex: item.key,
    title: item.title,
    width: item.colWidth,
    render: (value: unknown, row: DataTableRow) => {
      const custom = cells[item.key];
      if (custom) return custom(value, row);
      if (item.type === "image") {
        return <img src={text(value)} alt="" width={item.width ?? 40} height={item.height ?? 40} />;
      }
      return text(value);
    },
  }));
  const pageRows = useMemo(
    () => rows.slice((page - 1) * pageSize, page * pageSize),
    [rows, page, pageSize],
  );
  const asText = (chosen: DataTableRow[]) =>
    chosen.map((row) => shown.map((c) => text(row[c.key])));

  const exportSelected = () => {
    const chosen = rows.filter((row) => selected.includes(row.id));
    if (chosen.length === 0) {
      notice.warning(t("module.exportNone"));
      return;
    }
    const csv = rowsToCsv(
      shown.map((c) => c.title),
      asText(chosen),
    );
    // A BOM first, so spreadsheet programs read the file as UTF-8.
    const blob = new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" });
    saveDownload({ blob, fileName: `${title}.csv` }, `${title}.csv`);
  };

  return (
    <>
      {noticeHolder}
      <Space style={{ marginBottom: 12 }} wrap>
        <Button type="primary" onClick={exportSelected}>
          {t("module.exportSelected")}
        </Button>
        <Button
          onClick={() =>
            printRows(
              title,
              shown.map((c) => c.title),
              asText(rows),
            )
          }
        >
          {t("module.print")}
        </Button>
      </Space>
      <Table<DataTableRow>
        rowKey="id"
        size="small"
        rowSelection={{
          selectedRowKeys: selected,
          onChange: setSelected,
          preserveSelectedRowKeys: true,
        }}
        columns={columns}
        dataSource={pageRows}
        pagination={false}
        locale={{ emptyText: t("module.empty") }}
      />
      <Pager
        page={page}
        pageSize={pageSize}
        total={rows.length}
        pageSizes={DATA_TABLE_PAGE_SIZES}
        onChange={(nextPage, nextSize) => {
          setPage(nextPage);
          setPageSize(nextSize);
        }}
      />
    </>
  );
}
