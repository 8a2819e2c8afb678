import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  centsToYuan,
  contractLanguage,
  formatYuan,
  MAX_CENTS,
  moneyMessage,
  parseYuan,
} from "./money.js";

describe("parseYuan", () => {
  it("reads what operators type without rounding", () => {
    expect(parseYuan("12")).toEqual({ ok: true, cents: 1200 });
    expect(parseYuan("12.3")).toEqual({ ok: true, cents: 1230 });
    expect(parseYuan(" 12.35 ")).toEqual({ ok: true, cents: 1235 });
    expect(parseYuan("0.29")).toEqual({ ok: true, cents: 29 });
    expect(parseYuan(19.9)).toEqual({ ok: true, cents: 1990 });
    expect(parseYuan("0")).toEqual({ ok: true, cents: 0 });
  });

  it("refuses what the sell dialog used to store as ¥0 or round (issue 36)", () => {
    expect(parseYuan("-12.345")).toMatchObject({ ok: false, error: "negative" });
    expect(parseYuan("12.345")).toEqual({ ok: false, error: "decimals" });
    expect(parseYuan("1e9")).toEqual({ ok: false, error: "format" });
    expect(parseYuan(1e21)).toEqual({ ok: false, error: "format" });
    expect(parseYuan("12.")).toEqual({ ok: false, error: "format" });
    expect(parseYuan(".5")).toEqual({ ok: false, error: "format" });
    expect(parseYuan("1,000")).toEqual({ ok: false, error: "format" });
    expect(parseYuan("")).toEqual({ ok: false, error: "empty" });
    expect(parseYuan(undefined)).toEqual({ ok: false, error: "empty" });
    expect(parseYuan({})).toEqual({ ok: false, error: "format" });
    expect(parseYuan(Number.NaN)).toEqual({ ok: false, error: "format" });
  });

  it("holds the limits and names them", () => {
    expect(parseYuan("1000.01", { maxCents: 100_000 })).toEqual({
      ok: false,
      error: "tooLarge",
      limitCents: 100_000,
    });
    expect(parseYuan("99999999999999999999")).toMatchObject({ ok: false, error: "tooLarge" });
    expect(parseYuan(String(MAX_CENTS / 100))).toEqual({ ok: true, cents: MAX_CENTS });
    expect(parseYuan("0.5", { minCents: 100 })).toEqual({
      ok: false,
      error: "tooSmall",
      limitCents: 100,
    });
    expect(parseYuan("-3.5", { minCents: -1000 })).toEqual({ ok: true, cents: -350 });
  });

  it("round-trips every amount through its yuan text", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CENTS }), (cents) => {
        expect(parseYuan(centsToYuan(cents))).toEqual({ ok: true, cents });
      }),
    );
  });
});

describe("formatting", () => {
  it("writes yuan with two decimals and groups thousands for people", () => {
    expect(centsToYuan(1235)).toBe("12.35");
    expect(centsToYuan(-5)).toBe("-0.05");
    expect(centsToYuan(null)).toBe("");
    expect(formatYuan(123_450)).toBe("¥1,234.50");
    expect(formatYuan(1235, "en")).toBe("¥12.35");
  });

  it("maps language tags onto the three interface languages", () => {
    expect(contractLanguage("en-US")).toBe("en");
    expect(contractLanguage("zh-TW")).toBe("zh-tw");
    expect(contractLanguage("zh-Hant-HK")).toBe("zh-tw");
    expect(contractLanguage("zh")).toBe("zh-cn");
    expect(contractLanguage(undefined)).toBe("zh-cn");
  });
});

describe("moneyMessage", () => {
  it("says what is wrong in the operator's language, with limits in 元", () => {
    const tooLarge = parseYuan("2000", { maxCents: 100_000 });
    expect(moneyMessage(tooLarge, "zh-cn", "售价")).toBe("售价不能超过 1000.00 元");
    expect(moneyMessage(tooLarge, "zh-TW", "售價")).toBe("售價不能超過 1000.00 元");
    expect(moneyMessage(tooLarge, "en", "the price")).toBe("The price cannot be above ¥1000.00");
    expect(moneyMessage(parseYuan("12.345"), "zh-cn", "售价")).toBe("售价最多两位小数");
    expect(moneyMessage(parseYuan("-1"), "en")).toBe("The amount cannot be negative");
    expect(moneyMessage(parseYuan("1"), "en")).toBe("");
  });
});
