import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import type { Locale } from "../i18n/messages.js";
import type { FieldError } from "../modules/framework/types.js";
import { SaveRefusal } from "../modules/framework/write-routes.js";
import { type SkuFacts, skuFacts } from "./goods-link.js";
import { marketingTranslator, skuName, yuan } from "./messages.js";
import { findOverlap, type PriceKind } from "./overlap-check.js";
import type { ActivityWindow } from "./rules/phase.js";

export interface PricedSku {
  skuId: number;
  /** The activity's price for it, in cents; must be below the SKU's normal price. */
  priceCents: number;
}

/** Where a refusal sits: the field's key and its label in the operator's language. */
export interface RefusalField {
  key: string;
  label: string;
}

/**
 * The fields an activity's SKU refusals sit under: `price` for a price not below the normal one,
 * `sku` for a SKU that is gone or held by another activity (the choice of SKU and time is what
 * clashes, not the price). A seckill has one field for both, its SKU list.
 */
export interface SkuRefusalFields {
  price: RefusalField;
  sku: RefusalField;
}

/**
 * The checks every price-changing activity makes of its SKUs: each exists (goods not in the
 * recycle bin), its activity price is below its normal price, and it is in no other seckill, group
 * or bargain activity at an overlapping time (the message names that activity). SKUs are named by
 * their goods and spec values.
 */
export async function skuErrors(
  db: Db,
  fields: SkuRefusalFields,
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
  const fail = (field: RefusalField, message: string) => ({
    errors: [{ field: field.key, message }],
    facts,
  });
  for (const sku of skus) {
    const fact = facts.get(sku.skuId);
    if (!fact)
      return fail(fields.sku, m("mk.skuMissing", { field: fields.sku.label, sku: sku.skuId }));
    if (sku.priceCents >= fact.priceCents)
      return fail(
        fields.price,
        m("mk.belowPrice", {
          field: fields.price.label,
          sku: skuName(fact, locale),
          price: yuan(fact.priceCents),
        }),
      );
  }
  const errors = await overlapErrors(
    db,
    fields.sku,
    skus.map((s) => s.skuId),
    window,
    self,
    locale,
  );
  return { errors, facts };
}

/** The refusal naming the first other activity that holds one of `skuIds` at an overlapping time. */
export async function overlapErrors(
  db: Db,
  field: RefusalField,
  skuIds: number[],
  window: ActivityWindow,
  self: { kind: PriceKind; id: number | undefined },
  locale: Locale,
): Promise<FieldError[]> {
  const conflict = await findOverlap(
    db,
    skuIds,
    window,
    self.id === undefined ? undefined : { kind: self.kind, id: self.id },
  );
  if (!conflict) return [];
  const m = marketingTranslator(locale);
  const fact = (await skuFacts(db, [conflict.skuId])).get(conflict.skuId);
  const day = (d: Date) => d.toISOString().slice(0, 16).replace("T", " ");
  const message = m("mk.overlap", {
    field: field.label,
    // A SKU held by an activity exists; its goods may since have gone to the recycle bin.
    sku: fact ? skuName(fact, locale) : `SKU ${conflict.skuId}`,
    kind: m(`kind.${conflict.kind}`),
    name: conflict.name,
    from: day(conflict.startAt),
    to: `${day(conflict.endAt)} UTC`,
  });
  return [{ field: field.key, message }];
}

// First key of the two-key advisory lock a save takes per SKU (the second is the SKU id); apart
// from the other areas' locks (727_0NN, NN the issue).
export const SKU_LOCK = 727_021;

/**
 * The overlap check again inside the save's transaction, under a transaction-scoped advisory lock
 * per SKU: `validate` runs before the transaction, so two saves of one SKU at the same moment
 * could both pass it. The locks make saves that share a SKU queue here; once one commits, the
 * next one's check (a new snapshot per statement in READ COMMITTED) sees its row and refuses,
 * rolling its own save back (SaveRefusal answers code 1 with the message). Locks are taken in
 * ascending SKU order so two saves of overlapping SKU lists cannot deadlock.
 */
export async function lockAndRecheckOverlap(
  tx: Db,
  field: RefusalField,
  skuIds: number[],
  window: ActivityWindow,
  self: { kind: PriceKind; id: number },
  locale: Locale,
): Promise<void> {
  const ids = [...new Set(skuIds)].sort((a, b) => a - b);
  for (const id of ids)
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SKU_LOCK}, ${id}::integer)`);
  const errors = await overlapErrors(tx, field, ids, window, self, locale);
  if (errors.length > 0) throw new SaveRefusal(errors);
}
