import { describe, expect, it } from "vitest";
import { type Tokens, useSignedInServer } from "../modules/testing.js";
import type { TestServer } from "../testing/test-server.js";
import { goodsClient, simpleGoods } from "./testing.js";

let server: TestServer;
let tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);

const client = () => goodsClient(server, () => tokens.admin);

/** A product in colour × size, every combination priced by its position so each is told apart. */
async function tshirt() {
  const c = client();
  const category = await c.category("T恤");
  const colour = await c.spec("颜色", ["红色", "蓝色", "黑色"]);
  const size = await c.spec("尺码", ["S", "M", "L", "XL"]);
  const skus = colour.values.flatMap((col, ci) =>
    size.values.map((s, si) => ({
      optionIds: [col.id, s.id],
      price: `${50 + ci * 10 + si}.${si}9`,
      originalPrice: "99.00",
      costPrice: "20.5",
      stock: ci * 4 + si,
    })),
  );
  const body = {
    name: "纯棉T恤",
    categoryId: category,
    type: 5,
    specMode: 2,
    specs: [
      { specId: colour.specId, values: colour.values },
      { specId: size.specId, values: size.values },
    ],
    skus,
  };
  const id = await c.create(body);
  return { c, id, category, colour, size, body };
}

describe("a product with 3 × 4 variants", () => {
  it("is saved with all 12 SKUs in one call and read back for editing", async () => {
    const { c, id, colour, size } = await tshirt();
    const detail = await c.detail(id);
    expect(detail.skus).toHaveLength(12);
    expect(detail.specMode).toBe(2);
    expect(detail.specs).toEqual([
      { specId: colour.specId, name: "颜色", values: colour.values },
      { specId: size.specId, name: "尺码", values: size.values },
    ]);
    const blueL = detail.skus.find((s: { specText: string }) => s.specText === "蓝色 / L");
    expect(blueL).toMatchObject({
      optionIds: [colour.values[1]!.id, size.values[2]!.id],
      price: "62.29",
      priceCents: 6229,
      originalPrice: "99.00",
      originalPriceCents: 9900,
      costPrice: "20.50",
      costPriceCents: 2050,
      stock: 6,
    });
    // The list's summary columns follow the SKUs: lowest and highest price, total stock.
    const [row] = (await c.list({ name: "纯棉" })).data;
    expect(row).toMatchObject({
      id,
      minPriceCents: 5009,
      maxPriceCents: 7339,
      price: "50.09",
      stockTotal: 66,
      categoryName: "T恤",
    });
  });

  it("writes an operation log row for the save", async () => {
    const { id } = await tshirt();
    const [log] = await server.database.query<{ action: string; ids: string; summary: string }>(
      "SELECT action, ids, summary FROM operation_logs WHERE module = 'goods' ORDER BY id DESC LIMIT 1",
    );
    expect(log).toMatchObject({ action: "add", ids: String(id) });
    expect(log!.summary).toContain("纯棉T恤");
    expect(log!.summary).toContain("12 SKU");
  });

  it("keeps typed prices, stock and SKU ids when a spec changes (matched by option ids)", async () => {
    const { c, id, colour, size } = await tshirt();
    const before = await c.detail(id);
    const idOf = (text: string) =>
      before.skus.find((s: { specText: string }) => s.specText === text).id;
    // Black is dropped and XXL added: the kept rows are sent without their prices (the server
    // keeps what is stored), the new ones with theirs.
    const xxl = await c.spec("尺码", ["XXL"]);
    const colours = colour.values.slice(0, 2);
    const sizes = [...size.values, xxl.values[0]!];
    const skus = colours.flatMap((col) =>
      sizes.map((s) =>
        s.name === "XXL"
          ? { optionIds: [col.id, s.id], price: "88.00", stock: 1 }
          : { optionIds: [col.id, s.id] },
      ),
    );
    const saved = await c.save({
      id,
      name: "纯棉T恤",
      categoryId: before.categoryId,
      specMode: 2,
      specs: [
        { specId: colour.specId, values: colours },
        { specId: size.specId, values: sizes },
      ],
      skus,
    });
    expect(saved.json).toMatchObject({ code: 0, data: { id } });
    const after = await c.detail(id);
    expect(after.skus).toHaveLength(10);
    const red = after.skus.find((s: { specText: string }) => s.specText === "红色 / M");
    expect(red).toMatchObject({ id: idOf("红色 / M"), price: "51.19", stock: 1 });
    const blueXl = after.skus.find((s: { specText: string }) => s.specText === "蓝色 / XL");
    expect(blueXl).toMatchObject({ id: idOf("蓝色 / XL"), price: "63.39", stock: 7 });
    expect(after.skus.filter((s: { price: string }) => s.price === "88.00")).toHaveLength(2);
    expect(after.skus.some((s: { specText: string }) => s.specText.startsWith("黑色"))).toBe(false);

    // Typed values win over stored ones when sent, e.g. a new price for 红色 / S.
    const edited = after.skus.map((s: { id: number; optionIds: number[]; specText: string }) =>
      s.specText === "红色 / S"
        ? { optionIds: s.optionIds, price: 45, stock: 9 }
        : { optionIds: s.optionIds },
    );
    await c.save({ ...after, skus: edited });
    const again = await c.detail(id);
    expect(again.skus.find((s: { specText: string }) => s.specText === "红色 / S")).toMatchObject({
      id: idOf("红色 / S"),
      price: "45.00",
      stock: 9,
    });
    expect(again.minPriceCents).toBe(4500);
  });

  it("copies a product: the detail without ids saves as a new product with new SKUs", async () => {
    const { c, id } = await tshirt();
    const detail = await c.detail(id);
    const { id: _id, ...copy } = detail;
    const copyId = await c.create({
      ...copy,
      name: "纯棉T恤 副本",
      skus: detail.skus.map(({ id: _skuId, ...sku }: { id: number }) => sku),
    });
    expect(copyId).not.toBe(id);
    const copied = await c.detail(copyId);
    expect(copied.skus).toHaveLength(12);
    expect(copied.skus.map((s: { price: string }) => s.price)).toEqual(
      detail.skus.map((s: { price: string }) => s.price),
    );
    expect((await c.detail(id)).skus.map((s: { id: number }) => s.id)).toEqual(
      detail.skus.map((s: { id: number }) => s.id),
    );
  });
});

