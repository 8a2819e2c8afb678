import type { Refusal } from "./refusal.js";
import { type SkuNow, skuTitle } from "./sku-read.js";

/**
 * Whether `units` of one product (all its SKUs in the cart or the order together) keep within its
 * purchase limit: per order, or per shopper counting what they bought in orders not closed.
 */
export function purchaseLimitRefusal(
  sku: SkuNow,
  units: number,
  bought: number,
): Refusal | undefined {
  if (sku.purchaseLimit <= 0) return undefined;
  const name = skuTitle({ name: sku.name, specText: "" });
  if (sku.purchaseLimitMode === 1 && units > sku.purchaseLimit)
    return { key: "cart.limitOrder", params: { name, limit: sku.purchaseLimit } };
  if (sku.purchaseLimitMode === 2 && units + bought > sku.purchaseLimit)
    return { key: "cart.limitShopper", params: { name, limit: sku.purchaseLimit, bought } };
  return undefined;
}
