import { describe, expect, it } from "vitest";
import { checkPriceRules, priceRuleMessage } from "./price-rules.js";

describe("checkPriceRules (cost ≤ price ≤ original, issue 36)", () => {
  it("accepts prices in order, and a cost or original price left at 0", () => {
    expect(
      checkPriceRules({ priceCents: 1000, costPriceCents: 800, originalPriceCents: 1200 }),
    ).toEqual([]);
    expect(
      checkPriceRules({ priceCents: 1000, costPriceCents: 1000, originalPriceCents: 1000 }),
    ).toEqual([]);
    expect(checkPriceRules({ priceCents: 1000, costPriceCents: 0, originalPriceCents: 0 })).toEqual(
      [],
    );
    expect(checkPriceRules({ priceCents: 1000 })).toEqual([]);
  });

  it("refuses a cost above the price and an original price below it, each on its field", () => {
    const breaches = checkPriceRules({
      priceCents: 1000,
      costPriceCents: 1200,
      originalPriceCents: 900,
    });
    expect(breaches.map((b) => b.field)).toEqual(["costPrice", "originalPrice"]);
    expect(priceRuleMessage(breaches[0]!, "zh-cn")).toBe(
      "成本价（12.00 元）不能高于售价（10.00 元）",
    );
    expect(priceRuleMessage(breaches[1]!, "zh-cn")).toBe("原价（9.00 元）不能低于售价（10.00 元）");
    expect(priceRuleMessage(breaches[1]!, "en-US")).toBe(
      "The original price (¥9.00) cannot be below the price (¥10.00)",
    );
    expect(priceRuleMessage(breaches[0]!, "zh-TW")).toBe(
      "成本價（12.00 元）不能高於售價（10.00 元）",
    );
  });
});