describe("the details", () => {
  it("are stored as the editor's sanitiser leaves them", async () => {
    const c = client();
    const category = await c.category("分类");
    const id = await c.create(
      simpleGoods(category, {
        description: '<p onclick="steal()">好<b>物</b></p><script>alert(1)</script>',
      }),
    );
    const { description } = await c.detail(id);
    expect(description).toContain("<b>物</b>");
    expect(description).not.toContain("script");
    expect(description).not.toContain("onclick");
  });
});

describe("refusals of a save name the field, in three languages", () => {
  async function refusal(body: Record<string, unknown>, language = "zh-cn") {
    const answer = await client().save(body, { "accept-language": language });
    expect(answer.status).toBe(200);
    expect(answer.json?.code).toBe(1);
    return answer.json as {
      msg: string;
      data: { errors: Array<{ field: string; message: string }> };
    };
  }

  it("asks for the name and the category", async () => {
    const none = await refusal({ specMode: 1, skus: [{ price: 1, stock: 1 }] });
    expect(none.msg).toBe("请输入商品名称");
    expect(none.data.errors.map((e) => e.field)).toEqual(["name", "categoryId"]);
    expect(none.data.errors[1]!.message).toBe("请选择商品分类");
    expect((await refusal({ specMode: 1 }, "en")).msg).toBe("Please enter name");
    expect((await refusal({ name: "x", specMode: 1 }, "zh-tw")).msg).toBe("請選擇商品分類");
    const unknown = await refusal(simpleGoods(999));
    expect(unknown.msg).toBe("商品分类不存在");
  });

  it("refuses negative prices, more than 2 decimals, fractional or negative stock", async () => {
    const category = await client().category("分类");
    const sku = (cells: Record<string, unknown>) =>
      refusal(simpleGoods(category, { skus: [{ price: "1", stock: 1, ...cells }] }));
    expect((await sku({ price: "-1" })).msg).toBe("售价不能为负数");
    expect((await sku({ price: 1.005 })).msg).toBe("售价最多两位小数");
    expect((await sku({ costPrice: "1.234" })).msg).toBe("成本价最多两位小数");
    expect((await sku({ originalPrice: "abc" })).data.errors[0]).toEqual({
      field: "skus[0].originalPrice",
      message: "原价请输入金额，例如 12.50",
    });
    expect((await sku({ stock: 1.5 })).msg).toBe("库存必须是不小于 0 的整数");
    expect((await sku({ stock: -1 })).msg).toBe("库存必须是不小于 0 的整数");
    expect((await sku({ price: "" })).msg).toBe("请输入售价");
    const en = await client().save(simpleGoods(category, { skus: [{ price: "-2", stock: 1 }] }), {
      "accept-language": "en",
    });
    expect(en.json?.msg).toBe("Price cannot be negative");
  });

  it("refuses a cost above the price and an original price below it, on their fields (issue 36)", async () => {
    const category = await client().category("分类");
    const single = await refusal(
      simpleGoods(category, {
        skus: [{ price: "10", costPrice: "12", originalPrice: "9.5", stock: 1 }],
      }),
    );
    expect(single.data.errors).toEqual([
      { field: "skus[0].costPrice", message: "成本价（12.00 元）不能高于售价（10.00 元）" },
      { field: "skus[0].originalPrice", message: "原价（9.50 元）不能低于售价（10.00 元）" },
    ]);
    // Equal prices, and a cost or original price left at 0, are fine.
    const id = await client().create(
      simpleGoods(category, {
        skus: [{ price: "10", costPrice: "10", originalPrice: "0", stock: 1 }],
      }),
    );
    // An edit that sends only a lower price is checked against the stored cost.
    const lower = await refusal(
      simpleGoods(category, { id, skus: [{ optionIds: [], price: "8" }] }),
      "en",
    );
    expect(lower.msg).toBe("The cost price (¥10.00) cannot be above the price (¥8.00)");
    expect((await client().detail(id)).skus[0].price).toBe("10.00");
    // A variant's refusal names its combination.
    const { body } = await tshirt();
    const skus = body.skus.map((s, i) => (i === 5 ? { ...s, costPrice: "80" } : s));
    const variant = await refusal({ ...body, name: "另一件", skus });
    expect(variant.msg).toBe("规格“蓝色 / M”的成本价（80.00 元）不能高于售价（61.19 元）");
    expect(variant.data.errors[0]!.field).toBe("skus[5].costPrice");
  });

  it("gives a stock too large one message, its range (issue 36)", async () => {
    const category = await client().category("分类");
    for (const stock of ["99999999999999", 99999999999999]) {
      const answer = await refusal(simpleGoods(category, { skus: [{ price: "1", stock }] }));
      expect(answer.data.errors).toEqual([
        { field: "skus[0].stock", message: "库存必须在 0 到 2147483647 之间" },
      ]);
    }
  });

  it("takes SKU weights and volumes with 2 decimals (0.2 and 0.25 kg), as the logistics step", async () => {
    const category = await client().category("分类");
    const id = await client().create(
      simpleGoods(category, {
        weight: "0.25",
        skus: [{ price: "1", stock: 1, weight: "0.2", volume: 0.25 }],
      }),
    );
    const detail = await client().detail(id);
    expect(detail.skus[0]).toMatchObject({ weight: 0.2, volume: 0.25 });
    expect(detail.weight).toBe(0.25);
    const finer = await refusal(
      simpleGoods(category, { skus: [{ price: "1", stock: 1, weight: "0.255" }] }),
    );
    expect(finer.msg).toBe("重量(KG)必须是不小于 0 的数字，最多两位小数");
  });

  it("names the combination of a bad SKU row", async () => {
    const { body } = await tshirt();
    const skus = body.skus.map((s, i) => (i === 5 ? { ...s, price: "1.999" } : s));
    const answer = await refusal({ ...body, name: "另一件", skus });
    expect(answer.msg).toBe("规格“蓝色 / M”的售价最多两位小数");
    expect(answer.data.errors[0]!.field).toBe("skus[5].price");
    const tw = await client().save({ ...body, skus }, { "accept-language": "zh-tw" });
    expect(tw.json?.msg).toBe("規格「蓝色 / M」的售價最多兩位小數");
  });

  it("refuses options outside the chosen specs, a missing or doubled group, duplicates", async () => {
    const { body, colour, size } = await tshirt();
    const other = await client().spec("材质", ["棉"]);
    const withSkus = (skus: unknown[]) => refusal({ ...body, id: undefined, skus });
    expect(
      (
        await withSkus([
          { optionIds: [colour.values[0]!.id, other.values[0]!.id], price: 1, stock: 1 },
        ])
      ).msg,
    ).toBe(`规格“#1”用到了未选的规格值 ${other.values[0]!.id}`);
    expect((await withSkus([{ optionIds: [colour.values[0]!.id], price: 1, stock: 1 }])).msg).toBe(
      "规格“#1”必须为每个规格各选一个规格值",
    );
    expect(
      (
        await withSkus([
          { optionIds: [colour.values[0]!.id, colour.values[1]!.id], price: 1, stock: 1 },
        ])
      ).msg,
    ).toBe("规格“#1”必须为每个规格各选一个规格值");
    const row = { optionIds: [colour.values[0]!.id, size.values[0]!.id], price: 1, stock: 1 };
    // The same combination in another order is the same combination.
    const swapped = { ...row, optionIds: [size.values[0]!.id, colour.values[0]!.id] };
    expect((await withSkus([row, swapped])).msg).toBe("规格组合“红色 / S”重复");
    // A value that belongs to another spec than the group claims.
    const wrong = await refusal({
      ...body,
      specs: [{ specId: colour.specId, values: [size.values[0]] }, body.specs[1]],
    });
    expect(wrong.msg).toBe(`规格值 ${size.values[0]!.id} 不属于规格“颜色”`);
    expect((await refusal({ ...body, specs: [body.specs[0], body.specs[0]] })).msg).toBe(
      "规格“颜色”重复添加",
    );
    expect((await refusal({ ...body, specs: [] })).msg).toBe("多规格商品请至少添加一个规格");
  });

  it("keeps single-spec mode to one SKU without options", async () => {
    const { body, colour } = await tshirt();
    const single = await refusal({ ...body, name: "单", specMode: 1, specs: [] });
    expect(single.msg).toBe("单规格商品只能有一条价格库存，且不带规格值");
    const withOption = await refusal({
      ...body,
      specMode: 1,
      skus: [{ optionIds: [colour.values[0]!.id], price: 1, stock: 1 }],
    });
    expect(withOption.msg).toBe("单规格商品只能有一条价格库存，且不带规格值");
  });

  it("refuses bad values of the other steps and a missing freight template", async () => {
    const category = await client().category("分类");
    expect((await refusal(simpleGoods(category, { type: 3 }))).msg).toBe(
      "商品类型的取值不在允许范围内",
    );
    expect((await refusal(simpleGoods(category, { freightMode: 2 }))).msg).toBe("请选择运费模板");
    expect(
      (await refusal(simpleGoods(category, { freightMode: 2, freightTemplateId: 77 }))).msg,
    ).toBe("运费模板不存在");
    expect(
      (
        await refusal(
          simpleGoods(category, {
            presale: true,
            presaleStart: "2026-12-02T00:00:00Z",
            presaleEnd: "2026-12-01T00:00:00Z",
          }),
        )
      ).msg,
    ).toBe("预售结束时间必须晚于开始时间");
    expect((await refusal(simpleGoods(category, { purchaseLimitMode: 1 }))).msg).toBe(
      "限购数量必须在 1 到 100000000 之间",
    );
    expect((await refusal(simpleGoods(category, { name: "长".repeat(101) }))).msg).toBe(
      "商品名称最多 100 个字符",
    );
    expect((await refusal(simpleGoods(category, { weight: "1.234" }))).msg).toBe(
      "重量(KG)必须是不小于 0 的数字，最多两位小数",
    );
  });

  it("refuses a body that is not one product's fields as a whole, in the user's words", async () => {
    const category = await client().category("分类");
    const padded = { ...simpleGoods(category) } as Record<string, unknown>;
    for (let i = 0; i < 64; i++) padded[`extra${i}`] = i;
    const tooMany = await refusal(padded, "en");
    expect(tooMany.msg).toBe("Enter the variants' prices and stock");
    const list = await client().save([simpleGoods(category)] as never);
    expect(list.json).toMatchObject({ code: 1, msg: "请填写规格的价格和库存" });
  });

  it("does not answer 500 to junk in any field", async () => {
    const category = await client().category("分类");
    const junk = [
      null,
      true,
      -1,
      1e308,
      "x".repeat(3000),
      [],
      {},
      [[1]],
      { a: { b: 1 } },
      "\u0000",
    ];
    const keys = [
      ...Object.keys(simpleGoods(category)),
      "specs",
      "images",
      "recommend",
      "presaleStart",
      "id",
    ];
    for (const key of keys)
      for (const value of junk) {
        const answer = await client().save({ ...simpleGoods(category), [key]: value });
        expect(answer.status, `${key}=${JSON.stringify(value)}`).toBeLessThan(500);
      }
    for (const value of junk) {
      const answer = await client().save({
        ...simpleGoods(category),
        skus: [{ price: value, stock: value, optionIds: value }],
      });
      expect(answer.status).toBeLessThan(500);
    }
  });
});

