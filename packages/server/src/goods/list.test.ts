import { beforeEach, describe, expect, it } from "vitest";
import { resetWithModules, signInAll, type Tokens, useSignedInServer } from "../modules/testing.js";
import type { TestServer } from "../testing/test-server.js";
import { giveBackStock, takeStock } from "./stock.js";
import { goodsClient, simpleGoods } from "./testing.js";

let server: TestServer;
let tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);
beforeEach(async () => {
  // The demo goods of a first start are left out: each test sees only its own goods.
  await server.database.query("DELETE FROM goods WHERE is_demo");
  await server.database.query("DELETE FROM goods_specs WHERE is_demo");
  await server.database.query("DELETE FROM goods_categories WHERE is_demo");
});

const client = () => goodsClient(server, () => tokens.admin);

/** Four goods in a small tree: 服装 > T恤 > 短袖, and 图书. */
async function shop() {
  const c = client();
  const clothes = await c.category("服装");
  const tees = await c.category("T恤", clothes);
  const short = await c.category("短袖", tees);
  const books = await c.category("图书");
  const ids = {
    shirt: await c.create(
      simpleGoods(short, { name: "短袖衫", skus: [{ price: "30", stock: 100 }], type: 5 }),
    ),
    coat: await c.create(
      simpleGoods(clothes, { name: "外套", skus: [{ price: "300", stock: 3 }], type: 5 }),
    ),
    book: await c.create(
      simpleGoods(books, { name: "童话书", skus: [{ price: "25.5", stock: 0 }], type: 2 }),
    ),
    hidden: await c.create(
      simpleGoods(books, {
        name: "下架书",
        status: 0,
        skus: [{ price: "10", stock: 50 }],
        type: 2,
      }),
    ),
  };
  await server.database.query("UPDATE goods SET sales = 10 WHERE id = $1", [ids.shirt]);
  await server.database.query("UPDATE goods SET sales = 99 WHERE id = $1", [ids.coat]);
  await server.database.query("UPDATE goods SET sales = 50 WHERE id = $1", [ids.book]);
  return { c, ids, categories: { clothes, tees, short, books } };
}

const names = (page: { data: Array<Record<string, unknown>> }) => page.data.map((r) => r.name);

