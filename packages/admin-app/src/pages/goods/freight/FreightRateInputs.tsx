import { Form, Input } from "antd";
import { type Billing, useFreightBoxRules, WIDTHS } from "./useFreightBoxRules";

export interface FreightRateInputsProps {
  /** The form name of the row: ["defaultRule"] or [field.name] inside the rules list. */
  path: (string | number)[];
  billing: Billing;
  /** The accessible name of a box from its column's name. */
  labelOf(column: string): string;
}

/** The four rate boxes of a row: first units, their fee, additional units, their fee. */
export function FreightRateInputs({ path, billing, labelOf }: FreightRateInputsProps) {
  const { t, decimal, money, unit } = useFreightBoxRules(billing);
  const firstPrice = t("goods.freight.firstPrice");
  const nextPrice = t("goods.freight.nextPrice");
  const boxes = [
    { key: "first", column: unit("first"), rule: decimal },
    { key: "firstFee", column: firstPrice, rule: money(firstPrice) },
    { key: "additional", column: unit("next"), rule: decimal },
    { key: "additionalFee", column: nextPrice, rule: money(nextPrice) },
  ] as const;
  return (
    <>
      {boxes.map(({ key, column, rule }) => (
        <Form.Item key={key} name={[...path, key]} rules={[rule]} noStyle>
          <Input aria-label={labelOf(column)} placeholder={column} style={{ width: WIDTHS[key] }} />
        </Form.Item>
      ))}
    </>
  );
}