describe("the fuzz test's body that answered 500", () => {
  // security/fuzz.test.ts, POST /api/goods/save as the administrator: specMode is an object whose
  // "toString" is an array, so Number(specMode) threw a TypeError before the type was checked.
  const FUZZED =
    '{"id":-1.7976931348623143e+308,"mainImage":null,"name":-2132721954,"type":{"&JpI;8q":["\u{fadc4}\u{ca079}\u{df64f}\u{570a7}\u{b7e67}",{}]},"minPriceCents":-2147483649,"maxPriceCents":true,"sales":null,"sort":3.2100900850412823e-304,"status":false,"specMode":{"version":{"created_at":false},"toString":[],"6pZ~":-429056433},"unit":null,"isDemo":true,"createdAt":-868106729,"updatedAt":true,"deletedAt":"\\"; DROP TABLE users; --","ids":"","limit":"\u{5228e}\u{10ffff}\u{3d29c}\u{3bdb4}\u{10fff1}\u{73ec0}\u{66e16}\u{59a65}","order_type":"D","is_down":false}';

  it("is refused with code 1, the bad id first and specMode named, in three languages", async () => {
    for (const [language, specMode] of [
      ["zh-cn", "规格类型的取值不在允许范围内"],
      ["en", "specification type has a value that is not allowed"],
      ["zh-tw", "規格類型的取值不在允許範圍內"],
    ] as const) {
      const answer = await server.call("POST", "/api/goods/save", {
        rawBody: FUZZED,
        token: tokens.admin,
        headers: { "accept-language": language },
      });
      expect(answer.status).toBe(200);
      expect(answer.json?.code).toBe(1);
      expect(answer.json?.msg).toBe(language === "en" ? "id does not exist" : "id不存在");
      expect(answer.json?.data.errors).toContainEqual({ field: "specMode", message: specMode });
    }
  });

  it("names specMode alone when the rest of the product is valid", async () => {
    const category = await client().category("分类");
    const answer = await client().save({
      ...simpleGoods(category),
      specMode: JSON.parse(FUZZED).specMode,
      recommend: [{ toString: [] }],
    });
    expect(answer.status).toBe(200);
    expect(answer.json?.code).toBe(1);
    expect(answer.json?.msg).toBe("规格类型的取值不在允许范围内");
    expect(answer.json?.data.errors.map((e: { field: string }) => e.field)).toEqual([
      "specMode",
      "recommend",
    ]);
  });
});

