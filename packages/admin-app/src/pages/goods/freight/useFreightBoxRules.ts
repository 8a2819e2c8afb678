import { useGoodsTranslation } from "../goodsTexts";
import { decimalRule, moneyRule } from "../wizard/rules";

/** The widths of a rate row's boxes, which its column headers share. */
export const WIDTHS = {
  regions: 280,
  first: 130,
  firstFee: 110,
  additional: 130,
  additionalFee: 110,
};

export type Billing = 1 | 2 | 3;

/** What the freight rows' boxes share: their checks and the unit names of the billing chosen. */
export function useFreightBoxRules(billing: Billing = 1) {
  const { t, i18n } = useGoodsTranslation();
  return {
    t,
    decimal: decimalRule(t("goods.field.decimal")),
    money: (label: string) => moneyRule(label, i18n.language),
    /** A region row without regions is not saved. */
    regionsRequired: {
      required: true,
      type: "array" as const,
      min: 1,
      message: t("goods.freight.regionRequired"),
    },
    /** "first piece", "first kg"… by billing. */
    unit: (key: "first" | "next") => t(`goods.freight.${key}.${billing}`),
  };
}
