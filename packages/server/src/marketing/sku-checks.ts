import type { Db } from "../db/database.js";
import type { Locale } from "../i18n/messages.js";
import type { FieldError } from "../modules/framework/types.js";
import { type SkuFacts, skuFacts } from "./goods-link.js";
import { marketingTranslator, yuan } from "./messages.js";
import { findOverlap, type PriceKind } from "./overlap-check.js";
import type { ActivityWindow } from "./rules/phase.js";

export interface PricedSku {
  skuId: number;
  /** The activity's price for it, in cents; must be below the SKU's normal price. */
  priceCents: number;
}

/**
 * The checks every price-changing activity makes of its SKUs: each exists (goods not in the
 * recycle bin), its activity price is below its normal price, and it is in no other seckill, group
 * or bargain activity at an overlapping time (the message names that activity).
 */
export async function skuErrors(
  db: Db,
  field: { key: string; label: string },
  skus: PricedSku[],
  window: ActivityWindow,
  self: { kind: PriceKind; id: number | undefined },
  locale: Locale,
): Promise<{ errors: FieldError[]; facts: Map<number, SkuFacts> }> {
  const m = marketingTranslator(locale);
  const facts = await skuFacts(
    db,
    skus.map((s) => s.skuId),
  );
  const fail = (message: string) => ({ errors: [{ field: field.key, message }], facts });
  for (const sku of skus) {
    const fact = facts.get(sku.skuId);
    if (!fact) return fail(m("mk.skuMissing", { field: field.label, sku: sku.skuId }));
    if (sku.priceCents >= fact.priceCents)
      return fail(
        m("mk.belowPrice", { field: field.label, sku: sku.skuId, price: yuan(fact.priceCents) }),
      );
  }
  const conflict = await findOverlap(
    db,
    skus.map((s) => s.skuId),
    window,
    self.id === undefined ? undefined : { kind: self.kind, id: self.id },
  );
  if (conflict) {
    const day = (d: Date) => d.toISOString().slice(0, 16).replace("T", " ");
    return fail(
      m("mk.overlap", {
        field: field.label,
        sku: conflict.skuId,
        kind: m(`kind.${conflict.kind}`),
        name: conflict.name,
        from: day(conflict.startAt),
        to: `${day(conflict.endAt)} UTC`,
      }),
    );
  }
  return { errors: [], facts };
}
