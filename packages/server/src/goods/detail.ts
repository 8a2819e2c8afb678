import { centsToYuan } from "@vitrine/contract";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { decimalNumber } from "./money.js";
import { goods, goodsCategories, goodsSkus } from "./schema.js";

/** The ids from the top-level category down to this one (at most 3). */
export async function categoryPath(db: Db, categoryId: number): Promise<number[]> {
  const path: number[] = [];
  let cursor = categoryId;
  for (let hops = 0; cursor > 0 && hops < 5; hops++) {
    const [row] = await db
      .select({ id: goodsCategories.id, parentId: goodsCategories.parentId })
      .from(goodsCategories)
      .where(eq(goodsCategories.id, cursor));
    if (!row) break;
    path.unshift(row.id);
    cursor = row.parentId;
  }
  return path;
}

const money = (cents: number) => ({ text: centsToYuan(cents), cents });

/**
 * Everything the wizard edits, in the shape `/api/goods/save` takes back (API.md): prices as
 * yuan text beside their cents, specs with their option ids, every SKU.
 */
export async function goodsDetail(db: Db, id: number) {
  const [row] = await db.select().from(goods).where(eq(goods.id, id));
  if (!row) return undefined;
  const skus = await db
    .select()
    .from(goodsSkus)
    .where(eq(goodsSkus.goodsId, id))
    .orderBy(asc(goodsSkus.id));
  // The stored category path (migration 0020) serves the list's filter; the wizard has categoryPath.
  const {
    specLayout,
    freightFeeCents,
    weight,
    volume,
    categoryL1,
    categoryL2,
    categoryL3,
    ...rest
  } = row;
  return {
    ...rest,
    categoryPath: await categoryPath(db, row.categoryId),
    specs: specLayout,
    freightFee: money(freightFeeCents).text,
    freightFeeCents,
    weight: decimalNumber(weight),
    volume: decimalNumber(volume),
    price: centsToYuan(row.minPriceCents),
    skus: skus.map((s) => ({
      id: s.id,
      optionIds: s.optionIds,
      specText: s.specText,
      price: centsToYuan(s.priceCents),
      priceCents: s.priceCents,
      originalPrice: centsToYuan(s.originalPriceCents),
      originalPriceCents: s.originalPriceCents,
      costPrice: centsToYuan(s.costPriceCents),
      costPriceCents: s.costPriceCents,
      stock: s.stock,
      sales: s.sales,
      image: s.image,
      code: s.code,
      weight: decimalNumber(s.weight),
      volume: decimalNumber(s.volume),
    })),
  };
}