describe("objects whose toString is no function, in the freight template's fields", () => {
  it("are refused with code 1 naming the field, not a 500", async () => {
    const odd = { toString: [] };
    for (const [body, field] of [
      [{ id: odd, name: "模板" }, "id"],
      [{ name: "模板", billing: odd }, "billing"],
      [{ name: "模板", billing: 1, rules: [{ regions: [odd] }] }, "rules[0].regions"],
    ] as const) {
      const answer = await server.call("POST", "/api/freightTemplate/save", {
        body,
        token: tokens.admin,
      });
      expect(answer.status).toBe(200);
      expect(answer.json?.code).toBe(1);
      expect(answer.json?.data.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });
});

describe("a spec group typed in two wizards at once", () => {
  // security/fuzz.test.ts on PostgreSQL: parallel ensure calls with the same new name both missed
  // the row, both inserted, and the second hit the unique index: a 500.
  it("becomes one library row that both get, with its values, never a 500", async () => {
    const ensure = () =>
      server.call("POST", "/api/goodsSpec/ensure", {
        token: tokens.admin,
        body: { name: "并发规格", values: ["甲", "乙"] },
      });
    const answers = await Promise.all(Array.from({ length: 40 }, ensure));
    for (const answer of answers) expect(answer.json?.code, answer.text).toBe(0);
    const specIds = new Set(answers.map((answer) => answer.json?.data.specId));
    expect(specIds.size).toBe(1);
    const valueIds = new Set(
      answers.flatMap((answer) =>
        ((answer.json?.data.values ?? []) as Array<{ id: number }>).map((value) => value.id),
      ),
    );
    expect(valueIds.size).toBe(2);
  });
});

describe("permissions", () => {
  it("refuses a common user every goods call, and the public prices need no session", async () => {
    const common = goodsClient(server, () => tokens.common);
    for (const [method, url, body] of [
      ["POST", "/api/goods/save", simpleGoods(1)],
      ["GET", "/api/goods/detail?id=1", undefined],
      ["POST", "/api/goods/index", {}],
      ["GET", "/api/goods/counts", undefined],
      ["GET", "/api/goods/del?id=1", undefined],
      ["POST", "/api/goods/restore", { ids: [1] }],
      ["POST", "/api/goods/purge", { ids: [1] }],
      ["POST", "/api/goods/status", { id: 1, status: 0 }],
      ["GET", "/api/goods/settings", undefined],
      ["POST", "/api/goods/settings", { lowStockThreshold: 3 }],
      ["POST", "/api/goodsSpec/ensure", { name: "x", values: [] }],
      ["POST", "/api/freightTemplate/save", {}],
      ["GET", "/api/freightTemplate/regions", undefined],
    ] as const) {
      const answer = await common.call(method, url, body);
      expect(answer.status, url).toBe(403);
    }
    const anonymous = await server.call("POST", "/api/goods/public/prices", { body: { ids: [1] } });
    expect(anonymous.json?.code).toBe(0);
  });
});
