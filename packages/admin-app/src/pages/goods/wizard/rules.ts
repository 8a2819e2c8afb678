import { checkPriceRules, moneyMessage, parseYuan, priceRuleMessage } from "@vitrine/contract";
import type { Rule } from "antd/es/form";

/** At least 0 with at most 2 decimals, as typed: weights, volumes and freight units (not money). */
export const DECIMAL = /^\d+(\.\d{1,2})?$/;
/** A whole number of at least 0. */
export const WHOLE = /^\d+$/;

const blank = (value: unknown) => value === undefined || value === null || value === "";

/**
 * An amount of money through the contract's one parser (the server's too): empty is left to
 * `required`, a refusal names the field and says what is wrong (最多两位小数, 不能为负数).
 */
export function moneyRule(label: string, language: string): Rule {
  return {
    validator: (_, value) => {
      if (blank(value)) return Promise.resolve();
      const result = parseYuan(value);
      return result.ok ? Promise.resolve() : Promise.reject(moneyMessage(result, language, label));
    },
  };
}

/** A number of at least 0 with at most 2 decimals (0.25 kg). */
export function decimalRule(message: string): Rule {
  return {
    validator: (_, value) =>
      blank(value) || DECIMAL.test(String(value)) ? Promise.resolve() : Promise.reject(message),
  };
}

export function wholeRule(message: string): Rule {
  return {
    validator: (_, value) =>
      blank(value) || WHOLE.test(String(value)) ? Promise.resolve() : Promise.reject(message),
  };
}

const cents = (value: unknown) => {
  const result = parseYuan(value);
  return result.ok ? result.cents : undefined;
};

/**
 * The contract's margin rule on the cost or the original price, against the form's 售价 (field
 * `price`): cost ≤ price ≤ original, 0 meaning none. The field lists `price` in `dependencies`,
 * so changing the price checks it again.
 */
export function marginRule(field: "costPrice" | "originalPrice", language: string): Rule {
  return ({ getFieldValue }) => ({
    validator: (_, value) => {
      const priceCents = cents(getFieldValue("price"));
      const own = cents(value);
      if (priceCents === undefined || own === undefined) return Promise.resolve();
      const breach = checkPriceRules({ priceCents, [`${field}Cents`]: own }).find(
        (b) => b.field === field,
      );
      return breach ? Promise.reject(priceRuleMessage(breach, language)) : Promise.resolve();
    },
  });
}

/** A variant row's margin breaches, as its problems read (`红,S: 成本价（…）不能高于售价（…）`). */
export function variantMarginProblems(
  rows: ReadonlyArray<{
    data_title: string;
    price: unknown;
    market_price: unknown;
    cost_price: unknown;
  }>,
  language: string,
): string[] {
  return rows.flatMap((row) => {
    const priceCents = cents(row.price);
    if (priceCents === undefined) return [];
    return checkPriceRules({
      priceCents,
      originalPriceCents: cents(row.market_price),
      costPriceCents: cents(row.cost_price),
    }).map((breach) => `${row.data_title}: ${priceRuleMessage(breach, language)}`);
  });
}
