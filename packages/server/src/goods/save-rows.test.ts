import { describe, expect, it } from "vitest";
import { simpleGoods, useGoodsServer } from "./testing.js";

/** Rows of a wrong shape, refused by the rows' TypeBox schema in the words users read (issue 37). */

const { session, client } = useGoodsServer();

async function storedCounts() {
  const [row] = await session.server.database.query<{ goods: number; skus: number }>(
    "SELECT (SELECT count(*) FROM goods)::int AS goods, (SELECT count(*) FROM goods_skus)::int AS skus",
  );
  return row;
}

/** The refusal of a save, checking that it stored nothing. */
async function refused(body: Record<string, unknown>, language: string) {
  const before = await storedCounts();
  const answer = await client().save(body, { "accept-language": language });
  expect(answer.status).toBe(200);
  expect(answer.json?.code).toBe(1);
  expect(await storedCounts()).toEqual(before);
  return answer.json as {
    msg: string;
    data: { errors: Array<{ field: string; message: string }> };
  };
}

/** A product in one colour spec with two values, so its SKUs have two rows. */
async function twoColours() {
  const c = client();
  const category = await c.category("衬衫");
  const colour = await c.spec("颜色", ["红色", "蓝色"]);
  return {
    name: "衬衫",
    categoryId: category,
    specMode: 2,
    specs: [{ specId: colour.specId, values: colour.values }],
    skus: colour.values.map((v) => ({ optionIds: [v.id], price: "10", stock: 1 })),
  };
}

describe("a save's rows of a wrong shape", () => {
  it("names a SKU cell by its row and combination, in two languages", async () => {
    const body = await twoColours();
    const skus = [body.skus[0], { ...body.skus[1], stock: { n: 1 } }];
    const zh = await refused({ ...body, skus }, "zh-cn");
    expect(zh.data.errors).toEqual([
      { field: "skus[1].stock", message: "规格“蓝色”的库存必须是不小于 0 的整数" },
    ]);
    const en = await refused({ ...body, skus }, "en");
    expect(en.data.errors).toEqual([
      {
        field: "skus[1].stock",
        message: "Variant “蓝色”: stock must be a whole number of at least 0",
      },
    ]);
  });

  it("refuses a price that is no amount as the money parser does, one message per cell", async () => {
    const category = await client().category("分类");
    const skus = [{ price: { yuan: 1 }, stock: [1], image: 5, weight: true }];
    const zh = await refused(simpleGoods(category, { skus }), "zh-cn");
    expect(zh.data.errors).toEqual([
      { field: "skus[0].price", message: "售价请输入金额，例如 12.50" },
      { field: "skus[0].stock", message: "库存必须是不小于 0 的整数" },
      { field: "skus[0].image", message: "图片的取值不在允许范围内" },
      { field: "skus[0].weight", message: "重量(KG)必须是不小于 0 的数字，最多两位小数" },
    ]);
    const tw = await refused(simpleGoods(category, { skus }), "zh-tw");
    expect(tw.msg).toBe("售價請輸入金額，例如 12.50");
  });

  it("refuses 11 carousel images, and an image of the wrong shape by its index", async () => {
    const category = await client().category("分类");
    const images = Array.from({ length: 11 }, (_, i) => `/uploads/${i}.png`);
    const zh = await refused(simpleGoods(category, { images }), "zh-cn");
    expect(zh.data.errors).toEqual([{ field: "images", message: "商品轮播图最多 10 项" }]);
    const en = await refused(simpleGoods(category, { images }), "en");
    expect(en.data.errors).toEqual([
      { field: "images", message: "carousel images allows at most 10 items" },
    ]);
    const odd = await refused(
      simpleGoods(category, { images: ["/uploads/a.png", { url: 5 }] }),
      "zh-cn",
    );
    expect(odd.data.errors).toEqual([
      { field: "images[1]", message: "商品轮播图的取值不在允许范围内" },
    ]);
  });

  it("names a spec group without its spec, and one with a value that is not an id", async () => {
    const body = await twoColours();
    const [group] = body.specs;
    const { specId: _specId, ...withoutSpec } = group!;
    const zh = await refused({ ...body, specs: [withoutSpec] }, "zh-cn");
    expect(zh.data.errors[0]).toEqual({ field: "specs[0].specId", message: "规格不存在" });
    const en = await refused({ ...body, specs: [withoutSpec] }, "en");
    expect(en.data.errors[0]).toEqual({
      field: "specs[0].specId",
      message: "specifications does not exist",
    });
    const badValue = await refused(
      { ...body, specs: [{ specId: group!.specId, values: [{ id: "红色" }] }] },
      "zh-tw",
    );
    expect(badValue.data.errors[0]).toEqual({ field: "specs[0].values", message: "規格不存在" });
  });

  it("refuses a SKU row that is not an object, and options that are not ids", async () => {
    const body = await twoColours();
    const skus = [{ ...body.skus[0], optionIds: [{}] }, "蓝色"];
    const zh = await refused({ ...body, skus }, "zh-cn");
    expect(zh.data.errors.slice(0, 2)).toEqual([
      { field: "skus[0].optionIds", message: "规格“#1”必须为每个规格各选一个规格值" },
      { field: "skus[1]", message: "价格库存的取值不在允许范围内" },
    ]);
  });

  it("still takes what the form sends: ids and stock as text, blanks, library values", async () => {
    const body = await twoColours();
    const [group] = body.specs;
    const id = await client().create({
      ...body,
      images: ["/uploads/a.png", { url: " /uploads/b.png ", id: "7", fileName: "b.png" }, null],
      specs: [{ specId: String(group!.specId), values: [group!.values[0], group!.values[1]!.id] }],
      skus: body.skus.map((s, i) => ({
        ...s,
        optionIds: s.optionIds.map(String),
        stock: i === 0 ? " 12 " : 3,
        costPrice: null,
        image: "",
        code: 1001,
        weight: "",
      })),
    });
    const detail = await client().detail(id);
    expect(detail.images).toEqual([
      { url: "/uploads/a.png" },
      { url: "/uploads/b.png", id: 7, fileName: "b.png" },
    ]);
    expect(detail.skus.map((s: { stock: number; code: string }) => [s.stock, s.code])).toEqual([
      [12, "1001"],
      [3, "1001"],
    ]);
  });
});
