import type { OrderLineAnswer } from "@vitrine/contract";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import type { Locale } from "../i18n/messages.js";
import { ruleText } from "./rules/messages.js";
import type { CheckoutBreakdown } from "./rules/price-checkout.js";
import { orderEvents, orderLines, orderPayments, orders } from "./schema.js";

export type OrderRow = typeof orders.$inferSelect;

/** Order statuses: the back office's tabs and the shopper's order list read them. */
export const ORDER_STATUS = { unpaid: 0, paid: 1, shipped: 2, completed: 3, closed: 4 } as const;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The discount lines of a stored breakdown, labelled in the reader's language. */
export function discountLines(discounts: CheckoutBreakdown["discounts"], locale: Locale) {
  return discounts.map((d) => ({ rule: d.rule, cents: d.cents, label: ruleText(d.label, locale) }));
}

/** One order as both the shopper and the operator read it: breakdown, lines, timeline. */
export async function orderDetail(db: Db, row: OrderRow, locale: Locale) {
  const [lines, events, payments] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, row.id)).orderBy(asc(orderLines.id)),
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, row.id))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, row.id))
      .orderBy(asc(orderPayments.id)),
  ]);
  return {
    ...orderSummary(row),
    breakdown: {
      goodsCents: row.goodsCents,
      discounts: discountLines(row.breakdown.discounts ?? [], locale),
      discountCents: row.discountCents,
      freightCents: row.freightCents,
      totalCents: row.totalCents,
    },
    contact: row.contact,
    region: row.region,
    address: row.address,
    remark: row.remark,
    lines: lines.map(
      (l): OrderLineAnswer => ({
        id: l.id,
        goodsId: l.goodsId,
        skuId: l.skuId,
        title: l.title,
        specText: l.specText,
        image: l.image,
        unitPriceCents: l.unitPriceCents,
        quantity: l.quantity,
        amountCents: l.amountCents,
      }),
    ),
    events: events.map((e) => ({ type: e.type, actor: e.actor, detail: e.detail, at: iso(e.at) })),
    payments: payments.map((p) => ({
      provider: p.provider,
      providerTxId: p.providerTxId,
      paidCents: p.paidCents,
      outcome: p.outcome,
      at: iso(p.createdAt),
    })),
  };
}

/** What a list shows of an order. */
export function orderSummary(row: OrderRow) {
  return {
    id: row.id,
    orderNo: row.orderNo,
    status: row.status,
    totalCents: row.totalCents,
    paidCents: row.paidCents,
    refundedCents: row.refundedCents,
    itemCount: row.itemCount,
    phone: row.phone,
    carrier: row.carrier,
    trackingNo: row.trackingNo,
    parcels: row.parcels,
    closeReason: row.closeReason,
    payDeadline: iso(row.payDeadline),
    createdAt: iso(row.createdAt),
    paidAt: iso(row.paidAt),
    shippedAt: iso(row.shippedAt),
    completedAt: iso(row.completedAt),
    closedAt: iso(row.closedAt),
  };
}

export async function readOrderByNo(db: Db, orderNo: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return row;
}
