import { describe, expect, it } from "vitest";
import { emptySkuRow } from "./generate-rows";
import type { SkuRow } from "./types";
import { validateSkuRow, validateSkuRows } from "./validate-row";

const row = (patch: Partial<SkuRow> = {}): SkuRow => ({ ...emptySkuRow("1,2", "红,S"), ...patch });
const messagesOf = (target: SkuRow) => validateSkuRow(target).map((p) => [p.field, p.message]);

describe("validateSkuRow", () => {
  it("accepts a generated row and a fully typed one", () => {
    expect(validateSkuRow(row())).toEqual([]);
    expect(
      validateSkuRow(
        row({
          price: "12.5",
          market_price: "15.00",
          cost_price: 8.99,
          stock: "100",
          weight: 3,
          volume: "2",
        }),
      ),
    ).toEqual([]);
  });

  it("requires every number, with the spec's message for each field", () => {
    const blank = row({
      price: "",
      market_price: " ",
      cost_price: "",
      stock: "",
      weight: "",
      volume: "",
    });
    expect(messagesOf(blank)).toEqual([
      ["price", "请输入价格"],
      ["market_price", "请输入市场价格"],
      ["cost_price", "请输入成本价格"],
      ["stock", "请输入库存"],
      ["weight", "请输入重量"],
      ["volume", "请输入体积"],
    ]);
  });

  it("treats a missing value as empty", () => {
    const missing = { ...row(), price: undefined } as unknown as SkuRow;
    expect(messagesOf(missing)).toEqual([["price", "请输入价格"]]);
  });

  it("says 请输入数字 for what is not a number", () => {
    for (const text of ["abc", "1,5", "0x10", "1e3", "12元"]) {
      expect(messagesOf(row({ price: text })), text).toEqual([["price", "请输入数字"]]);
    }
    expect(messagesOf(row({ stock: Number.NaN }))).toEqual([["stock", "请输入数字"]]);
  });

  it("refuses negative prices and more than 2 decimals", () => {
    expect(messagesOf(row({ price: "-0.01" }))).toEqual([["price", "不能小于0"]]);
    expect(messagesOf(row({ cost_price: "1.234" }))).toEqual([["cost_price", "最多2位小数"]]);
    expect(messagesOf(row({ market_price: 0.125 }))).toEqual([["market_price", "最多2位小数"]]);
    expect(validateSkuRow(row({ price: "1.50", market_price: "0.1" }))).toEqual([]);
  });

  it("takes weight and volume with 2 decimals, as the logistics step (issue 36); stock whole", () => {
    expect(messagesOf(row({ weight: "0.2", volume: 0.25, stock: "3" }))).toEqual([]);
    expect(messagesOf(row({ weight: "1.255", volume: 2.125, stock: "3.1" }))).toEqual([
      ["stock", "请输入整数"],
      ["weight", "最多2位小数"],
      ["volume", "最多2位小数"],
    ]);
  });

  it("gives a stock beyond what the server stores one message (issue 36)", () => {
    expect(messagesOf(row({ stock: "99999999999999" }))).toEqual([["stock", "不能大于2147483647"]]);
    expect(messagesOf(row({ stock: 2147483647 }))).toEqual([]);
  });

  it("answers in the requested language with a key the host can translate", () => {
    expect(validateSkuRow(row({ price: "" }), "en")).toEqual([
      { field: "price", message: "Enter a price", messageKey: "validation.price.required" },
    ]);
    expect(validateSkuRow(row({ weight: -1 }), "zh-tw")).toEqual([
      {
        field: "weight",
        message: "不能小於0",
        messageKey: "validation.min",
        params: { min: 0 },
      },
    ]);
  });
});

describe("validateSkuRows", () => {
  it("lists only the rows that have problems, with their position", () => {
    const rows = [row(), row({ specs_id: "1,3", data_title: "红,M", stock: "x" })];
    expect(validateSkuRows(rows)).toEqual([
      {
        index: 1,
        specs_id: "1,3",
        data_title: "红,M",
        errors: [{ field: "stock", message: "请输入数字", messageKey: "validation.notANumber" }],
      },
    ]);
  });
});
