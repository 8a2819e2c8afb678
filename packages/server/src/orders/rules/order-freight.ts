import { type TemplateItem, templateFreight } from "./freight-fee.js";
import type { CheckoutBreakdown, CheckoutLineInput, CheckoutRefusal } from "./price-checkout.js";
import { regionName } from "./region-match.js";

export type OrderFreight =
  | { ok: true; cents: number; parts: CheckoutBreakdown["freight"] }
  | { ok: false; refusal: CheckoutRefusal };

/**
 * The order's freight to the address's region, as Youzan charges it: the lines using one template
 * are priced together on their combined units (two 1 kg goods on a by-weight template are one
 * 2 kg parcel, meeting its free-shipping count or amount together), each template's fee is added
 * to the others' (not Taobao's "largest first fee, the rest as additional units"), and a product
 * with a fixed fee (统一运费) pays it once whatever the quantity or number of its SKUs. One line
 * not delivered to the region refuses the whole order, naming the goods and the region, so the
 * shopper can remove it or choose another address.
 */
export function orderFreight(
  lines: CheckoutLineInput[],
  amounts: number[],
  regionCode: string,
): OrderFreight {
  const byTemplate = new Map<number, { lineIndexes: number[]; items: TemplateItem[] }>();
  const fixedByGoods = new Map<number, number>();
  lines.forEach((line, i) => {
    if (line.freight.kind === "fixed") {
      const before = fixedByGoods.get(line.goodsId) ?? 0;
      fixedByGoods.set(line.goodsId, Math.max(before, line.freight.feeCents));
      return;
    }
    const group = byTemplate.get(line.freight.template.id) ?? { lineIndexes: [], items: [] };
    group.lineIndexes.push(i);
    group.items.push({
      quantity: line.quantity,
      weightHundredths: line.weightHundredths,
      volumeHundredths: line.volumeHundredths,
      amountCents: amounts[i]!,
    });
    byTemplate.set(line.freight.template.id, group);
  });

  const parts: CheckoutBreakdown["freight"] = [];
  for (const [templateId, group] of byTemplate) {
    const first = lines[group.lineIndexes[0]!]!;
    if (first.freight.kind !== "template") continue;
    const fee = templateFreight(first.freight.template, group.items, regionCode);
    if (!fee.ok)
      return {
        ok: false,
        refusal: {
          ok: false,
          code: "notDelivered",
          lineIndex: group.lineIndexes[0]!,
          message: {
            key: "order.notDelivered",
            params: { goods: first.title, region: regionName(regionCode) },
          },
        },
      };
    parts.push({ source: `template:${templateId}`, cents: fee.cents });
  }
  for (const [goodsId, cents] of fixedByGoods) parts.push({ source: `goods:${goodsId}`, cents });
  return { ok: true, cents: parts.reduce((sum, p) => sum + p.cents, 0), parts };
}
