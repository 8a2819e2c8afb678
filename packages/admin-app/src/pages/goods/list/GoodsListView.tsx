import { Card, Table } from "antd";
import { useState } from "react";
import { Pager } from "../../../components/module/Pager";
import { ProductAnalyticsDialog } from "../../decorate/analytics/ProductAnalyticsDialog";
import type { GoodsRow } from "../goodsApi";
import { useGoodsTranslation } from "../goodsTexts";
import { GoodsFilterForm } from "./GoodsFilterForm";
import { GoodsListToolbar } from "./GoodsListToolbar";
import { GoodsRowActions } from "./GoodsRowActions";
import { GoodsStatusCell } from "./GoodsStatusCell";
import { GoodsTabs } from "./GoodsTabs";
import { useGoodsColumns } from "./useGoodsColumns";
import { useGoodsCommands } from "./useGoodsCommands";
import { useGoodsList } from "./useGoodsList";
import { useGoodsPermission } from "./useGoodsPermission";

const PAGE_SIZES = [10, 20, 30, 50, 100, 200];

export interface GoodsListViewProps {
  onAdd(): void;
  onEdit(row: GoodsRow): void;
  onCopy(row: GoodsRow): void;
  /** A new value reloads the rows (after the wizard saved). */
  reload?: number;
}

/**
 * The goods list (reference section 1, its faults fixed): tabs by sale state with their counts,
 * filters that filter, the on/off-sale switch saved on the server, copy and edit in the wizard,
 * the recycle bin with restore and permanent delete, and the export of what the filters match.
 */
export function GoodsListView({ onAdd, onEdit, onCopy, reload = 0 }: GoodsListViewProps) {
  const { t } = useGoodsTranslation();
  const may = useGoodsPermission();
  const { http, api, list, counts, categories } = useGoodsList(reload);
  const { commands, holders } = useGoodsCommands(api, list.reload);
  // A product's analytics (its page's views, visitors, and views led there from published pages).
  const [figuresOf, setFiguresOf] = useState<{ id: number; name: string } | null>(null);
  const recycle = list.tab === "recycle";
  const columns = useGoodsColumns(recycle, {
    status: (row) => (
      <GoodsStatusCell
        row={row}
        editable={!recycle && may("status")}
        onChange={(on) => commands.setStatus(row, on)}
      />
    ),
    actions: (row) => (
      <GoodsRowActions
        row={row}
        recycle={recycle}
        may={may}
        commands={commands}
        onFigures={setFiguresOf}
        onCopy={onCopy}
        onEdit={onEdit}
      />
    ),
  });

  return (
    <Card>
      {holders}
      <GoodsFilterForm
        tab={list.tab}
        categories={categories}
        remembered={list.filters}
        onSearch={list.search}
      />
      <GoodsListToolbar
        http={http}
        may={may}
        onAdd={onAdd}
        tab={list.tab}
        filters={list.filters}
        order={list.order}
      />
      <GoodsTabs tab={list.tab} counts={counts} onChange={list.changeTab} />
      <Table<GoodsRow>
        rowKey="id"
        size="middle"
        columns={list.sortableColumns(columns)}
        dataSource={list.rows}
        loading={list.loading}
        pagination={false}
        onChange={list.onTableChange}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: t("module.empty") }}
      />
      <Pager
        page={list.page}
        pageSize={list.limit}
        total={list.total}
        pageSizes={PAGE_SIZES}
        onChange={list.changePage}
      />
      {figuresOf ? (
        <ProductAnalyticsDialog
          product={figuresOf}
          http={http}
          onClose={() => setFiguresOf(null)}
        />
      ) : null}
    </Card>
  );
}
