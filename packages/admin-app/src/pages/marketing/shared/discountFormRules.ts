import {
  commissionRefusal,
  type DiscountRefusal,
  discountMessage,
  endPassedRefusal,
  parsePercentBp,
  thresholdDiscountRefusal,
} from "@vitrine/contract";
import type { FormRule } from "antd";

/** What a rule reads of the form: the other fields' values. */
interface FieldReader {
  getFieldValue(name: string): unknown;
}

/**
 * The form rules of the contract's discount rules (packages/contract/src/discount-rules.ts): the
 * same check and the same words as the server's refusal, shown on the field before saving. The
 * server checks again by its own clock.
 */

// antd's Form.Item fills `${label}` in a rule's message with the field's label (its
// messageVariables), the label the server's meta gave: the message names the field as the
// server's does.
// biome-ignore lint/suspicious/noTemplateCurlyInString: antd's placeholder, not a JS template.
export const OWN_LABEL = "${label}";

const refuse = (refusal: DiscountRefusal | undefined, language: string) => {
  if (refusal) throw new Error(discountMessage(refusal, language, OWN_LABEL));
};

/** An end (ISO text, as DateTimeInput keeps it) later than the browser's clock. */
export const endNotPassedRule =
  (language: string, now: () => number = Date.now): FormRule =>
  () => ({
    validator: async (_: unknown, value: unknown) => {
      if (typeof value !== "string" || value === "") return;
      refuse(endPassedRefusal(new Date(value), now()), language);
    },
  });

/** A 满减 coupon's amount off (cents) below its threshold (the form's `thresholdCents`). */
export const belowThresholdRule =
  (language: string, isThresholdKind: (form: FieldReader) => boolean): FormRule =>
  (form) => ({
    validator: async (_: unknown, value: unknown) => {
      const threshold = form.getFieldValue("thresholdCents");
      if (!isThresholdKind(form) || !Number.isInteger(value) || !Number.isInteger(threshold))
        return;
      refuse(thresholdDiscountRefusal(value as number, threshold as number), language);
    },
  });

/**
 * The commission levels `keys` (rate texts, level 1 first) together at most 100%; the rule sits
 * on the last level's field. `paid` says how many levels are paid (one-level settings pay only
 * the first rate). Rates that are no percentage are left to the percent rule.
 */
export const commissionTotalRule =
  (
    language: string,
    keys: string[],
    paid: (form: FieldReader) => number = () => keys.length,
  ): FormRule =>
  (form) => ({
    validator: async () => {
      const rates = keys
        .slice(0, paid(form))
        .map((key) => parsePercentBp(String(form.getFieldValue(key) ?? "0")));
      if (rates.some((bp) => bp === undefined)) return;
      refuse(commissionRefusal(rates as number[]), language);
    },
  });
