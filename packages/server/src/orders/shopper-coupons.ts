import { parsePercentBp } from "@vitrine/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { sqlRows } from "../goods/sql-rows.js";
import { fail, ok } from "../http/envelope.js";
import { claimCoupon } from "../marketing/claim.js";
import { marketingTranslator } from "../marketing/messages.js";
import { readId } from "./input.js";
import { shopperRoute } from "./shopper-route.js";

/** One coupon the shopper holds and may use now, with its coupon's terms. */
export interface HeldCouponView {
  claimId: number;
  couponId: number;
  name: string;
  kind: number;
  amountCents: number;
  thresholdCents: number;
  percentBp: number;
  capCents: number;
  validTo: string;
}

/** The caller's claims not used yet and valid now, the soonest to expire first (at most 50). */
export async function heldCoupons(
  ctx: ServerContext,
  appUserId: number,
): Promise<HeldCouponView[]> {
  const now = ctx.now();
  const rows = await sqlRows<{
    claim_id: number;
    coupon_id: number;
    name: string;
    kind: number;
    amount_cents: number;
    threshold_cents: number;
    percent_off: string;
    cap_cents: number;
    valid_to: Date | string;
  }>(
    ctx.db,
    sql`SELECT cc.id AS claim_id, c.id AS coupon_id, c.name, c.kind, c.amount_cents,
               c.threshold_cents, c.percent_off, c.cap_cents, cc.valid_to
        FROM coupon_claims cc JOIN coupons c ON c.id = cc.coupon_id
        WHERE cc.app_user_id = ${appUserId} AND cc.used_at IS NULL
          AND cc.valid_from <= ${now.toISOString()}::timestamptz
          AND cc.valid_to > ${now.toISOString()}::timestamptz
        ORDER BY cc.valid_to, cc.id LIMIT 50`,
  );
  return rows.map((r) => ({
    claimId: Number(r.claim_id),
    couponId: Number(r.coupon_id),
    name: r.name,
    kind: Number(r.kind),
    amountCents: Number(r.amount_cents),
    thresholdCents: Number(r.threshold_cents),
    // Only the percent kind (2) has a rate; the others store 0.
    percentBp: Number(r.kind) === 2 ? (parsePercentBp(String(r.percent_off)) ?? 0) : 0,
    capCents: Number(r.cap_cents),
    validTo: new Date(r.valid_to).toISOString(),
  }));
}

/**
 * The shopper's coupons (app token): what they hold, and claiming one for themselves, by the same
 * rule as the back office's claim (marketing/claim.ts: never past the total nor the per-user limit).
 */
export function shopperCouponRoutes(app: FastifyInstance, ctx: ServerContext) {
  shopperRoute(app, ctx, "GET", "/api/app/coupons", async ({ appUserId }) =>
    ok(await heldCoupons(ctx, appUserId)),
  );

  shopperRoute(app, ctx, "POST", "/api/app/coupons/claim", async ({ appUserId, body, locale }) => {
    const m = marketingTranslator(locale);
    const couponId = readId(body.couponId);
    if (couponId === undefined) return fail(m("claim.notFound"));
    const result = await claimCoupon(ctx.db, couponId, appUserId, ctx.now());
    if (!result.ok) return fail(m(`claim.${result.reason}`, { limit: result.limit ?? 0 }));
    return ok({ claimId: result.claimId, validTo: result.validTo.toISOString() });
  });
}
