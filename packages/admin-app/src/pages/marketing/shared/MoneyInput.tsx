import { centsToYuan, moneyMessage, parseYuan } from "@vitrine/contract";
import { Input } from "antd";
import { useEffect, useState } from "react";
import { OWN_LABEL } from "./discountFormRules";
import { useMarketingTranslation } from "./useMarketingTranslation";

/** The most a marketing amount may be, in cents: the server's money fields (activity-fields.ts). */
export const MARKETING_MAX_CENTS = 100_000_000;

const read = (text: string) => parseYuan(text, { maxCents: MARKETING_MAX_CENTS });

export interface MoneyInputProps {
  /** Integer cents. */
  value?: number | string | null;
  /** Cents when the text is an amount the contract's parser accepts; the text itself otherwise (moneyRule refuses it). */
  onChange?(value: number | string | undefined): void;
  id?: string;
  "aria-label"?: string;
}

/** An amount typed in yuan (2 decimals) and kept in integer cents: no floating point on the way. */
export function MoneyInput({ value, onChange, ...rest }: MoneyInputProps) {
  const { t } = useMarketingTranslation();
  const [text, setText] = useState(() => (typeof value === "number" ? centsToYuan(value) : ""));
  // A value set from outside (the row being edited) replaces what is shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only outside changes of value matter.
  useEffect(() => {
    const shown = read(text);
    if (typeof value === "number" && (!shown.ok || shown.cents !== value))
      setText(centsToYuan(value));
    if (value === undefined || value === null) setText("");
  }, [value]);
  return (
    <Input
      {...rest}
      value={text}
      inputMode="decimal"
      suffix={t("marketing.yuan")}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        if (typed.trim() === "") return onChange?.(undefined);
        const parsed = read(typed);
        onChange?.(parsed.ok ? parsed.cents : typed);
      }}
    />
  );
}

/**
 * The form rule of a money field: empty, or whole cents; otherwise the contract's refusal (too many
 * decimals, a sign, above the limit in 元) naming the field (antd fills `${label}`).
 */
export const moneyRule = (language: string) => ({
  validator: async (_: unknown, value: unknown) => {
    if (value === undefined || value === null || Number.isInteger(value)) return;
    throw new Error(moneyMessage(read(String(value)), language, OWN_LABEL));
  },
});
