import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { ok } from "../http/envelope.js";
import type { Locale } from "../i18n/messages.js";
import { placeOrder, planCheckout } from "./checkout.js";
import { CheckoutBody, checkoutShapeRefusal, readCheckout } from "./checkout-body.js";
import { cancelUnpaidOrder } from "./close-orders.js";
import { completeShippedOrders } from "./complete-orders.js";
import { orderTeamView } from "./group-team.js";
import { payTimeoutMinutes } from "./order-config.js";
import { ORDER_NUMBER } from "./order-number.js";
import { discountLines, orderDetail, orderSummary, readOrderByNo } from "./order-view.js";
import { failWith } from "./refusal.js";
import { ruleText } from "./rules/messages.js";
import type { CheckoutBreakdown } from "./rules/price-checkout.js";
import { orders } from "./schema.js";
import { type ShopperCall, shopperPost, shopperRoute } from "./shopper-route.js";

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

  const checkoutBody = { schema: CheckoutBody, refuse: checkoutShapeRefusal };

  shopperPost(app, ctx, "/api/app/checkout/preview", checkoutBody, async (call) => {
    const request = readCheckout(call.body, call.appUserId);
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

  shopperPost(app, ctx, "/api/app/checkout", checkoutBody, async (call) => {
    const request = readCheckout(call.body, call.appUserId);
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