describe("goods list tabs and filters", () => {
  it("puts each product under its tabs and counts them", async () => {
    const { c } = await shop();
    expect(names(await c.list({ tab: "all", order_field: "id", order_type: "asc" }))).toEqual([
      "短袖衫",
      "外套",
      "童话书",
      "下架书",
    ]);
    expect(names(await c.list())).toHaveLength(4);
    expect(names(await c.list({ tab: "onSale", order_field: "id", order_type: "asc" }))).toEqual([
      "短袖衫",
      "外套",
      "童话书",
    ]);
    expect(names(await c.list({ tab: "offSale" }))).toEqual(["下架书"]);
    expect(names(await c.list({ tab: "soldOut" }))).toEqual(["童话书"]);
    // At or under the threshold (10 by default): 童话书 (0) and 外套 (3).
    expect(names(await c.list({ tab: "lowStock", order_field: "id", order_type: "asc" }))).toEqual([
      "外套",
      "童话书",
    ]);
    expect((await c.call("GET", "/api/goods/counts")).json?.data).toEqual({
      all: 4,
      onSale: 3,
      offSale: 1,
      soldOut: 1,
      lowStock: 2,
      recycle: 0,
      lowStockThreshold: 10,
    });
  });

  it("follows the low-stock threshold setting", async () => {
    const { c } = await shop();
    const saved = await c.call("POST", "/api/goods/settings", { lowStockThreshold: 60 });
    expect(saved.json).toMatchObject({ code: 0, data: { lowStockThreshold: 60 } });
    expect(names(await c.list({ tab: "lowStock", order_field: "id", order_type: "asc" }))).toEqual([
      "外套",
      "童话书",
      "下架书",
    ]);
    const bad = await c.call("POST", "/api/goods/settings", { lowStockThreshold: -1 });
    expect(bad.json?.msg).toBe("库存警戒值必须在 0 到 1000000 之间");
    // A value of the wrong shape reads as a wrong value, in the same words.
    const odd = await c.call("POST", "/api/goods/settings", { lowStockThreshold: { n: 1 } });
    expect(odd.json?.msg).toBe("库存警戒值必须在 0 到 1000000 之间");
    const unit = await c.call("POST", "/api/goods/settings", { defaultUnit: ["件"] });
    expect(unit.json?.data.errors[0].field).toBe("defaultUnit");
    const [log] = await server.database.query<{ module: string; summary: string }>(
      "SELECT module, summary FROM operation_logs ORDER BY id DESC LIMIT 1",
    );
    expect(log).toMatchObject({ module: "config", summary: "库存警戒值 10 → 60" });
  });

  it("filters by category with its sub-categories, name, type, price, status and time", async () => {
    const { c, categories } = await shop();
    const asc = { order_field: "id", order_type: "asc" };
    expect(names(await c.list({ categoryId: categories.clothes, ...asc }))).toEqual([
      "短袖衫",
      "外套",
    ]);
    expect(names(await c.list({ categoryId: categories.tees }))).toEqual(["短袖衫"]);
    expect(names(await c.list({ categoryId: categories.books, ...asc }))).toEqual([
      "童话书",
      "下架书",
    ]);
    expect(names(await c.list({ name: "书", ...asc }))).toEqual(["童话书", "下架书"]);
    expect(names(await c.list({ type: 2, tab: "onSale" }))).toEqual(["童话书"]);
    expect(names(await c.list({ type: [5], ...asc }))).toEqual(["短袖衫", "外套"]);
    expect(names(await c.list({ minPriceCents: [2000, 3000], ...asc }))).toEqual([
      "短袖衫",
      "童话书",
    ]);
    expect(names(await c.list({ minPriceCents: [10000, null] }))).toEqual(["外套"]);
    expect(names(await c.list({ status: 0 }))).toEqual(["下架书"]);
    const now = server.clock.now.getTime();
    const range = [
      new Date(now - 3_600_000).toISOString(),
      new Date(now + 3_600_000).toISOString(),
    ];
    expect((await c.list({ createdAt: range })).total).toBe(4);
    const future = [new Date(now + 3_600_000).toISOString(), ""];
    expect((await c.list({ createdAt: future })).total).toBe(0);
  });

  it("sorts by sales, and answers the picker's search by name and type with paging", async () => {
    const { c } = await shop();
    expect(
      names(await c.list({ tab: "onSale", order_field: "sales", order_type: "desc" })),
    ).toEqual(["外套", "童话书", "短袖衫"]);
    const picker = await c.call("POST", "/api/goods/index", {
      tab: "onSale",
      type: 2,
      name: "童话",
      page: 1,
      limit: 10,
    });
    expect(picker.json?.data).toMatchObject({
      total: 1,
      data: [{ name: "童话书", type: 2, price: "25.50", minPriceCents: 2550 }],
    });
    const paged = await c.list({ limit: 10, page: 2 });
    expect(paged).toEqual({ total: 4, data: [] });
  });

  it("refuses an unknown tab and hidden filters sent by hand change nothing", async () => {
    const { c } = await shop();
    const bad = await c.call("POST", "/api/goods/index", { tab: "nope" });
    expect(bad.json?.code).toBe(1);
    expect(bad.json?.msg).toContain("onSale");
    // tabRecycle is the recycle tab's own filter: the tab decides, so `all` still shows live goods.
    expect((await c.list({ tabRecycle: true })).total).toBe(4);
  });

  it("says a reversed price range is reversed instead of answering nothing (issue 36)", async () => {
    const { c } = await shop();
    const reversed = { minPriceCents: [8000, 2000] };
    const zh = await c.call("POST", "/api/goods/index", reversed);
    expect(zh.json).toMatchObject({
      code: 1,
      msg: "价格区间的最低价 80.00 元高于最高价 20.00 元，请调换后再查询",
    });
    const en = await c.call("POST", "/api/goods/index", reversed, { "accept-language": "en" });
    expect(en.json?.msg).toBe(
      "The price range's lowest price (¥80.00) is above its highest (¥20.00); swap them and search again",
    );
    const range = encodeURIComponent("[8000,2000]");
    const file = await c.call(
      "GET",
      `/api/goods/index?is_down=1&format=csv&minPriceCents=${range}`,
    );
    expect(file.json?.code).toBe(1);
    // Equal ends are a range of one price.
    expect(names(await c.list({ minPriceCents: [3000, 3000] }))).toEqual(["短袖衫"]);
  });

  it("exports one line per SKU as an operator reads it: yuan, category names, the list's labels, local times (issue 36)", async () => {
    const { c, categories } = await shop();
    const colour = await c.spec("颜色", ["红色", "蓝色"]);
    const [red, blue] = colour.values;
    const id = await c.create({
      name: "双色杯",
      categoryId: categories.short,
      type: 11,
      specMode: 2,
      specs: [{ specId: colour.specId, values: colour.values }],
      skus: [
        { optionIds: [red!.id], price: "12.35", originalPrice: "20", costPrice: "5", stock: 7 },
        { optionIds: [blue!.id], price: "13", stock: 0, weight: "0.25" },
      ],
    });
    const csv = async (query: string) => {
      const file = await c.call("GET", `/api/goods/index?is_down=1&format=csv&${query}`);
      expect(file.status).toBe(200);
      return file.text
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
    };
    const lines = await csv(`tz=Asia/Shanghai&name=${encodeURIComponent("杯")}`);
    expect(lines[0]).toBe(
      "商品ID,商品名称,商品分类,商品类型,状态,规格,规格编码,售价（元）,原价（元）,成本价（元）," +
        "库存,销量,重量(KG),单位,商品编码,排序,创建时间 (Asia/Shanghai),更新时间 (Asia/Shanghai)," +
        "删除时间 (Asia/Shanghai)",
    );
    // Shanghai is UTC+8 all year.
    const local = new Date(server.clock.now.getTime() + 8 * 3_600_000)
      .toISOString()
      .slice(0, 19)
      .replace("T", " ");
    expect(lines.slice(1)).toEqual([
      `${id},双色杯,服装 / T恤 / 短袖,系列,上架,红色,,12.35,20.00,5.00,7,0,0,,,0,${local},${local},`,
      `${id},双色杯,服装 / T恤 / 短袖,系列,上架,蓝色,,13.00,0.00,0.00,0,0,0.25,,,0,${local},${local},`,
    ]);
    const [, book] = await csv(`name=${encodeURIComponent("童话书")}`);
    expect(book).toContain(",童话书,图书,图书,上架,单规格,,25.50,");
    const all = (await csv("tab=all")).join("\n");
    expect(all).not.toContain("演示数据");
    expect(all).not.toContain("2550");
  });

  it("exports the tab's rows as a file", async () => {
    const { c } = await shop();
    const file = await c.call("GET", "/api/goods/index?is_down=1&format=csv&tab=soldOut");
    expect(file.status).toBe(200);
    expect(file.text).toContain("童话书");
    expect(file.text).not.toContain("外套");
  });

  it("switches on and off sale through the server, logged", async () => {
    const { c, ids } = await shop();
    const off = await c.call("POST", "/api/goods/status", { id: ids.shirt, status: 0 });
    expect(off.json?.code).toBe(0);
    expect(names(await c.list({ tab: "offSale", order_field: "id", order_type: "asc" }))).toEqual([
      "短袖衫",
      "下架书",
    ]);
    const [log] = await server.database.query<{ action: string; summary: string }>(
      "SELECT action, summary FROM operation_logs WHERE module = 'goods' ORDER BY id DESC LIMIT 1",
    );
    expect(log).toMatchObject({ action: "status" });
    // The framework's words for a status change (modules/framework/operation-log.ts), naming it.
    expect(log!.summary).toContain(`短袖衫 (#${ids.shirt})`);
  });
});

