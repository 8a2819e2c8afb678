import type { TestServer } from "../testing/test-server.js";

/**
 * A product with one SKU per price given, each with `stock`, written straight into the goods
 * tables. SKU i's spec values read `specTexts[i]` ("红 / S"), `规格<i+1>` when not given.
 */
export async function makeGoods(
  server: TestServer,
  name: string,
  prices: number[],
  stock = 20,
  specTexts: string[] = [],
): Promise<{ goodsId: number; skuIds: number[] }> {
  const [goods] = await server.database.query<{ id: number }>(
    `INSERT INTO goods (name, status, min_price_cents, max_price_cents, stock_total)
     VALUES ($1, 1, $2, $3, $4) RETURNING id`,
    [name, Math.min(...prices), Math.max(...prices), stock * prices.length],
  );
  const skuIds: number[] = [];
  for (const [i, price] of prices.entries()) {
    const [sku] = await server.database.query<{ id: number }>(
      `INSERT INTO goods_skus (goods_id, price_cents, stock, spec_text, option_ids)
       VALUES ($1, $2, $3, $4, $5::int[]) RETURNING id`,
      // Distinct option ids: the goods area keeps one SKU per combination.
      [goods!.id, price, stock, specTexts[i] ?? `规格${i + 1}`, `{${i + 1}}`],
    );
    skuIds.push(sku!.id);
  }
  return { goodsId: goods!.id, skuIds };
}

export async function skuStock(server: TestServer, skuId: number): Promise<number> {
  const [row] = await server.database.query<{ stock: number }>(
    "SELECT stock FROM goods_skus WHERE id = $1",
    [skuId],
  );
  return Number(row?.stock);
}

/** An ISO instant `minutes` from the server's clock. */
export function inMinutes(server: TestServer, minutes: number): string {
  return new Date(server.clock.now.getTime() + minutes * 60_000).toISOString();
}
