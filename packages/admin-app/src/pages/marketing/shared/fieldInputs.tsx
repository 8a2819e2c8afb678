import { centsToYuan } from "@vitrine/contract";
import { Form, InputNumber } from "antd";
import type { FormFieldDeclaration, ModuleRow } from "../../../components/module";
import { DateTimeInput } from "./DateTimeInput";
import { endNotPassedRule } from "./discountFormRules";
import { GoodsSelect, SkuSelect } from "./goodsPicker";
import { MoneyInput, moneyRule } from "./MoneyInput";

/** A money field of the dialog: typed in yuan, kept in cents, refused in the operator's language. */
export const moneyField = (language: string, extra: Partial<FormFieldDeclaration> = {}) =>
  ({
    input: () => <MoneyInput />,
    rules: [moneyRule(language)],
    ...extra,
  }) satisfies FormFieldDeclaration;

export const dateTimeField: FormFieldDeclaration = { input: () => <DateTimeInput /> };

/** An end time: a date and time that must not be already past (the server refuses it too). */
export const endTimeField = (language: string, extra: Partial<FormFieldDeclaration> = {}) =>
  ({
    ...dateTimeField,
    rules: [endNotPassedRule(language)],
    ...extra,
  }) satisfies FormFieldDeclaration;

/**
 * A whole number typed as it is: unlike the default number box it does not pull a number outside
 * the field's range back into it on blur (成团人数 1 silently became 2), so the range rule the
 * server describes shows its message instead.
 */
export const wholeNumberField: FormFieldDeclaration = {
  input: () => <InputNumber precision={0} style={{ width: "100%" }} />,
};

function SkuOfChosenGoods(props: { value?: number; onChange?(value: number | undefined): void }) {
  const goodsId = Form.useWatch("goodsId") as number | undefined;
  return <SkuSelect goodsId={goodsId} {...props} />;
}

/** The product and then one of its SKUs (group buying, bargains). */
export const goodsAndSkuFields: Record<string, FormFieldDeclaration> = {
  goodsId: { input: () => <GoodsSelect /> },
  skuId: { input: () => <SkuOfChosenGoods /> },
};

/** Cents as yuan text; empty for anything that is not an amount. */
export const yuanText = (value: unknown) => (typeof value === "number" ? centsToYuan(value) : "");

/** A list cell of cents as yuan. */
export const yuanCell = (value: unknown) => yuanText(value);

/** A list cell naming a row's product and SKU (the server adds goodsName and specText). */
export const skuCell = (_: unknown, row: ModuleRow) =>
  `${String(row.goodsName ?? "")} ${String(row.specText ?? "")}`.trim() || String(row.skuId ?? "");