describe("the recycle bin", () => {
  it("round trip: delete, find in 回收站, restore, delete again and purge", async () => {
    const { c, ids } = await shop();
    const del = await c.call("GET", `/api/goods/del?id=${ids.coat}`);
    expect(del.json).toMatchObject({ code: 0, data: { ids: [ids.coat] } });
    expect(names(await c.list())).not.toContain("外套");
    expect(names(await c.list({ tab: "lowStock" }))).not.toContain("外套");
    expect(names(await c.list({ tab: "recycle" }))).toEqual(["外套"]);
    expect((await c.detail(ids.coat)).deletedAt).not.toBeNull();
    // In the bin it cannot be switched on sale or edited.
    const status = await c.call("POST", "/api/goods/status", { id: ids.coat, status: 1 });
    expect(status.json?.msg).toBe("商品“外套”在回收站中，请先恢复");
    const edit = await c.save(simpleGoods(1, { id: ids.coat }));
    expect(edit.json?.msg).toBe("商品“外套”在回收站中，请先恢复");

    // Only goods in the bin are purged; only goods in the bin are restored.
    const purgeLive = await c.call("POST", "/api/goods/purge", { ids: [ids.shirt] });
    expect(purgeLive.json?.msg).toBe("只能彻底删除回收站中的商品：“短袖衫”不在回收站");
    const restoreLive = await c.call("POST", "/api/goods/restore", { ids: [ids.shirt] });
    expect(restoreLive.json?.msg).toBe("商品“短袖衫”不在回收站中");

    const restored = await c.call("POST", "/api/goods/restore", { ids: [ids.coat] });
    expect(restored.json?.code).toBe(0);
    expect(names(await c.list({ tab: "recycle" }))).toEqual([]);
    expect(names(await c.list())).toContain("外套");

    await c.call("GET", `/api/goods/del?id=${ids.coat}`);
    const purged = await c.call("POST", "/api/goods/purge", { ids: [ids.coat] });
    expect(purged.json?.code).toBe(0);
    expect((await c.list({ tab: "recycle" })).total).toBe(0);
    const skus = await server.database.query("SELECT id FROM goods_skus WHERE goods_id = $1", [
      ids.coat,
    ]);
    expect(skus).toEqual([]);
    const logs = await server.database.query<{ action: string }>(
      "SELECT action FROM operation_logs WHERE module = 'goods' AND ids = $1 ORDER BY id",
      [String(ids.coat)],
    );
    expect(logs.map((l) => l.action)).toEqual(["add", "del", "restore", "del", "del"]);
    const en = await c.call(
      "POST",
      "/api/goods/purge",
      { ids: [ids.shirt] },
      { "accept-language": "en" },
    );
    expect(en.json?.msg).toBe(
      "Only goods in the recycle bin can be deleted for good: “短袖衫” is not there",
    );
  });
});

