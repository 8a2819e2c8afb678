import { fail } from "../http/envelope.js";
import type { Locale } from "../i18n/messages.js";
import type { OrderMessageKey, OrderTranslate } from "./messages.js";
import { ruleText } from "./rules/messages.js";
import type { RuleMessage } from "./rules/price-checkout.js";

/** What a shopper's or operator's call refused, in words any of the three languages can fill. */
export interface Refusal {
  key: OrderMessageKey;
  params?: Record<string, string | number>;
  /** The request field it concerns, so a form shows it under that field. */
  field?: string;
  /** A pricing rule's own message (orders/rules), said instead of `key` when present. */
  rule?: RuleMessage;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; refusals: Refusal[] };

export const refused = (...refusals: Refusal[]): { ok: false; refusals: Refusal[] } => ({
  ok: false,
  refusals,
});

/** A refusal in the caller's language. */
export function refusalText(t: OrderTranslate, refusal: Refusal, locale: Locale): string {
  return refusal.rule
    ? ruleText(refusal.rule, locale)
    : t(refusal.key, labelled(t, refusal.params));
}

/** The envelope of a refusal: code 1, the first message, and every message by field. */
export function failWith(t: OrderTranslate, refusals: Refusal[], locale: Locale = "zh-cn") {
  const messages = refusals.map((r) => ({
    field: r.field ?? "",
    message: refusalText(t, r, locale),
  }));
  return fail(messages[0]?.message ?? "", { errors: messages });
}

/** Parameters naming a field by its label key (`label.skuId`) get the label in that language. */
function labelled(t: OrderTranslate, params: Refusal["params"]) {
  if (!params) return params;
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === "string" && value.startsWith("label.") ? t(value as OrderMessageKey) : value,
    ]),
  );
}
