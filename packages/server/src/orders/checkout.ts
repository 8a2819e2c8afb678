import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { formatCents } from "../goods/money.js";
import { sqlRows } from "../goods/sql-rows.js";
import { takeStock } from "../goods/stock.js";
import { sweepMarketing } from "../marketing/sweep.js";
import { isUniqueViolation } from "../modules/framework/permission.js";
import { readLineActivities, seckillSweepDue, takeSeckillStock } from "./activity-facts.js";
import { type AddressRow, readAddress } from "./addresses.js";
import { type CartLine, lineProblem, readCart, unitsByGoods } from "./cart.js";
import { pricingLine, readGoodsFacts, readHeldCoupon } from "./checkout-facts.js";
import { checkTeamChoice } from "./group-team.js";
import { insertOrder } from "./insert-order.js";
import { ORDER_LOCKS } from "./locks.js";
import { newOrderNumber } from "./order-number.js";
import { type Outcome, type Refusal, refused } from "./refusal.js";
import { type CheckoutBreakdown, priceCheckout } from "./rules/price-checkout.js";
import { cartLines } from "./schema.js";
import { boughtUnits, readSkus, type SkuNow, skuTitle } from "./sku-read.js";

export interface CheckoutRequest {
  appUserId: number;
  addressId: number;
  couponClaimId?: number | undefined;
  /** The unit prices the shopper was shown, by SKU: a line whose price moved is refused. */
  expectedPrices?: Map<number, number> | undefined;
  /** The total the shopper was shown: a checkout that would charge another is refused. */
  expectedTotalCents?: number | undefined;
  remark?: string;
  /** The group-buying team the order joins when paid; without one a group order opens a team. */
  teamId?: number;
}

export interface CheckoutPlan {
  address: AddressRow;
  lines: Array<{ cart: CartLine; sku: SkuNow }>;
  pricing: CheckoutBreakdown;
}

/**
 * Everything a checkout of the shopper's selected cart lines would be, re-read now: each line's
 * product and price of today (one refusal per line that changed: gone, off sale, short of stock,
 * past its limit, or priced otherwise than the shopper was shown), the address, the coupon, and
 * the price from priceCheckout. The preview answers it; the checkout stores it.
 */
export async function planCheckout(
  db: Db,
  request: CheckoutRequest,
  now: Date,
): Promise<Outcome<CheckoutPlan>> {
  // Reads that do not wait for each other go out together: PostgreSQL answers them in one round
  // trip, and inside the checkout's transaction each round trip is time its connection is held.
  const [cart, address, coupon] = await Promise.all([
    readCart(db, request.appUserId),
    readAddress(db, request.appUserId, request.addressId),
    request.couponClaimId === undefined
      ? undefined
      : readHeldCoupon(db, request.appUserId, request.couponClaimId),
  ]);
  const selected = cart.filter((l) => l.selected);
  if (selected.length === 0) return refused({ key: "checkout.empty" });
  if (!address) return refused({ key: "checkout.address", field: "addressId" });

  const skuIds = selected.map((l) => l.skuId);
  const [skus, facts, activities] = await Promise.all([
    readSkus(db, skuIds),
    readGoodsFacts(db, skuIds),
    readLineActivities(
      db,
      request.appUserId,
      selected.map((l) => ({ goodsId: l.goodsId, skuId: l.skuId })),
      now,
    ),
  ]);
  const units = unitsByGoods(selected);
  const bought = await boughtUnits(db, request.appUserId, [...units.keys()], skus);
  const problems: Refusal[] = [];
  for (const line of selected) {
    const sku = skus.get(line.skuId);
    // A seckill's units were moved out of the goods: its line is short only of the seckill's own.
    const seckillLeft = activities.get(line.skuId)?.stockLeft;
    const problem = lineProblem(
      sku && seckillLeft !== undefined ? { ...sku, stock: seckillLeft } : sku,
      line.quantity,
      units.get(line.goodsId) ?? 0,
      bought.get(line.goodsId) ?? 0,
    );
    const field = `lines.${line.skuId}`;
    if (problem) problems.push({ ...problem, field });
    const shown = request.expectedPrices?.get(line.skuId);
    if (sku && !problem && shown !== undefined && shown !== sku.priceCents)
      problems.push({
        key: "checkout.priceChanged",
        params: { name: skuTitle(sku), was: formatCents(shown), now: formatCents(sku.priceCents) },
        field,
      });
  }
  if (problems.length > 0) return refused(...problems);

  const lines = selected.map((cart) => ({ cart, sku: skus.get(cart.skuId)! }));
  if (request.couponClaimId !== undefined && !coupon)
    return refused({ key: "checkout.coupon", field: "couponClaimId" });
  const pricing = priceCheckout({
    lines: lines.map(({ cart, sku }) =>
      pricingLine(
        facts.get(cart.skuId)!,
        { skuId: sku.skuId, title: skuTitle(sku), priceCents: sku.priceCents },
        cart.quantity,
        activities.get(sku.skuId),
      ),
    ),
    regionCode: address.region,
    ...(coupon ? { coupon } : {}),
    now,
  });
  if (!pricing.ok) return refused({ key: "checkout.changed", rule: pricing.message });
  const groupIds = [...activities.values()].flatMap((a) =>
    a.kind === "group" ? [a.activityId] : [],
  );
  const team = await checkTeamChoice(db, request.teamId, groupIds, now);
  if (team) return refused(team);
  return { ok: true, value: { address, lines, pricing } };
}

