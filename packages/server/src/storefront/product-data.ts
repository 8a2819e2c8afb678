import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { type GoodsImage, goods, goodsSkus, type SpecLayoutGroup } from "../goods/schema.js";

/** One SKU as the shopper chooses it: its option ids (one per spec group), price and stock. */
export interface StorefrontSku {
  id: number;
  optionIds: number[];
  specText: string;
  priceCents: number;
  originalPriceCents: number;
  stock: number;
  image: string;
}

/** What the product page shows of a product on sale; prices in integer cents. */
export interface StorefrontProduct {
  id: number;
  name: string;
  images: string[];
  videoUrl: string;
  minPriceCents: number;
  maxPriceCents: number;
  stock: number;
  sales: number;
  description: string;
  seoDescription: string;
  specs: SpecLayoutGroup[];
  skus: StorefrontSku[];
  freightMode: number;
  freightFeeCents: number;
  freightTemplateId: number;
  /** Its category and the levels above it (0 where there is none): what a coupon's scope names. */
  categoryIds: number[];
}

const imageUrls = (main: string, images: GoodsImage[]) => {
  const all = [main, ...images.map((image) => image?.url ?? "")].filter(
    (url) => typeof url === "string" && url.trim() !== "",
  );
  return [...new Set(all)];
};

/**
 * The product `id` if it is on sale and not in the recycle bin; "off-sale" when it exists but is
 * not sold now (the page says so instead of a bare 404), undefined when there is none.
 */
export async function storefrontProduct(
  db: Db,
  id: number,
): Promise<StorefrontProduct | "off-sale" | undefined> {
  const [row] = await db.select().from(goods).where(eq(goods.id, id));
  if (!row) return undefined;
  if (row.status !== 1 || row.deletedAt !== null) return "off-sale";
  const skus = await db
    .select()
    .from(goodsSkus)
    .where(eq(goodsSkus.goodsId, id))
    .orderBy(asc(goodsSkus.id));
  const prices = skus.map((s) => Number(s.priceCents));
  return {
    id: row.id,
    name: row.name,
    images: imageUrls(row.mainImage, row.images ?? []),
    videoUrl: row.videoUrl,
    // The SKUs are the truth; the product row's cached range is the fallback of a product without.
    minPriceCents: prices.length ? Math.min(...prices) : Number(row.minPriceCents),
    maxPriceCents: prices.length ? Math.max(...prices) : Number(row.maxPriceCents),
    stock: skus.length ? skus.reduce((sum, s) => sum + s.stock, 0) : row.stockTotal,
    sales: row.sales + row.virtualSales,
    description: row.description,
    seoDescription: row.seoDescription,
    specs: row.specMode === 2 ? (row.specLayout ?? []) : [],
    skus: skus.map((s) => ({
      id: s.id,
      optionIds: s.optionIds ?? [],
      specText: s.specText,
      priceCents: Number(s.priceCents),
      originalPriceCents: Number(s.originalPriceCents),
      stock: s.stock,
      image: s.image,
    })),
    freightMode: row.freightMode,
    freightFeeCents: Number(row.freightFeeCents),
    freightTemplateId: row.freightTemplateId,
    categoryIds: [row.categoryId, row.categoryL1, row.categoryL2, row.categoryL3],
  };
}
