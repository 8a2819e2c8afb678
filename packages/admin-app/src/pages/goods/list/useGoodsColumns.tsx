import { type TableColumnsType, Tag, Tooltip } from "antd";
import type { ReactNode } from "react";
import { currentLanguage } from "../../../i18n";
import { formatDateTime } from "../../../utils/formatDateTime";
import type { GoodsRow } from "../goodsApi";
import { useGoodsTranslation } from "../goodsTexts";

/** The name column's width: names longer than this end in an ellipsis. */
const NAME_WIDTH = 240;

/** The cells that act (drawn by the view, which holds the commands). */
export interface GoodsCells {
  status(row: GoodsRow): ReactNode;
  actions(row: GoodsRow): ReactNode;
}

/**
 * The goods table's columns, in order. The recycle bin shows when a product was deleted where
 * the other tabs show when it was made. Sorting is added by the list (useModuleList).
 */
export function useGoodsColumns(recycle: boolean, cells: GoodsCells): TableColumnsType<GoodsRow> {
  const { t, i18n } = useGoodsTranslation();
  const language = currentLanguage(i18n);
  return [
    { key: "id", dataIndex: "id", title: t("goods.column.id"), width: 80 },
    {
      key: "mainImage",
      dataIndex: "mainImage",
      title: t("goods.column.image"),
      render: (url: string, row) =>
        url ? (
          <img src={url} alt={row.name} style={{ width: 36, height: 36, objectFit: "cover" }} />
        ) : (
          "-"
        ),
    },
    {
      // A long name is cut with an ellipsis (the whole name on hover), so it cannot push the type,
      // price, stock and status out of view (issue 36).
      key: "name",
      dataIndex: "name",
      title: t("goods.column.name"),
      width: NAME_WIDTH,
      ellipsis: { showTitle: false },
      render: (name: string) => (
        <Tooltip title={name} placement="topLeft">
          <span
            style={{
              display: "block",
              overflow: "hidden",
              textOverflow: "ellipsis",
              whiteSpace: "nowrap",
            }}
          >
            {name}
          </span>
        </Tooltip>
      ),
    },
    {
      key: "type",
      dataIndex: "type",
      title: t("goods.column.type"),
      render: (type: number) => (
        <Tag>{t(`goods.type.${type}`, { defaultValue: String(type) })}</Tag>
      ),
    },
    { key: "price", dataIndex: "price", title: t("goods.column.price") },
    { key: "sales", dataIndex: "sales", title: t("goods.column.sales") },
    { key: "stockTotal", dataIndex: "stockTotal", title: t("goods.column.stock") },
    { key: "sort", dataIndex: "sort", title: t("goods.column.sort") },
    {
      key: recycle ? "deletedAt" : "createdAt",
      dataIndex: recycle ? "deletedAt" : "createdAt",
      title: t(recycle ? "goods.column.deletedAt" : "goods.column.createdAt"),
      render: (iso: string | null) => (iso ? formatDateTime(iso, language) : "-"),
    },
    {
      key: "status",
      dataIndex: "status",
      title: t("goods.column.status"),
      render: (_: number, row) => cells.status(row),
    },
    {
      key: "actions",
      title: t("goods.column.actions"),
      fixed: "right",
      render: (_: unknown, row) => cells.actions(row),
    },
  ];
}