describe("public prices", () => {
  it("answers today's price of goods on sale, in the order asked, without off-sale or deleted goods", async () => {
    const { c, ids } = await shop();
    const ask = async (list: unknown[]) =>
      (await server.call("POST", "/api/goods/public/prices", { body: { ids: list } })).json;
    const first = await ask([ids.book, ids.hidden, ids.shirt, 999_999, "x"]);
    expect(first?.data).toEqual([
      expect.objectContaining({
        id: ids.book,
        name: "童话书",
        price: "25.50",
        priceCents: 2550,
        stock: 0,
        type: 2,
      }),
      expect.objectContaining({ id: ids.shirt, name: "短袖衫", price: "30.00", stock: 100 }),
    ]);
    // A new price shows at once; a product taken off sale or deleted disappears.
    const detail = await c.detail(ids.shirt);
    await c.save({ ...detail, skus: [{ ...detail.skus[0], price: "28.80" }] });
    await c.call("GET", `/api/goods/del?id=${ids.book}`);
    expect((await ask([ids.book, ids.shirt]))?.data).toEqual([
      expect.objectContaining({ id: ids.shirt, price: "28.80" }),
    ]);
    await c.call("POST", "/api/goods/status", { id: ids.shirt, status: 0 });
    expect((await ask([ids.shirt]))?.data).toEqual([]);
    const tooMany = await ask(Array.from({ length: 101 }, (_, i) => i + 1));
    expect(tooMany).toMatchObject({ code: 1, msg: "一次最多查询 100 个商品" });
  });
});

