import { centsToYuan } from "@vitrine/contract";
import { inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/database.js";
import type { ModuleDeclaration, ModuleField, Row } from "../modules/framework/types.js";
import { createdAtField, idField, sortField, text } from "../modules/system/fields.js";
import { categoryDirectory } from "./category-directory.js";
import { goodsExportRows, SKU_EXPORT_FIELDS } from "./export-rows.js";
import { goodsTranslator } from "./messages.js";
import { GOODS_STATUS_OPTIONS, GOODS_TYPE_OPTIONS, SPEC_MODE_OPTIONS } from "./options.js";
import { goods } from "./schema.js";

export { GOODS_STATUS_OPTIONS, GOODS_TYPE_OPTIONS, SPEC_MODE_OPTIONS };

import { DEFAULT_GOODS_SETTINGS, GOODS_SETTING_KEYS, MAX_LOW_STOCK_THRESHOLD } from "./settings.js";

/** The list's tabs; goods/routes.ts turns `tab` into the hidden filters below. */
export const GOODS_TABS = ["all", "onSale", "offSale", "soldOut", "lowStock", "recycle"] as const;
export type GoodsTab = (typeof GOODS_TABS)[number];

/**
 * The threshold as SQL, read from the config row in the same statement (so a count cached by the
 * framework is dropped when the setting changes: the statement names `configs`). Same rule as
 * settings.ts parseThreshold: 1-7 digits up to the maximum, anything else is the default.
 */
const threshold = sql`COALESCE((SELECT CASE WHEN trim(value) ~ '^[0-9]{1,7}$'
  AND trim(value)::int <= ${sql.raw(String(MAX_LOW_STOCK_THRESHOLD))} THEN trim(value)::int END
  FROM configs WHERE key = ${sql.raw(`'${GOODS_SETTING_KEYS.lowStockThreshold}'`)}),
  ${sql.raw(String(DEFAULT_GOODS_SETTINGS.lowStockThreshold))})`;

/**
 * A filter whose SQL does not depend on its value: a tab's condition. Its text is fixed, so the
 * list statement stays one prepared statement per tab and the partial indexes apply.
 */
function tabFilter(key: string, condition: SQL): ModuleField {
  return {
    key,
    type: "boolean",
    label: text(key, key, key),
    filter: "exact",
    filterSql: () => condition,
    hidden: true,
    writable: false,
    list: false,
    export: false,
  };
}

/** One end of the price range (goods/routes.ts turns `minPriceCents: [from, to]` into these). */
function priceBound(key: string, condition: (bound: SQL) => SQL): ModuleField {
  return {
    key,
    type: "integer",
    label: text(key, key, key),
    filter: "exact",
    filterSql: (value) => condition((value as SQL[])[0]!),
    hidden: true,
    writable: false,
    list: false,
    export: false,
  };
}

export const TAB_FILTERS: Record<GoodsTab, string[]> = {
  all: ["tabLive"],
  onSale: ["tabLive", "tabOnSale"],
  offSale: ["tabLive", "tabOffSale"],
  soldOut: ["tabLive", "tabSoldOut"],
  lowStock: ["tabLive", "tabLowStock"],
  recycle: ["tabRecycle"],
};
export const TAB_FILTER_KEYS = [...new Set(Object.values(TAB_FILTERS).flat())];

/**
 * A category and its sub-categories (three levels at most), for a `categoryId` that routes.ts did
 * not turn into its level's filter (`categoryLevel` below): an id the category directory does not
 * know, 0, or a category added since the directory was read. The ids are one array computed first
 * (`= ANY(ARRAY(…))`): PostgreSQL then estimates a few categories, not half the table.
 */
function categoryWithDescendants(value: unknown): SQL {
  const [id] = value as SQL[];
  return sql`${goods.categoryId} = ANY(ARRAY(
    SELECT c.id FROM goods_categories c WHERE c.id = ${id} OR c.parent_id = ${id}
      OR c.parent_id IN (SELECT c2.id FROM goods_categories c2 WHERE c2.parent_id = ${id})))`;
}

/**
 * A category at depth N (category-directory.ts) is `category_lN = id` on the goods' stored path
 * (migration 0020): goods/routes.ts puts the filter below in place of `categoryId`, and the list
 * walks that level's index in sales order instead of reading every matching product.
 */
function categoryLevel(key: string, column: AnyPgColumn): ModuleField {
  return {
    key,
    column,
    type: "integer",
    label: text(key, key, key),
    filter: "exact",
    hidden: true,
    writable: false,
    list: false,
    export: false,
  };
}

export const CATEGORY_LEVEL_FILTERS = ["categoryL1", "categoryL2", "categoryL3"] as const;

/**
 * Adds the category's name and the lowest price as text to list rows. The names come from the
 * kept category directory, not from a statement per page.
 */
async function decorate(db: Db, rows: Row[]) {
  const directory = rows.some((r) => (r.categoryId as number) > 0)
    ? await categoryDirectory(db)
    : undefined;
  return rows.map((r) => ({
    ...r,
    categoryName: directory?.get(r.categoryId as number)?.name ?? "",
    price: typeof r.minPriceCents === "number" ? centsToYuan(r.minPriceCents) : r.minPriceCents,
  }));
}

/** The list's columns, filters and tab filters. */
function listFields(): ModuleField[] {
  return [
    idField(goods.id),
    {
      key: "mainImage",
      column: goods.mainImage,
      type: "string",
      label: text("商品图片", "Image", "商品圖片"),
      writable: false,
    },
    {
      key: "name",
      column: goods.name,
      type: "string",
      label: text("商品名称", "Name", "商品名稱"),
      filter: "contains",
      sortable: true,
      writable: false,
    },
    {
      key: "categoryId",
      column: goods.categoryId,
      type: "integer",
      label: text("商品分类", "Category", "商品分類"),
      filter: "exact",
      filterSql: categoryWithDescendants,
      writable: false,
    },
    {
      key: "type",
      column: goods.type,
      type: "integer",
      label: text("商品类型", "Type", "商品類型"),
      options: GOODS_TYPE_OPTIONS,
      filter: "oneOf",
      writable: false,
    },
    {
      key: "minPriceCents",
      column: goods.minPriceCents,
      type: "integer",
      label: text("商品售价（分）", "Price (cents)", "商品售價（分）"),
      kind: "money",
      filter: "range",
      sortable: true,
      writable: false,
    },
    {
      key: "maxPriceCents",
      column: goods.maxPriceCents,
      type: "integer",
      label: text("最高售价（分）", "Highest price (cents)", "最高售價（分）"),
      kind: "money",
      writable: false,
    },
    {
      key: "sales",
      column: goods.sales,
      type: "integer",
      label: text("销量", "Sales", "銷量"),
      sortable: true,
      writable: false,
    },
    {
      key: "virtualSales",
      column: goods.virtualSales,
      type: "integer",
      label: text("已购数量", "Shown as bought", "已購數量"),
      writable: false,
    },
    {
      key: "stockTotal",
      column: goods.stockTotal,
      type: "integer",
      label: text("库存", "Stock", "庫存"),
      sortable: true,
      filter: "range",
      writable: false,
    },
    { ...sortField(goods.sort), writable: false },
    {
      key: "status",
      column: goods.status,
      type: "integer",
      label: text("状态", "Status", "狀態"),
      options: GOODS_STATUS_OPTIONS,
      filter: "exact",
      sortable: true,
    },
    {
      key: "specMode",
      column: goods.specMode,
      type: "integer",
      label: text("规格类型", "Specifications", "規格類型"),
      options: SPEC_MODE_OPTIONS,
      writable: false,
    },
    {
      key: "unit",
      column: goods.unit,
      type: "string",
      label: text("单位", "Unit", "單位"),
      writable: false,
    },
    {
      key: "code",
      column: goods.code,
      type: "string",
      label: text("商品编码", "Code", "商品編碼"),
      filter: "contains",
      writable: false,
    },
    {
      key: "isDemo",
      column: goods.isDemo,
      type: "boolean",
      label: text("演示数据", "Demo data", "示範資料"),
      filter: "exact",
      writable: false,
    },
    createdAtField(goods.createdAt),
    {
      key: "updatedAt",
      column: goods.updatedAt,
      type: "datetime",
      label: text("更新时间", "Updated", "更新時間"),
      sortable: true,
      writable: false,
    },
    {
      key: "deletedAt",
      column: goods.deletedAt,
      type: "datetime",
      label: text("删除时间", "Deleted", "刪除時間"),
      sortable: true,
      writable: false,
    },
    priceBound("priceFrom", (bound) => sql`${goods.minPriceCents} >= ${bound}`),
    // `+ 0`: PostgreSQL does not pair the two bounds into one range. A prepared statement's generic
    // plan cannot see the values and estimates a paired range at 0.5% of the rows, which made it
    // start from the category index and read every matching row to sort them (125 ms, against
    // 1.8 ms down the sales index; docs/PERFORMANCE.md). Unpaired, each bound is a third.
    priceBound("priceTo", (bound) => sql`(${goods.minPriceCents} + 0) <= ${bound}`),
    categoryLevel("categoryL1", goods.categoryL1),
    categoryLevel("categoryL2", goods.categoryL2),
    categoryLevel("categoryL3", goods.categoryL3),
    tabFilter("tabLive", sql`${goods.deletedAt} IS NULL`),
    tabFilter("tabRecycle", sql`${goods.deletedAt} IS NOT NULL`),
    tabFilter("tabOnSale", sql`${goods.status} = 1`),
    tabFilter("tabOffSale", sql`${goods.status} = 0`),
    tabFilter("tabSoldOut", sql`${goods.stockTotal} = 0`),
    tabFilter("tabLowStock", sql`${goods.stockTotal} <= ${threshold}`),
  ];
}

/**
 * The goods list on the generic framework: index (tabs, filters, sort by sales), export, info,
 * meta and the on/off-sale status. Saving with SKUs, the recycle bin and the public prices are the
 * goods' own calls (save-routes.ts, recycle-routes.ts, public-routes.ts).
 */
export const goodsModule: ModuleDeclaration = {
  name: "goods",
  permission: "goods",
  title: text("商品管理", "Goods", "商品管理"),
  table: goods,
  id: goods.id,
  actions: ["index", "status", "export"],
  defaultOrder: { key: "id", direction: "desc" },
  nameField: "name",
  // No `indexAnswer` (goods-answer-schema.ts): on a quiet box the schema serialiser cut the list
  // from 1,054 to 624 calls/s (p99 54 -> 117 ms, goods.bench.mjs, 2026-12-03), so the list answers
  // through JSON.stringify; goods-answers.test.ts still holds the answer to the schema's keys.
  // The list's fields are not exported as they are: the export writes one line per SKU
  // (export-rows.ts), with its own columns.
  fields: [...listFields().map((f) => ({ ...f, export: false })), ...SKU_EXPORT_FIELDS],
  hooks: {
    decorate,
    exportRows: goodsExportRows,
    async beforeStatus(db, ids, _status, request) {
      const [deleted] = await db
        .select({ name: goods.name })
        .from(goods)
        .where(sql`${inArray(goods.id, ids)} AND ${goods.deletedAt} IS NOT NULL`)
        .limit(1);
      return deleted
        ? goodsTranslator(request.locale)("goods.inRecycleBin", { name: deleted.name })
        : undefined;
    },
  },
};
