import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { sqlRows } from "../goods/sql-rows.js";
import type { orderLines, orders } from "./schema.js";

type OrderRow = Omit<
  typeof orders.$inferInsert,
  "id" | "status" | "paidCents" | "refundedCents" | "carrier" | "trackingNo" | "closeReason"
> & { orderNo: string; payDeadline: Date; createdAt: Date };
type LineRow = Omit<typeof orderLines.$inferInsert, "id" | "orderId">;

/**
 * A new unpaid order, its lines and its first timeline event in one statement (data-modifying
 * CTEs), so the checkout sends it together with its stock and coupon writes: one round trip
 * where the order row alone was one, whose id the others waited for. Lines keep the cart's order
 * (their ids follow it: WITH ORDINALITY, ORDER BY). Answers the order's id and number.
 */
export async function insertOrder(
  tx: Db,
  order: OrderRow,
  lines: readonly LineRow[],
  event: { actor: string; detail: Record<string, unknown> },
): Promise<{ id: number; orderNo: string }> {
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const lineRows = lines.map((l) => ({
    goods_id: l.goodsId,
    sku_id: l.skuId,
    title: l.title,
    spec_text: l.specText ?? "",
    image: l.image ?? "",
    unit_price_cents: l.unitPriceCents,
    quantity: l.quantity,
    amount_cents: l.amountCents,
    activity_kind: l.activityKind ?? null,
    activity_id: l.activityId ?? null,
  }));
  const [placed] = await sqlRows<{ id: number; order_no: string }>(
    tx,
    sql`WITH placed AS (
          INSERT INTO orders (order_no, app_user_id, status, goods_cents, discount_cents,
                              freight_cents, total_cents, breakdown, coupon_claim_id, item_count,
                              contact, phone, region, address, remark, group_team_id, pay_deadline,
                              created_at, updated_at)
          VALUES (${order.orderNo}, ${order.appUserId}, 0, ${order.goodsCents},
                  ${order.discountCents ?? 0}, ${order.freightCents ?? 0}, ${order.totalCents},
                  ${JSON.stringify(order.breakdown ?? {})}::jsonb, ${order.couponClaimId ?? null}::int,
                  ${order.itemCount ?? 0}, ${order.contact}, ${order.phone}, ${order.region},
                  ${order.address}, ${order.remark ?? ""}, ${order.groupTeamId ?? null}::int,
                  ${at(order.payDeadline)}, ${at(order.createdAt)}, ${at(order.createdAt)})
          RETURNING id, order_no
        ), placed_lines AS (
          INSERT INTO order_lines (order_id, goods_id, sku_id, title, spec_text, image,
                                   unit_price_cents, quantity, amount_cents, activity_kind,
                                   activity_id)
          SELECT placed.id, (l->>'goods_id')::int, (l->>'sku_id')::int, l->>'title',
                 l->>'spec_text', l->>'image', (l->>'unit_price_cents')::bigint,
                 (l->>'quantity')::int, (l->>'amount_cents')::bigint, l->>'activity_kind',
                 (l->>'activity_id')::int
          FROM placed, jsonb_array_elements(${JSON.stringify(lineRows)}::jsonb) WITH ORDINALITY
            AS e(l, n)
          ORDER BY e.n
        ), placed_event AS (
          INSERT INTO order_events (order_id, type, actor, detail, at)
          SELECT id, 'created', ${event.actor}, ${JSON.stringify(event.detail)}::jsonb,
                 ${at(order.createdAt)}
          FROM placed
        )
        SELECT id::int AS id, order_no FROM placed`,
  );
  return { id: Number(placed!.id), orderNo: placed!.order_no };
}