describe("stock", () => {
  it("20 parallel takers of the last 5 units: exactly 5 succeed and stock never goes below 0", async () => {
    const { ids } = await shop();
    const [sku] = await server.database.query<{ id: number }>(
      "SELECT id FROM goods_skus WHERE goods_id = $1",
      [ids.coat],
    );
    await server.database.query("UPDATE goods_skus SET stock = 5 WHERE id = $1", [sku!.id]);
    await server.database.query("UPDATE goods SET stock_total = 5 WHERE id = $1", [ids.coat]);
    const db = server.database.db;
    const results = await Promise.all(Array.from({ length: 20 }, () => takeStock(db, sku!.id, 1)));
    expect(results.filter(Boolean)).toHaveLength(5);
    const [after] = await server.database.query<{ stock: number; stock_total: number }>(
      "SELECT s.stock, g.stock_total FROM goods_skus s JOIN goods g ON g.id = s.goods_id WHERE s.id = $1",
      [sku!.id],
    );
    expect(after).toEqual({ stock: 0, stock_total: 0 });
    expect(await takeStock(db, sku!.id, 1)).toBe(false);
    await giveBackStock(db, sku!.id, 2);
    expect(await takeStock(db, sku!.id, 3)).toBe(false);
    expect(await takeStock(db, sku!.id, 2)).toBe(true);
    await expect(takeStock(db, sku!.id, 0)).rejects.toThrow(RangeError);
  });
});

describe("categories", () => {
  it("keeps the tree at three levels and refuses deletes with children or goods, by name", async () => {
    const { c, categories } = await shop();
    const fourth = await c.call("POST", "/api/goodsCategory/add", {
      name: "第四级",
      parentId: categories.short,
    });
    expect(fourth.json?.msg).toBe("商品分类最多三级，不能放在三级分类“短袖”下");
    const books = categories.books;
    const moved = await c.call("POST", "/api/goodsCategory/add", {
      id: categories.clothes,
      parentId: books,
    });
    expect(moved.json?.msg).toBe("移动后下级分类将超过三级");
    const loop = await c.call("POST", "/api/goodsCategory/add", {
      id: categories.clothes,
      parentId: categories.tees,
    });
    expect(loop.json?.msg).toBe("上级不能是自己或自己的下级");
    const withChildren = await c.call("GET", `/api/goodsCategory/del?id=${categories.tees}`);
    expect(withChildren.json?.msg).toBe("请先删除下级");
    const inUse = await c.call("GET", `/api/goodsCategory/del?id=${categories.books}`);
    expect(inUse.json?.msg).toBe("分类“图书”下还有 2 个商品（含回收站），不能删除");
    const tw = await c.call("GET", `/api/goodsCategory/del?id=${categories.books}`, undefined, {
      "accept-language": "zh-TW",
    });
    expect(tw.json?.msg).toBe("分類「图书」下還有 2 個商品（含回收站），不能刪除");
    // A level-2 leaf moved to the top takes level 1; the tree answers nested children.
    const leaf = await c.category("配件", categories.clothes);
    await c.call("POST", "/api/goodsCategory/add", { id: leaf, parentId: 0 });
    const tree = (await c.call("POST", "/api/goodsCategory/list", {})).json?.data;
    const top = tree.find((n: { name: string }) => n.name === "配件");
    expect(top).toMatchObject({ level: 1, parentId: 0 });
    const clothes = tree.find((n: { name: string }) => n.name === "服装");
    expect(clothes.children[0]).toMatchObject({ name: "T恤", level: 2 });
    expect(clothes.children[0].children[0]).toMatchObject({ name: "短袖", level: 3 });
  });

  it("exports each category's parent by name (issue 36)", async () => {
    const { c } = await shop();
    const file = await c.call("GET", "/api/goodsCategory/index?is_down=1&format=csv");
    const lines = file.text.split("\r\n");
    const tees = lines.find((l) => l.includes(",T恤,"));
    expect(tees).toMatch(/^\d+,服装,2,T恤,/);
  });
});

