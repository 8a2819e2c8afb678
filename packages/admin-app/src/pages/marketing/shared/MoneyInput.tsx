import { Input } from "antd";
import { useEffect, useState } from "react";
import { centsToYuan, yuanToCents } from "./money";
import { useMarketingTranslation } from "./useMarketingTranslation";

export interface MoneyInputProps {
  /** Integer cents. */
  value?: number | string | null;
  /** Cents when the text is an amount with at most 2 decimals; the text itself otherwise (a form rule refuses it). */
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
    if (typeof value === "number" && yuanToCents(text) !== value) setText(centsToYuan(value));
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
        if (typed.trim() === "") onChange?.(undefined);
        else onChange?.(yuanToCents(typed) ?? typed);
      }}
    />
  );
}

/** The form rule of a money field: empty, or whole cents. */
export const moneyRule = (message: string) => ({
  validator: async (_: unknown, value: unknown) => {
    if (value === undefined || value === null || Number.isInteger(value)) return;
    throw new Error(message);
  },
});
