import { eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { freightTemplates } from "../goods/schema.js";

/** What one piece costs to send to a region: free, a fee in cents, or no delivery there. */
export type FreightHint = { kind: "free" } | { kind: "fee"; cents: number } | { kind: "none" };

/** A city code (4 digits) lies in its province (its first 2); a rule may name either. */
const covers = (regions: readonly string[], region: string) =>
  regions.includes(region) || regions.includes(region.slice(0, 2));

/**
 * The freight of one piece of a product to `region` (a province or city code): a flat fee
 * (freightMode 1), else its template's rule for that region (first fee), free where a free rule
 * asks one piece or less and no amount, none where the template does not deliver; the template's
 * default rate (its rule with no regions) where no rule names the region. A template without a
 * rule for the region or a default, or gone, gives undefined: the page then shows no figure.
 */
export async function freightHint(
  db: Db,
  product: { freightMode: number; freightFeeCents: number; freightTemplateId: number },
  region: string,
): Promise<FreightHint | undefined> {
  if (product.freightMode !== 2) {
    return product.freightFeeCents > 0
      ? { kind: "fee", cents: product.freightFeeCents }
      : { kind: "free" };
  }
  const [template] = await db
    .select()
    .from(freightTemplates)
    .where(eq(freightTemplates.id, product.freightTemplateId));
  if (!template) return undefined;
  if (covers(template.noDelivery, region)) return { kind: "none" };
  const free = template.freeRules.find(
    (rule) =>
      covers(rule.regions, region) && rule.minAmountCents === null && (rule.minQuantity ?? 0) <= 1,
  );
  if (free) return { kind: "free" };
  // A city's own rule wins over its province's; a rule with no regions is the template's default
  // rate for every region no other rule lists.
  const rule =
    template.rules.find((r) => r.regions.includes(region)) ??
    template.rules.find((r) => covers(r.regions, region)) ??
    template.rules.find((r) => r.regions.length === 0);
  if (!rule) return undefined;
  return rule.firstFeeCents > 0 ? { kind: "fee", cents: rule.firstFeeCents } : { kind: "free" };
}