describe("specification library", () => {
  it("lists specs with their values, and refuses deleting what goods use", async () => {
    const c = client();
    const colour = await c.spec("颜色", ["红色", "蓝色"]);
    const again = await c.spec("颜色", ["蓝色", "绿色"]);
    expect(again.specId).toBe(colour.specId);
    expect(again.values[0]).toEqual(colour.values[1]);
    const category = await c.category("分类");
    await c.create({
      name: "杯子",
      categoryId: category,
      specMode: 2,
      specs: [{ specId: colour.specId, values: [colour.values[0]] }],
      skus: [{ optionIds: [colour.values[0]!.id], price: 5, stock: 1 }],
    });
    const listed = (await c.call("POST", "/api/goodsSpec/index", { name: "颜色" })).json?.data;
    expect(listed.data[0]).toMatchObject({
      name: "颜色",
      valueCount: 3,
      valueNames: "红色、蓝色、绿色",
    });
    // The values are a list column of the spec list (issue 36), so the page shows them.
    const meta = (await c.call("POST", "/api/goodsSpec/meta", {})).json?.data;
    expect(meta.columns.find((col: { key: string }) => col.key === "valueNames")).toMatchObject({
      label: "规格值",
      list: true,
    });
    const usedValue = await c.call("GET", `/api/goodsSpecValue/del?id=${colour.values[0]!.id}`);
    expect(usedValue.json?.msg).toBe("规格值“红色”正被 1 个商品使用，不能删除");
    const usedSpec = await c.call("GET", `/api/goodsSpec/del?id=${colour.specId}`);
    expect(usedSpec.json?.msg).toBe("规格“颜色”的规格值正被 1 个商品使用，不能删除");
    const free = await c.call("GET", `/api/goodsSpecValue/del?id=${colour.values[1]!.id}`);
    expect(free.json?.code).toBe(0);
    const duplicate = await c.call("POST", "/api/goodsSpecValue/add", {
      specId: colour.specId,
      name: "红色 ",
    });
    expect(duplicate.json?.msg).toBe("规格值已存在");
    const specDuplicate = await c.call("POST", "/api/goodsSpec/add", { name: "颜色" });
    expect(specDuplicate.json?.msg).toBe("规格名称已存在");
    const values = (await c.call("POST", "/api/goodsSpecValue/list", { specId: colour.specId }))
      .json?.data;
    expect(values.map((v: { name: string }) => v.name)).toEqual(["红色", "绿色"]);
  });
});

