import type { FreightTemplateTerms } from "./price-checkout.js";
import { closestList, regionContains } from "./region-match.js";

/**
 * The freight of one template for the goods of an order that use it, in integer cents.
 *
 * Units are counted in hundredths whatever the billing (a piece is 100, 1.25 kg is 125, 0.5 m³ is
 * 50), so pieces, weights and volumes share one integer formula:
 *   fee = firstFee                                           when units ≤ first
 *   fee = firstFee + ⌈(units − first) / additional⌉ × additionalFee   otherwise
 * A parcel weighing nothing (goods entered without a weight) still pays the first fee: it ships.
 */
export interface TemplateItem {
  quantity: number;
  weightHundredths: number;
  volumeHundredths: number;
  /** The goods amount of the item as charged (activity price if used), before any coupon. */
  amountCents: number;
}

export type TemplateFreight = { ok: true; cents: number; free: boolean } | { ok: false };

const BY_PIECE = 1;
const BY_WEIGHT = 2;
const BY_VOLUME = 3;

/** A decimal template unit (1, 1.5 kg, 0.25 m³) as integer hundredths. */
const hundredths = (value: number) => Math.round(value * 100);

function unitsOf(billing: number, items: TemplateItem[]): number {
  let units = 0;
  for (const item of items) {
    const perUnit =
      billing === BY_WEIGHT
        ? item.weightHundredths
        : billing === BY_VOLUME
          ? item.volumeHundredths
          : 100;
    units += perUnit * item.quantity;
  }
  return units;
}

export function templateFreight(
  template: FreightTemplateTerms,
  items: TemplateItem[],
  regionCode: string,
): TemplateFreight {
  // The most precise listing decides: a city a rule lists is delivered even when its province
  // is in 不送达, and a city in 不送达 is not, whatever its province's rule says.
  const lists = [template.noDelivery, ...template.rules.map((r) => r.regions)];
  const closest = closestList(lists, regionCode);
  if (closest === 0) return { ok: false };
  const rule =
    closest > 0 ? template.rules[closest - 1] : template.rules.find((r) => r.regions.length === 0);
  if (!rule) return { ok: false };

  const pieces = items.reduce((sum, i) => sum + i.quantity, 0);
  const amount = items.reduce((sum, i) => sum + i.amountCents, 0);
  // 包邮: a rule for the region whose every condition set (件数, 金额) the order meets.
  const free = template.freeRules.some(
    (f) =>
      f.regions.some((code) => regionContains(code, regionCode)) &&
      (f.minQuantity !== null || f.minAmountCents !== null) &&
      (f.minQuantity === null || pieces >= f.minQuantity) &&
      (f.minAmountCents === null || amount >= f.minAmountCents),
  );
  if (free) return { ok: true, cents: 0, free: true };

  const billing = [BY_PIECE, BY_WEIGHT, BY_VOLUME].includes(template.billing)
    ? template.billing
    : BY_PIECE;
  const units = unitsOf(billing, items);
  const first = hundredths(billing === BY_PIECE ? Math.round(rule.first) : rule.first);
  const step = hundredths(billing === BY_PIECE ? Math.round(rule.additional) : rule.additional);
  let cents = rule.firstFeeCents;
  // ⌈over / step⌉ in integers, never through a fraction.
  if (units > first && step > 0)
    cents += Math.floor((units - first + step - 1) / step) * rule.additionalFeeCents;
  return { ok: true, cents, free: false };
}
