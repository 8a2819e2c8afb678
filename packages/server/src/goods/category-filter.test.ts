import { beforeEach, describe, expect, it } from "vitest";
import { type Tokens, useSignedInServer } from "../modules/testing.js";
import type { TestServer } from "../testing/test-server.js";
import { walkDepths } from "./category-directory.js";
import { goodsClient, simpleGoods } from "./testing.js";

// The list's category filter reads the path each product stores (migration 0020's triggers) and
// the level the category directory gives; these tests move categories and goods and check that
// the filter still answers a category with everything below it.

let server: TestServer;
let tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);
beforeEach(async () => {
  await server.database.query("DELETE FROM goods WHERE is_demo");
  await server.database.query("DELETE FROM goods_categories WHERE is_demo");
});

const client = () => goodsClient(server, () => tokens.admin);
const names = (page: { data: Array<Record<string, unknown>> }) => page.data.map((r) => r.name);
/** The bench's shape: on sale, a price range, sorted by sales. */
const bySales = { tab: "onSale", order_field: "sales", order_type: "desc" };

/** 服装 > T恤 > 短袖 and 图书 > 童书, a product in each leaf and one on 服装 itself. */
async function shop() {
  const c = client();
  const clothes = await c.category("服装");
  const tees = await c.category("T恤", clothes);
  const short = await c.category("短袖", tees);
  const books = await c.category("图书");
  const kids = await c.category("童书", books);
  const shirt = await c.create(simpleGoods(short, { name: "短袖衫" }));
  const coat = await c.create(simpleGoods(clothes, { name: "外套" }));
  const tale = await c.create(simpleGoods(kids, { name: "童话书" }));
  await server.database.query("UPDATE goods SET sales = 10 WHERE id = $1", [shirt]);
  await server.database.query("UPDATE goods SET sales = 99 WHERE id = $1", [coat]);
  return { c, categories: { clothes, tees, short, books, kids }, goods: { shirt, coat, tale } };
}

describe("the category filter on stored paths", () => {
  it("answers a category with its sub-categories at every level, on every tab", async () => {
    const { c, categories } = await shop();
    expect(names(await c.list({ categoryId: categories.clothes, ...bySales }))).toEqual([
      "外套",
      "短袖衫",
    ]);
    expect(names(await c.list({ categoryId: categories.tees, ...bySales }))).toEqual(["短袖衫"]);
    expect(names(await c.list({ categoryId: categories.short, ...bySales }))).toEqual(["短袖衫"]);
    expect(names(await c.list({ categoryId: String(categories.books) }))).toEqual(["童话书"]);
    const priced = await c.list({ categoryId: categories.clothes, minPriceCents: [0, 2000] });
    expect(priced).toMatchObject({
      total: 2,
      data: [{ categoryName: "服装" }, { categoryName: "短袖" }],
    });
    expect((await c.list({ categoryId: categories.clothes, tab: "offSale" })).total).toBe(0);
    // The export's query carries the filter as text.
    const file = await c.call(
      "GET",
      `/api/goods/index?is_down=1&format=csv&tab=onSale&categoryId=${categories.tees}`,
    );
    expect(file.status).toBe(200);
    expect(file.text).toContain("短袖衫");
    expect(file.text).not.toContain("外套");
    // An id no category has matches nothing; a level filter sent by hand is dropped.
    expect((await c.list({ categoryId: 999_999 })).total).toBe(0);
    expect((await c.list({ categoryL1: categories.books })).total).toBe(3);
  });

  it("follows a category moved to another parent, with what is below it", async () => {
    const { c, categories } = await shop();
    const move = (id: number, parentId: number) =>
      c.call("POST", "/api/goodsCategory/add", { id, parentId, name: "T恤" });
    expect((await move(categories.tees, categories.books)).json?.code).toBe(0);
    expect(names(await c.list({ categoryId: categories.books, ...bySales }))).toEqual([
      "短袖衫",
      "童话书",
    ]);
    expect(names(await c.list({ categoryId: categories.clothes, ...bySales }))).toEqual(["外套"]);
    expect(names(await c.list({ categoryId: categories.short, ...bySales }))).toEqual(["短袖衫"]);
    // To the top: 短袖 is now on the second level of its goods' paths.
    expect((await move(categories.tees, 0)).json?.code).toBe(0);
    expect(names(await c.list({ categoryId: categories.tees }))).toEqual(["短袖衫"]);
    expect(names(await c.list({ categoryId: categories.short }))).toEqual(["短袖衫"]);
    expect((await c.list({ categoryId: categories.books })).total).toBe(1);
    const [row] = await server.database.query(
      "SELECT category_l1, category_l2, category_l3 FROM goods WHERE name = '短袖衫'",
    );
    expect(row).toEqual({
      category_l1: categories.tees,
      category_l2: categories.short,
      category_l3: 0,
    });
  });

  it("follows a product moved to another category, and a renamed category's name", async () => {
    const { c, categories, goods } = await shop();
    const saved = await c.save(simpleGoods(categories.kids, { id: goods.coat, name: "外套" }));
    expect(saved.json?.code).toBe(0);
    expect(names(await c.list({ categoryId: categories.clothes }))).toEqual(["短袖衫"]);
    expect((await c.list({ categoryId: categories.books })).total).toBe(2);
    await c.call("POST", "/api/goodsCategory/add", {
      id: categories.kids,
      parentId: categories.books,
      name: "儿童读物",
    });
    const page = await c.list({ categoryId: categories.kids, ...bySales });
    expect(page.data.map((r) => r.categoryName)).toEqual(["儿童读物", "儿童读物"]);
  });
});

describe("category depths", () => {
  it("are the length of the path the database stores, up to three, stopping at a missing parent", () => {
    const depths = walkDepths([
      { id: 1, parentId: 0, name: "a" },
      { id: 2, parentId: 1, name: "b" },
      { id: 3, parentId: 2, name: "c" },
      { id: 4, parentId: 77, name: "orphan" },
    ]);
    expect([...depths].map(([id, entry]) => [id, entry.depth])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 1],
    ]);
  });
});
