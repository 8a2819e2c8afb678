import type { Rule } from "antd/es/form";

/** At least 0 with at most 2 decimals, as typed (the server checks again and stores cents). */
export const MONEY = /^\d+(\.\d{1,2})?$/;
/** A whole number of at least 0. */
export const WHOLE = /^\d+$/;

const blank = (value: unknown) => value === undefined || value === null || value === "";

/** An amount of money: empty is left to `required`, anything else must read as money. */
export function moneyRule(message: string): Rule {
  return {
    validator: (_, value) =>
      blank(value) || MONEY.test(String(value)) ? Promise.resolve() : Promise.reject(message),
  };
}

export function wholeRule(message: string): Rule {
  return {
    validator: (_, value) =>
      blank(value) || WHOLE.test(String(value)) ? Promise.resolve() : Promise.reject(message),
  };
}
