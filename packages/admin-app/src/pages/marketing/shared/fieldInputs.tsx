import { Form } from "antd";
import type { FormFieldDeclaration, ModuleRow } from "../../../components/module";
import { DateTimeInput } from "./DateTimeInput";
import { GoodsSelect, SkuSelect } from "./goodsPicker";
import { MoneyInput, moneyRule } from "./MoneyInput";
import { centsToYuan } from "./money";

/** A money field of the dialog: typed in yuan, kept in cents. */
export const moneyField = (message: string, extra: Partial<FormFieldDeclaration> = {}) =>
  ({
    input: () => <MoneyInput />,
    rules: [moneyRule(message)],
    ...extra,
  }) satisfies FormFieldDeclaration;

export const dateTimeField: FormFieldDeclaration = { input: () => <DateTimeInput /> };

function SkuOfChosenGoods(props: { value?: number; onChange?(value: number | undefined): void }) {
  const goodsId = Form.useWatch("goodsId") as number | undefined;
  return <SkuSelect goodsId={goodsId} {...props} />;
}

/** The product and then one of its SKUs (group buying, bargains). */
export const goodsAndSkuFields: Record<string, FormFieldDeclaration> = {
  goodsId: { input: () => <GoodsSelect /> },
  skuId: { input: () => <SkuOfChosenGoods /> },
};

/** A list cell of cents as yuan. */
export const yuanCell = (value: unknown) =>
  value === null || value === undefined ? "" : centsToYuan(value);

/** A list cell naming a row's product and SKU (the server adds goodsName and specText). */
export const skuCell = (_: unknown, row: ModuleRow) =>
  `${String(row.goodsName ?? "")} ${String(row.specText ?? "")}`.trim() || String(row.skuId ?? "");