describe("freight templates", () => {
  const template = {
    name: "全国包邮（偏远除外）",
    billing: 2,
    rules: [
      {
        regions: ["11", "3101"],
        first: "1",
        firstFee: "10",
        additional: "0.5",
        additionalFee: "5.50",
      },
      { regions: ["44"], first: 2, firstFee: 12, additional: 1, additionalFee: 6 },
    ],
    freeRules: [{ regions: ["11"], minAmount: "99", minQuantity: null }],
    noDelivery: ["65", "54"],
  };

  it("saves region rows, free shipping and no-delivery regions in cents, and reads them back", async () => {
    const c = client();
    const saved = await c.call("POST", "/api/freightTemplate/save", template);
    expect(saved.json?.code).toBe(0);
    const info = (await c.call("GET", `/api/freightTemplate/info?id=${saved.json?.data.id}`)).json
      ?.data;
    expect(info).toMatchObject({
      name: template.name,
      billing: 2,
      rules: [
        {
          regions: ["11", "3101"],
          first: 1,
          firstFeeCents: 1000,
          additional: 0.5,
          additionalFeeCents: 550,
          additionalFee: "5.50",
        },
        { regions: ["44"], first: 2, firstFeeCents: 1200 },
      ],
      freeRules: [{ regions: ["11"], minAmountCents: 9900, minAmount: "99.00", minQuantity: null }],
      noDelivery: ["65", "54"],
    });
    const regions = (await c.call("GET", "/api/freightTemplate/regions")).json?.data;
    const beijing = regions.find((r: { code: string }) => r.code === "11");
    expect(beijing.name).toBe("北京市");
    expect(regions.find((r: { code: string }) => r.code === "31").children[0].code).toBe("3101");
  });

  it("keeps one default rate for the regions no row lists (issue 36), and refuses a second", async () => {
    const c = client();
    const fallback = { regions: [], first: 1, firstFee: "15", additional: 1, additionalFee: "8" };
    const saved = await c.call("POST", "/api/freightTemplate/save", {
      ...template,
      rules: [fallback, ...template.rules],
    });
    expect(saved.json?.code).toBe(0);
    const info = (await c.call("GET", `/api/freightTemplate/info?id=${saved.json?.data.id}`)).json
      ?.data;
    expect(info.rules[0]).toMatchObject({
      regions: [],
      firstFeeCents: 1500,
      additionalFee: "8.00",
    });
    const twice = await c.call("POST", "/api/freightTemplate/save", {
      ...template,
      rules: [fallback, fallback],
    });
    expect(twice.json?.data.errors).toEqual([
      { field: "rules[1].regions", message: "其他地区的默认运费只能有一条" },
    ]);
  });

  it("refuses unknown regions, a region twice, a blocked delivery region and a template in use", async () => {
    const c = client();
    const save = async (body: Record<string, unknown>) =>
      (await c.call("POST", "/api/freightTemplate/save", { ...template, ...body })).json;
    expect((await save({ rules: [{ ...template.rules[0], regions: ["99"] }] }))?.msg).toBe(
      "配送区域中的地区编码“99”不存在",
    );
    expect(
      (await save({ rules: [template.rules[0], { ...template.rules[1], regions: ["11"] }] }))?.msg,
    ).toBe("地区“11”在配送区域中出现了不止一次");
    expect((await save({ noDelivery: ["44"] }))?.msg).toBe(
      "地区“44”既在配送区域中又在不配送区域中",
    );
    expect((await save({ rules: [] }))?.msg).toBe("请至少添加一个配送区域");
    expect((await save({ name: "" }))?.msg).toBe("请输入模板名称");
    expect((await save({ rules: [{ ...template.rules[0], first: 0 }] }))?.msg).toBe(
      "首重（KG）必须大于 0",
    );
    expect((await save({ freeRules: [{ regions: ["11"] }] }))?.msg).toBe(
      "包邮条件请填写件数或金额",
    );
    const id = (await save({}))?.data.id;
    const category = await c.category("分类");
    await c.create(simpleGoods(category, { freightMode: 2, freightTemplateId: id }));
    const del = await c.call("GET", `/api/freightTemplate/del?id=${id}`);
    expect(del.json?.msg).toBe(`运费模板“${template.name}”正被 1 个商品使用，不能删除`);
  });
});

describe("demo data", () => {
  it("seeds marked demo categories, specs and goods with variants on a first start only", async () => {
    await resetWithModules(server);
    tokens = await signInAll(server);
    const demo = await client().list({ isDemo: true, order_field: "id", order_type: "asc" });
    expect(demo.total).toBe(5);
    expect(demo.data.every((r) => String(r.name).startsWith("演示"))).toBe(true);
    const tee = await client().detail(demo.data[0]!.id as number);
    expect(tee.skus).toHaveLength(12);
    expect((await client().list({ tab: "offSale" })).total).toBe(1);
  });
});
