import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { ok } from "../http/envelope.js";
import type { Locale } from "../i18n/messages.js";
import { type CheckoutRequest, placeOrder, planCheckout } from "./checkout.js";
import { cancelUnpaidOrder } from "./close-orders.js";
import { completeShippedOrders } from "./complete-orders.js";
import { orderTeamView } from "./group-team.js";
import { badId, readId } from "./input.js";
import { payTimeoutMinutes } from "./order-config.js";
import { ORDER_NUMBER } from "./order-number.js";
import { discountLines, orderDetail, orderSummary, readOrderByNo } from "./order-view.js";
import { failWith, type Refusal } from "./refusal.js";
import { ruleText } from "./rules/messages.js";
import type { CheckoutBreakdown } from "./rules/price-checkout.js";
import { orders } from "./schema.js";
import { type ShopperCall, shopperRoute } from "./shopper-route.js";

/** The checkout body read into a request, or the refusal of its first bad field. */
function readCheckout(call: ShopperCall): CheckoutRequest | Refusal {
  const { body, appUserId } = call;
  const addressId = readId(body.addressId);
  if (addressId === undefined) return badId("addressId");
  const request: CheckoutRequest = { appUserId, addressId };
  if (
    body.couponClaimId !== undefined &&
    body.couponClaimId !== null &&
    body.couponClaimId !== ""
  ) {
    const claim = readId(body.couponClaimId);
    if (claim === undefined) return { key: "checkout.coupon", field: "couponClaimId" };
    request.couponClaimId = claim;
  }
  if (Array.isArray(body.expectedPrices)) {
    const shown = new Map<number, number>();
    for (const item of body.expectedPrices.slice(0, 200) as Array<Record<string, unknown>>) {
      const skuId = readId(item?.skuId);
      const cents = Number(item?.priceCents);
      if (skuId !== undefined && Number.isSafeInteger(cents) && cents >= 0) shown.set(skuId, cents);
    }
    request.expectedPrices = shown;
  }
  const total = Number(body.expectedTotalCents);
  if (body.expectedTotalCents !== undefined && Number.isSafeInteger(total) && total >= 0)
    request.expectedTotalCents = total;
  // A group order joins the team shared with the shopper (`?team=`); without one it opens its own.
  if (body.teamId !== undefined && body.teamId !== null && body.teamId !== "") {
    const teamId = readId(body.teamId);
    if (teamId === undefined) return { key: "group.badTeam", field: "teamId" };
    request.teamId = teamId;
  }
  if (typeof body.remark === "string") {
    if ([...body.remark].length > 200) return { key: "checkout.remark", field: "remark" };
    request.remark = body.remark.trim();
  }
  return request;
}

function pricingView(pricing: CheckoutBreakdown, locale: Locale) {
  return {
    goodsCents: pricing.goodsCents,
    discounts: discountLines(pricing.discounts, locale),
    freightCents: pricing.freightCents,
    totalCents: pricing.totalCents,
    pointsEarned: pricing.pointsEarned,
    coupon:
      pricing.coupon.status === "notApplicable"
        ? { status: "notApplicable", reason: ruleText(pricing.coupon.reason, locale) }
        : pricing.coupon,
  };
}

/**
 * The shopper's checkout and orders (app token; orders/API.md): the preview of the selected cart
 * lines' price, placing the order, their own orders and cancelling an unpaid one.
 */
export function checkoutRoutes(app: FastifyInstance, ctx: ServerContext) {
  const timeout = payTimeoutMinutes(ctx.env);

  shopperRoute(app, ctx, "POST", "/api/app/checkout/preview", async (call) => {
    const request = readCheckout(call);
    if ("key" in request) return failWith(call.t, [request], call.locale);
    const plan = await planCheckout(ctx.db, request, ctx.now());
    if (!plan.ok) return failWith(call.t, plan.refusals, call.locale);
    const { pricing, lines } = plan.value;
    const priced = new Map(pricing.lines.map((l) => [l.skuId, l]));
    return ok({
      ...pricingView(pricing, call.locale),
      lines: lines.map(({ cart, sku }) => ({
        skuId: sku.skuId,
        name: sku.name,
        specText: sku.specText,
        image: sku.image,
        quantity: cart.quantity,
        unitPriceCents: sku.priceCents,
        chargedUnitCents: priced.get(sku.skuId)?.chargedUnitCents ?? sku.priceCents,
        payCents: priced.get(sku.skuId)?.payCents ?? 0,
      })),
    });
  });

  shopperRoute(app, ctx, "POST", "/api/app/checkout", async (call) => {
    const request = readCheckout(call);
    if ("key" in request) return failWith(call.t, [request], call.locale);
    const placed = await placeOrder(ctx.db, request, ctx.now(), timeout);
    if (!placed.ok) return failWith(call.t, placed.refusals, call.locale);
    return ok({
      orderNo: placed.value.orderNo,
      totalCents: placed.value.totalCents,
      payDeadline: placed.value.payDeadline.toISOString(),
    });
  });

  shopperRoute(app, ctx, "GET", "/api/app/orders", async ({ appUserId }) => {
    const rows = await ctx.db
      .select()
      .from(orders)
      .where(eq(orders.appUserId, appUserId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(100);
    return ok(rows.map(orderSummary));
  });

  /** The caller's own order by its number; another shopper's is as absent as a missing one. */
  const ownOrder = async (call: ShopperCall, raw: unknown) => {
    const orderNo = typeof raw === "string" ? raw.trim().toUpperCase() : "";
    if (!ORDER_NUMBER.test(orderNo)) return undefined;
    const row = await readOrderByNo(ctx.db, orderNo);
    return row && row.appUserId === call.appUserId ? row : undefined;
  };

  shopperRoute(app, ctx, "GET", "/api/app/orders/detail", async (call) => {
    const row = await ownOrder(call, call.query.orderNo);
    if (!row) return failWith(call.t, [{ key: "order.notFound", field: "orderNo" }]);
    const group = await orderTeamView(ctx.db, row);
    return ok({ ...(await orderDetail(ctx.db, row, call.locale)), group });
  });

  shopperRoute(app, ctx, "POST", "/api/app/orders/cancel", async (call) => {
    const row = await ownOrder(call, call.body.orderNo);
    if (!row) return failWith(call.t, [{ key: "order.notFound", field: "orderNo" }]);
    const done = await cancelUnpaidOrder(
      ctx.db,
      row.id,
      "shopper",
      "shopper",
      ctx.now(),
      call.appUserId,
    );
    if (!done) return failWith(call.t, [{ key: "order.notUnpaid" }]);
    const [after] = await ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, row.id)));
    return ok(orderSummary(after!));
  });

  shopperRoute(app, ctx, "POST", "/api/app/orders/confirm", async (call) => {
    const row = await ownOrder(call, call.body.orderNo);
    if (!row) return failWith(call.t, [{ key: "order.notFound", field: "orderNo" }]);
    const done = await completeShippedOrders(ctx.db, ctx.now(), {
      ids: [row.id],
      owner: call.appUserId,
    });
    if (done.length === 0) return failWith(call.t, [{ key: "order.notShipped" }]);
    const [after] = await ctx.db.select().from(orders).where(eq(orders.id, row.id));
    return ok(orderSummary(after!));
  });
}