/** A refusal found inside the checkout's transaction: thrown to roll everything back. */
class Refused extends Error {
  constructor(readonly refusals: Refusal[]) {
    super(refusals[0]?.key);
  }
}

/** A started seckill's stock is not moved yet: rolled back, swept, and the checkout run again. */
class SweepFirst extends Error {}

export interface PlacedOrder {
  id: number;
  orderNo: string;
  totalCents: number;
  payDeadline: Date;
}

/**
 * Places one order from the selected cart lines, in one transaction: the plan re-read under the
 * shopper's lock; the order and its lines (a snapshot of title, spec, image and the unit price
 * charged and the activity that priced it); a seckill-priced line's units from the seckill
 * (activity-facts.ts), every other line's by one conditional UPDATE per SKU (`stock >= n`), in
 * goods then SKU order so two checkouts lock rows in the same order; the coupon claim marked used only if it is
 * still unused; the bought cart lines removed; the first timeline event. Any refusal rolls it
 * all back, so a checkout either stores an order holding its stock or changes nothing.
 */
export async function placeOrder(
  db: Db,
  request: CheckoutRequest,
  now: Date,
  payTimeoutMinutes: number,
  swept = false,
): Promise<Outcome<PlacedOrder>> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(${ORDER_LOCKS.shopper}, ${request.appUserId}::integer)`,
      );
      const [sweepDue, plan] = await Promise.all([
        swept ? false : seckillSweepDue(tx, request.appUserId, now),
        planCheckout(tx, request, now),
      ]);
      if (sweepDue) throw new SweepFirst();
      if (!plan.ok) return plan;
      const { address, lines, pricing } = plan.value;
      if (
        request.expectedTotalCents !== undefined &&
        request.expectedTotalCents !== pricing.totalCents
      )
        throw new Refused([
          { key: "checkout.totalChanged", params: { now: formatCents(pricing.totalCents) } },
        ]);

      const payDeadline = new Date(now.getTime() + payTimeoutMinutes * 60_000);
      const discountCents = pricing.discounts.reduce((sum, d) => sum + d.cents, 0);
      const priced = new Map(pricing.lines.map((l) => [l.skuId, l]));

      // Seckill-priced units come out of the seckill's own stock, before the goods' (the order the
      // marketing sweep locks them in: the activity, then the SKU), so the two never deadlock.
      const seckillOf = (skuId: number) => {
        const activity = priced.get(skuId)?.activity;
        return activity?.kind === "seckill" ? activity.activityId : undefined;
      };
      const seckillLines = lines
        .filter((l) => seckillOf(l.sku.skuId) !== undefined)
        .sort(
          (a, b) => seckillOf(a.sku.skuId)! - seckillOf(b.sku.skuId)! || a.sku.skuId - b.sku.skuId,
        );
      for (const { cart, sku } of seckillLines)
        if (!(await takeSeckillStock(tx, seckillOf(sku.skuId)!, sku.skuId, cart.quantity)))
          throw new Refused([
            {
              key: "checkout.changed",
              rule: {
                key: "order.activitySoldOut",
                params: { goods: skuTitle(sku), kind: "kind.seckill", left: 0 },
              },
              field: `lines.${sku.skuId}`,
            },
          ]);
      const byLockOrder = lines
        .filter((l) => seckillOf(l.sku.skuId) === undefined)
        .sort((a, b) => a.sku.goodsId - b.sku.goodsId || a.sku.skuId - b.sku.skuId);

      // The order (with its lines and first event, insert-order.ts), the goods' stock in lock
      // order, the coupon and the cart do not wait for each other's answers, so they are sent
      // together and PostgreSQL runs them in this order: one round trip. A refusal found in their
      // answers (or the order number drawn twice) rolls them all back.
      const [order, taken, couponUsed] = await Promise.all([
        insertOrder(
          tx,
          {
            orderNo: newOrderNumber(now),
            appUserId: request.appUserId,
            goodsCents: pricing.goodsCents,
            discountCents,
            freightCents: pricing.freightCents,
            totalCents: pricing.totalCents,
            breakdown: {
              discounts: pricing.discounts,
              freight: pricing.freight,
              coupon: pricing.coupon,
              pointsEarned: pricing.pointsEarned,
            },
            couponClaimId: pricing.coupon.status === "applied" ? pricing.coupon.claimId : null,
            itemCount: lines.reduce((sum, l) => sum + l.cart.quantity, 0),
            contact: address.contact,
            phone: address.phone,
            region: address.region,
            address: address.detail,
            remark: request.remark ?? "",
            groupTeamId: request.teamId ?? null,
            payDeadline,
            createdAt: now,
          },
          lines.map(({ cart, sku }) => {
            const line = priced.get(sku.skuId)!;
            return {
              goodsId: sku.goodsId,
              skuId: sku.skuId,
              title: sku.name,
              specText: sku.specText,
              image: sku.image,
              unitPriceCents: line.chargedUnitCents,
              quantity: cart.quantity,
              amountCents: line.goodsCents,
              activityKind: line.activity?.kind ?? null,
              activityId: line.activity?.activityId ?? null,
            };
          }),
          { actor: "shopper", detail: { totalCents: pricing.totalCents } },
        ),
        Promise.all(byLockOrder.map(({ cart, sku }) => takeStock(tx, sku.skuId, cart.quantity))),
        pricing.coupon.status === "applied"
          ? sqlRows<{ id: number }>(
              tx,
              sql`UPDATE coupon_claims SET used_at = ${now.toISOString()}::timestamptz
                  WHERE id = ${pricing.coupon.claimId} AND used_at IS NULL RETURNING id`,
            ).then((rows) => rows.length > 0)
          : true,
        tx.delete(cartLines).where(
          and(
            eq(cartLines.appUserId, request.appUserId),
            inArray(
              cartLines.id,
              lines.map((l) => l.cart.id),
            ),
          ),
        ),
      ]);
      const short = byLockOrder.find((_, i) => !taken[i]);
      if (short) {
        const left = (await readSkus(tx, [short.sku.skuId])).get(short.sku.skuId)?.stock ?? 0;
        throw new Refused([
          {
            key: "cart.stock",
            params: { name: skuTitle(short.sku), stock: left },
            field: `lines.${short.sku.skuId}`,
          },
        ]);
      }
      if (!couponUsed) throw new Refused([{ key: "checkout.couponUsed", field: "couponClaimId" }]);
      return {
        ok: true as const,
        value: {
          id: order.id,
          orderNo: order.orderNo,
          totalCents: pricing.totalCents,
          payDeadline,
        },
      };
    });
  } catch (error) {
    if (error instanceof Refused) return refused(...error.refusals);
    // Once: if another process holds the sweep, the seckill's own check still guards its stock.
    if (error instanceof SweepFirst) {
      await sweepMarketing(db, now);
      return placeOrder(db, request, now, payTimeoutMinutes, true);
    }
    // Two orders drew the same number (60 random bits a day): the shopper simply submits again.
    if (isUniqueViolation(error)) return refused({ key: "checkout.changed" });
    throw error;
  }
}
