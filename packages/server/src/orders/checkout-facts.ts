import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { sqlRows } from "../goods/sql-rows.js";
import type {
  CheckoutLineInput,
  FreightTemplateTerms,
  HeldCoupon,
  LineActivity,
  LineFreight,
} from "./rules/price-checkout.js";

interface GoodsFacts {
  goodsId: number;
  categoryIds: number[];
  weightHundredths: number;
  volumeHundredths: number;
  freight: LineFreight;
  pointsPerUnit: number;
}

const hundredths = (value: string | number) => Math.round(Number(value) * 100);

/**
 * What pricing needs of each SKU's product beyond the SKU itself: category path, weight and
 * volume (the SKU's own when set, else the product's), how its freight is charged, points.
 */
export async function readGoodsFacts(db: Db, skuIds: number[]): Promise<Map<number, GoodsFacts>> {
  if (skuIds.length === 0) return new Map();
  const rows = await sqlRows<{
    sku_id: number;
    goods_id: number;
    l1: number;
    l2: number;
    l3: number;
    sku_weight: string;
    sku_volume: string;
    weight: string;
    volume: string;
    freight_mode: number;
    freight_fee_cents: string | number;
    points: number;
    template_id: number | null;
    template_name: string | null;
    billing: number | null;
    rules: FreightTemplateTerms["rules"] | null;
    free_rules: FreightTemplateTerms["freeRules"] | null;
    no_delivery: string[] | null;
  }>(
    db,
    sql`SELECT s.id AS sku_id, g.id AS goods_id, g.category_l1 AS l1, g.category_l2 AS l2,
               g.category_l3 AS l3, s.weight AS sku_weight, s.volume AS sku_volume, g.weight,
               g.volume, g.freight_mode, g.freight_fee_cents, g.points, t.id AS template_id,
               t.name AS template_name, t.billing, t.rules, t.free_rules, t.no_delivery
        FROM goods_skus s JOIN goods g ON g.id = s.goods_id
        LEFT JOIN freight_templates t ON t.id = g.freight_template_id AND g.freight_mode = 2
        WHERE s.id = ANY(${`{${skuIds.join(",")}}`}::int[])`,
  );
  return new Map(
    rows.map((r) => {
      const freight: LineFreight =
        Number(r.freight_mode) === 2 && r.template_id !== null
          ? {
              kind: "template",
              template: {
                id: Number(r.template_id),
                name: r.template_name ?? "",
                billing: Number(r.billing),
                rules: r.rules ?? [],
                freeRules: r.free_rules ?? [],
                noDelivery: r.no_delivery ?? [],
              },
            }
          : { kind: "fixed", feeCents: Number(r.freight_fee_cents) };
      const skuWeight = hundredths(r.sku_weight);
      const skuVolume = hundredths(r.sku_volume);
      return [
        Number(r.sku_id),
        {
          goodsId: Number(r.goods_id),
          categoryIds: [r.l1, r.l2, r.l3].map(Number).filter((id) => id > 0),
          weightHundredths: skuWeight > 0 ? skuWeight : hundredths(r.weight),
          volumeHundredths: skuVolume > 0 ? skuVolume : hundredths(r.volume),
          freight,
          pointsPerUnit: Number(r.points),
        },
      ];
    }),
  );
}

/** A pricing line from the SKU's price and title, its product's facts and its running activity. */
export function pricingLine(
  facts: GoodsFacts,
  sku: { skuId: number; title: string; priceCents: number },
  quantity: number,
  activity?: LineActivity,
): CheckoutLineInput {
  return {
    goodsId: facts.goodsId,
    skuId: sku.skuId,
    title: sku.title,
    quantity,
    unitPriceCents: sku.priceCents,
    categoryIds: facts.categoryIds,
    weightHundredths: facts.weightHundredths,
    volumeHundredths: facts.volumeHundredths,
    freight: facts.freight,
    pointsPerUnit: facts.pointsPerUnit,
    ...(activity ? { activity } : {}),
  };
}

/** One of the shopper's coupon claims with its coupon's terms, or undefined when not theirs. */
export async function readHeldCoupon(
  db: Db,
  appUserId: number,
  claimId: number,
): Promise<HeldCoupon | undefined> {
  const [row] = await sqlRows<{
    claim_id: number;
    coupon_id: number;
    name: string;
    kind: number;
    amount_cents: number;
    threshold_cents: number;
    percent_bp: number;
    cap_cents: number;
    valid_from: Date | string;
    valid_to: Date | string;
    used_at: Date | string | null;
    scope: number;
    scope_ids: number[];
  }>(
    db,
    sql`SELECT cc.id AS claim_id, c.id AS coupon_id, c.name, c.kind, c.amount_cents,
               c.threshold_cents, round(c.percent_off * 100)::int AS percent_bp, c.cap_cents,
               cc.valid_from, cc.valid_to, cc.used_at, c.scope, c.scope_ids
        FROM coupon_claims cc JOIN coupons c ON c.id = cc.coupon_id
        WHERE cc.id = ${claimId} AND cc.app_user_id = ${appUserId}`,
  );
  if (!row) return undefined;
  return {
    claimId: Number(row.claim_id),
    couponId: Number(row.coupon_id),
    name: row.name,
    terms: {
      kind: Number(row.kind) as HeldCoupon["terms"]["kind"],
      amountCents: Number(row.amount_cents),
      thresholdCents: Number(row.threshold_cents),
      percentBp: Number(row.percent_bp),
      capCents: Number(row.cap_cents),
    },
    validFrom: new Date(row.valid_from),
    validTo: new Date(row.valid_to),
    usedAt: row.used_at === null ? null : new Date(row.used_at),
    scope: Number(row.scope),
    scopeIds: (row.scope_ids ?? []).map(Number),
  };
}
