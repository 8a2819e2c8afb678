import { describe, expect, it } from "vitest";
import { checkGoodsInput } from "./goods-input.js";
import { shapeErrors } from "./save-body.js";

const valid = { name: "T恤", categoryId: 1, specMode: 1, skus: [{ price: "1", stock: 1 }] };

describe("the save body's TypeBox schema answers in the user's words", () => {
  it("names each field of a wrong shape with its label, in three languages", () => {
    const body = { sort: "abc", weight: { x: 1 }, presale: "yes" };
    expect(shapeErrors(body, "zh-cn")).toEqual([
      { field: "weight", message: "重量(KG)必须是不小于 0 的数字，最多两位小数" },
      { field: "sort", message: "排序必须是不小于 0 的整数" },
      { field: "presale", message: "预售商品的取值不在允许范围内" },
    ]);
    expect(shapeErrors(body, "en").map((e) => e.message)).toEqual([
      "weight (kg) must be a number of at least 0 with at most 2 decimals",
      "sort must be a whole number of at least 0",
      "pre-sale has a value that is not allowed",
    ]);
    expect(shapeErrors(body, "zh-tw")[2]!.message).toBe("預售商品的取值不在允許範圍內");
  });

  it("takes what the form sends: numbers as text, blanks, the allowed choices", () => {
    const body = { ...valid, type: "11", status: 0, sort: " 12 ", unit: "", recommend: [1, "3"] };
    expect(shapeErrors(body, "zh-cn")).toEqual([]);
    const { input, errors } = checkGoodsInput(body, "zh-cn");
    expect(errors).toEqual([]);
    expect(input).toMatchObject({ type: 11, status: 0, sort: 12, unit: "", recommend: [1, 3] });
  });

  it("keeps the form's order, a shape refusal among the value refusals", () => {
    const { errors } = checkGoodsInput(
      { ...valid, name: "", sort: 100_001, type: 3, seoKeywords: "x".repeat(201) },
      "zh-cn",
    );
    expect(errors).toEqual([
      { field: "name", message: "请输入商品名称" },
      { field: "type", message: "商品类型的取值不在允许范围内" },
      { field: "sort", message: "排序必须在 0 到 100000 之间" },
      { field: "seoKeywords", message: "商品关键词最多 200 个字符" },
    ]);
  });

  it("reads the pre-sale's dates only for a pre-sale product", () => {
    const dates = { presaleStart: 5, presaleEnd: "not a date" };
    expect(checkGoodsInput({ ...valid, ...dates }, "zh-cn").errors).toEqual([]);
    expect(checkGoodsInput({ ...valid, ...dates, presale: 1 }, "en").errors).toEqual([
      { field: "presaleStart", message: "pre-sale start has a value that is not allowed" },
      { field: "presaleEnd", message: "pre-sale end has a value that is not allowed" },
    ]);
  });
});
