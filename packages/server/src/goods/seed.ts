import { count, eq, getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/database.js";
import { goods, goodsCategories, goodsSkus, goodsSpecs, goodsSpecValues } from "./schema.js";
import { sqlRows } from "./sql-rows.js";

/**
 * Demo goods for a new install, so the goods screens and the page editor's product picker are not
 * empty on first start. Every row is marked `is_demo` and named with the 演示 prefix; the goods
 * list filters on `isDemo`, and deleting them is the usual recycle bin and delete. Seeded only into
 * empty tables (a database with any category, spec or product is left alone).
 */
export async function seedGoodsDemo(db: Db): Promise<void> {
  // At a start the seed runs after every migration. The tests of older databases seed a schema of
  // their time, which lacks the goods tables (before 0012) or columns the rows below fill (before
  // 0020): the demo goods are written only where every column of their tables is there.
  if (!(await hasSchemaOf(db, [goodsCategories, goodsSpecs, goodsSpecValues, goods, goodsSkus])))
    return;
  await db.transaction(async (tx) => {
    for (const table of [goodsCategories, goodsSpecs, goods]) {
      const [row] = await tx.select({ n: count() }).from(table);
      if (Number(row?.n ?? 0) > 0) return;
    }
    const category = async (name: string, parentId = 0, level = 1, sort = 0) => {
      const [row] = await tx
        .insert(goodsCategories)
        .values({ name, parentId, level, sort, isDemo: true })
        .returning({ id: goodsCategories.id });
      return row!.id;
    };
    const clothing = await category("演示 服装", 0, 1, 0);
    const tees = await category("演示 T恤", clothing, 2, 0);
    const books = await category("演示 图书", 0, 1, 1);
    const courses = await category("演示 课程", 0, 1, 2);
    const digital = await category("演示 数码", 0, 1, 3);
    const audio = await category("演示 耳机", digital, 2, 0);

    const spec = async (name: string, values: string[], sort: number) => {
      const [row] = await tx
        .insert(goodsSpecs)
        .values({ name, sort, isDemo: true })
        .returning({ id: goodsSpecs.id });
      const rows = await tx
        .insert(goodsSpecValues)
        .values(values.map((v, i) => ({ specId: row!.id, name: v, sort: i })))
        .returning({ id: goodsSpecValues.id, name: goodsSpecValues.name });
      return { specId: row!.id, name, values: rows };
    };
    const colour = await spec("颜色", ["红色", "蓝色", "黑色"], 0);
    const size = await spec("尺码", ["S", "M", "L", "XL"], 1);

    type Sku = { optionIds: number[]; specText: string; price: number; stock: number };
    const product = async (
      values: Partial<typeof goods.$inferInsert> & { name: string; categoryId: number },
      skus: Sku[],
      layout: Array<typeof colour> = [],
    ) => {
      const [row] = await tx
        .insert(goods)
        .values({
          unit: "件",
          specMode: layout.length > 0 ? 2 : 1,
          specLayout: layout,
          isDemo: true,
          description: "<p>演示商品，可在回收站中删除。</p>",
          ...values,
        })
        .returning({ id: goods.id });
      const id = row!.id;
      await tx.insert(goodsSkus).values(
        skus.map((s) => ({
          goodsId: id,
          optionIds: s.optionIds,
          specText: s.specText,
          priceCents: s.price,
          originalPriceCents: Math.round(s.price * 1.2),
          costPriceCents: Math.round(s.price * 0.5),
          stock: s.stock,
        })),
      );
      await tx
        .update(goods)
        .set({
          minPriceCents: sql`(SELECT min(price_cents) FROM goods_skus WHERE goods_id = ${id})`,
          maxPriceCents: sql`(SELECT max(price_cents) FROM goods_skus WHERE goods_id = ${id})`,
          stockTotal: sql`(SELECT sum(stock)::int FROM goods_skus WHERE goods_id = ${id})`,
        })
        .where(eq(goods.id, id));
    };

    const teeSkus: Sku[] = colour.values.flatMap((c, ci) =>
      size.values.map((s, si) => ({
        optionIds: [c.id, s.id],
        specText: `${c.name} / ${s.name}`,
        price: 5900 + si * 500,
        stock: 20 + ci * 5 + si,
      })),
    );
    await product({ name: "演示 纯棉T恤", categoryId: tees, type: 5, sales: 128 }, teeSkus, [
      colour,
      size,
    ]);
    await product({ name: "演示 童话故事集", categoryId: books, type: 2, unit: "本", sales: 56 }, [
      { optionIds: [], specText: "", price: 3980, stock: 200 },
    ]);
    await product(
      { name: "演示 摄影入门课", categoryId: courses, type: 11, unit: "节", sales: 34 },
      [{ optionIds: [], specText: "", price: 9900, stock: 999 }],
    );
    await product(
      { name: "演示 蓝牙耳机", categoryId: audio, type: 5, sales: 12 },
      colour.values.map((c, i) => ({
        optionIds: [c.id],
        specText: c.name,
        price: 19900,
        stock: i === 2 ? 3 : 40,
      })),
      [colour],
    );
    await product({ name: "演示 帆布包", categoryId: clothing, type: 5, status: 0 }, [
      { optionIds: [], specText: "", price: 4990, stock: 0 },
    ]);
  });
}

/** True when the database has every column the schema declares for these tables. */
async function hasSchemaOf(db: Db, tables: PgTable[]): Promise<boolean> {
  const names = tables.map((table) => getTableName(table));
  const rows = await sqlRows<{ name: string }>(
    db,
    sql`SELECT table_name || '.' || column_name AS name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name IN (${sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      )})`,
  );
  const present = new Set(rows.map((row) => row.name));
  return tables.every((table) =>
    Object.values(getTableColumns(table)).every((column) =>
      present.has(`${getTableName(table)}.${column.name}`),
    ),
  );
}
