import { centsToYuan, contractLanguage } from "./money.js";

/**
 * The one rule for a product's margins, for the server's save and the admin app's form alike
 * (issue 36): what the shop paid is at most what it sells for, and the crossed-out original
 * price, when there is one, is at least the selling price: cost ≤ price ≤ original.
 *
 * 0 (or no value) means "not given" for both: the form starts them at 0, and a cost of 0 or an
 * original price of 0 is never shown to a shopper as a margin or a discount.
 */
export interface PriceTriple {
  priceCents: number;
  originalPriceCents?: number | null | undefined;
  costPriceCents?: number | null | undefined;
}

export type PriceRuleBreach =
  | { field: "costPrice"; rule: "costAbovePrice"; priceCents: number; otherCents: number }
  | { field: "originalPrice"; rule: "originalBelowPrice"; priceCents: number; otherCents: number };

const given = (cents: number | null | undefined): cents is number =>
  typeof cents === "number" && Number.isFinite(cents) && cents > 0;

/** Every breach of the rule, at most one per field (cost first). [] when the prices agree. */
export function checkPriceRules(prices: PriceTriple): PriceRuleBreach[] {
  const { priceCents, originalPriceCents, costPriceCents } = prices;
  const breaches: PriceRuleBreach[] = [];
  if (given(costPriceCents) && costPriceCents > priceCents)
    breaches.push({
      field: "costPrice",
      rule: "costAbovePrice",
      priceCents,
      otherCents: costPriceCents,
    });
  if (given(originalPriceCents) && originalPriceCents < priceCents)
    breaches.push({
      field: "originalPrice",
      rule: "originalBelowPrice",
      priceCents,
      otherCents: originalPriceCents,
    });
  return breaches;
}

const MESSAGES = {
  "zh-cn": {
    costAbovePrice: "成本价（{other} 元）不能高于售价（{price} 元）",
    originalBelowPrice: "原价（{other} 元）不能低于售价（{price} 元）",
  },
  en: {
    costAbovePrice: "The cost price (¥{other}) cannot be above the price (¥{price})",
    originalBelowPrice: "The original price (¥{other}) cannot be below the price (¥{price})",
  },
  "zh-tw": {
    costAbovePrice: "成本價（{other} 元）不能高於售價（{price} 元）",
    originalBelowPrice: "原價（{other} 元）不能低於售價（{price} 元）",
  },
} as const;

/** The breach in the operator's language, both amounts in 元 (the unit the operator typed). */
export function priceRuleMessage(breach: PriceRuleBreach, language: string): string {
  return MESSAGES[contractLanguage(language)][breach.rule]
    .replace("{other}", centsToYuan(breach.otherCents))
    .replace("{price}", centsToYuan(breach.priceCents));
}
