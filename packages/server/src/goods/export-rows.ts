import { asc, inArray } from "drizzle-orm";
import type { Db } from "../db/database.js";
import type { Locale } from "../i18n/messages.js";
import type { FieldOption, ModuleField, Row, Text3 } from "../modules/framework/types.js";
import { text } from "../modules/system/fields.js";
import { decimalNumber } from "./money.js";
import { GOODS_STATUS_OPTIONS, GOODS_TYPE_OPTIONS, SPEC_MODE_OPTIONS } from "./options.js";
import { goodsCategories, goodsSkus } from "./schema.js";

/**
 * The goods export as an operator uses it (issue 36): one line per SKU, each with its product's
 * id, name, category path by name, type and status labelled as the list shows them, the SKU's
 * spec values, prices in 元 (the framework writes `kind: "money"` cents as yuan), stock and
 * sales, and times on the operator's wall clock. No internal column (cents, category ids, the
 * demo flag). The framework selects the goods with the list's filters and calls `exportRows`.
 *
 * The keys start with `line` so that none is one of the list's own fields (`name`, `status` are
 * filters there).
 */

/** An export-only column: no table column behind it, written as `goodsExportRows` fills it. */
function line(
  key: string,
  type: ModuleField["type"],
  label: Text3,
  extra: { options?: FieldOption[]; kind?: "money" } = {},
): ModuleField {
  return { key, type, label, export: true, list: false, writable: false, ...extra };
}

export const SKU_EXPORT_FIELDS: ModuleField[] = [
  line("lineGoodsId", "integer", text("商品ID", "Product ID", "商品ID")),
  line("lineName", "string", text("商品名称", "Name", "商品名稱")),
  line("lineCategory", "string", text("商品分类", "Category", "商品分類")),
  line("lineType", "integer", text("商品类型", "Type", "商品類型"), {
    options: GOODS_TYPE_OPTIONS,
  }),
  line("lineStatus", "integer", text("状态", "Status", "狀態"), { options: GOODS_STATUS_OPTIONS }),
  line("lineSpec", "string", text("规格", "Variant", "規格")),
  line("lineSkuCode", "string", text("规格编码", "Variant code", "規格編碼")),
  line("linePrice", "integer", text("售价", "Price", "售價"), { kind: "money" }),
  line("lineOriginalPrice", "integer", text("原价", "Original price", "原價"), { kind: "money" }),
  line("lineCostPrice", "integer", text("成本价", "Cost price", "成本價"), { kind: "money" }),
  line("lineStock", "integer", text("库存", "Stock", "庫存")),
  line("lineSales", "integer", text("销量", "Sales", "銷量")),
  line("lineWeight", "integer", text("重量(KG)", "Weight (kg)", "重量(KG)")),
  line("lineUnit", "string", text("单位", "Unit", "單位")),
  line("lineCode", "string", text("商品编码", "Product code", "商品編碼")),
  line("lineSort", "integer", text("排序", "Sort", "排序")),
  line("lineCreatedAt", "datetime", text("创建时间", "Created", "建立時間")),
  line("lineUpdatedAt", "datetime", text("更新时间", "Updated", "更新時間")),
  line("lineDeletedAt", "datetime", text("删除时间", "Deleted", "刪除時間")),
];

/** Each category's path by name ("服装 / T恤 / 短袖"), from the small categories table. */
async function categoryPaths(db: Db): Promise<Map<number, string>> {
  const rows = await db
    .select({
      id: goodsCategories.id,
      parentId: goodsCategories.parentId,
      name: goodsCategories.name,
    })
    .from(goodsCategories);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const paths = new Map<number, string>();
  for (const row of rows) {
    const names: string[] = [];
    let step: typeof row | undefined = row;
    while (step && names.length < 3) {
      names.unshift(step.name);
      step = step.parentId ? byId.get(step.parentId) : undefined;
    }
    paths.set(row.id, names.join(" / "));
  }
  return paths;
}

const SLICE = 5000;

/** The SKUs of these goods in the order they were added, read a few thousand goods at a time. */
async function skusOf(db: Db, goodsIds: number[]) {
  const skus = [];
  for (let i = 0; i < goodsIds.length; i += SLICE) {
    const slice = await db
      .select({
        goodsId: goodsSkus.goodsId,
        specText: goodsSkus.specText,
        code: goodsSkus.code,
        priceCents: goodsSkus.priceCents,
        originalPriceCents: goodsSkus.originalPriceCents,
        costPriceCents: goodsSkus.costPriceCents,
        stock: goodsSkus.stock,
        sales: goodsSkus.sales,
        weight: goodsSkus.weight,
      })
      .from(goodsSkus)
      .where(inArray(goodsSkus.goodsId, goodsIds.slice(i, i + SLICE)))
      .orderBy(asc(goodsSkus.id));
    skus.push(...slice);
  }
  return skus;
}

/** The selected goods as SKU lines: products in the list's order, each one's SKUs together. */
export async function goodsExportRows(db: Db, products: Row[], locale: Locale): Promise<Row[]> {
  if (products.length === 0) return [];
  const [paths, skus] = await Promise.all([
    categoryPaths(db),
    skusOf(
      db,
      products.map((p) => p.id as number),
    ),
  ]);
  const byGoods = new Map<number, typeof skus>();
  for (const sku of skus) {
    const list = byGoods.get(sku.goodsId) ?? [];
    list.push(sku);
    byGoods.set(sku.goodsId, list);
  }
  const single = SPEC_MODE_OPTIONS.find((o) => o.value === 1)!.label[locale];
  return products.flatMap((p) =>
    (byGoods.get(p.id as number) ?? []).map((sku) => ({
      lineGoodsId: p.id,
      lineName: p.name,
      lineCategory: paths.get(p.categoryId as number) ?? "",
      lineType: p.type,
      lineStatus: p.status,
      lineSpec: sku.specText || single,
      lineSkuCode: sku.code,
      linePrice: sku.priceCents,
      lineOriginalPrice: sku.originalPriceCents,
      lineCostPrice: sku.costPriceCents,
      lineStock: sku.stock,
      lineSales: sku.sales,
      lineWeight: decimalNumber(sku.weight),
      lineUnit: p.unit,
      lineCode: p.code,
      lineSort: p.sort,
      lineCreatedAt: p.createdAt,
      lineUpdatedAt: p.updatedAt,
      lineDeletedAt: p.deletedAt,
    })),
  );
}
