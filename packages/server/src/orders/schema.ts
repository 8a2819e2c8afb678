import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import type { PaymentMessage } from "./payment/provider.js";
import type { CheckoutBreakdown } from "./rules/price-checkout.js";

/** Tables of the orders area; they mirror db/migrations/0025-orders.ts column for column. */

const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: "number" });

export const shopperAddresses = pgTable("shopper_addresses", {
  id: serial("id").primaryKey(),
  appUserId: integer("app_user_id").notNull(),
  contact: text("contact").notNull(),
  phone: varchar("phone", { length: 20 }).notNull(),
  region: varchar("region", { length: 12 }).notNull(),
  detail: text("detail").notNull(),
  isDefault: boolean("is_default").notNull().default(false),
  createdAt: at("created_at").notNull().defaultNow(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

export const cartLines = pgTable("cart_lines", {
  id: serial("id").primaryKey(),
  appUserId: integer("app_user_id").notNull(),
  goodsId: integer("goods_id").notNull(),
  skuId: integer("sku_id").notNull(),
  quantity: integer("quantity").notNull(),
  selected: boolean("selected").notNull().default(true),
  createdAt: at("created_at").notNull().defaultNow(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/** The price as priceCheckout gave it at checkout: each rule's discount, freight, the coupon. */
export interface OrderBreakdown {
  discounts?: CheckoutBreakdown["discounts"];
  freight?: CheckoutBreakdown["freight"];
  coupon?: CheckoutBreakdown["coupon"];
  pointsEarned?: number;
}

/** One parcel of a shipment: its carrier and tracking number. */
export interface Parcel {
  carrier: string;
  trackingNo: string;
}

export const orders = pgTable("orders", {
  id: serial("id").primaryKey(),
  orderNo: varchar("order_no", { length: 32 }).notNull(),
  appUserId: integer("app_user_id").notNull(),
  status: smallint("status").notNull().default(0),
  goodsCents: money("goods_cents").notNull(),
  discountCents: money("discount_cents").notNull().default(0),
  freightCents: money("freight_cents").notNull().default(0),
  totalCents: money("total_cents").notNull(),
  paidCents: money("paid_cents").notNull().default(0),
  breakdown: jsonb("breakdown").$type<OrderBreakdown>().notNull().default({}),
  couponClaimId: integer("coupon_claim_id"),
  itemCount: integer("item_count").notNull().default(0),
  contact: text("contact").notNull(),
  phone: varchar("phone", { length: 20 }).notNull(),
  region: varchar("region", { length: 12 }).notNull(),
  address: text("address").notNull(),
  remark: text("remark").notNull().default(""),
  carrier: text("carrier").notNull().default(""),
  trackingNo: text("tracking_no").notNull().default(""),
  /** Every parcel shipped, first one also in carrier / trackingNo (migration 0037). */
  parcels: jsonb("parcels").$type<Parcel[]>().notNull().default([]),
  closeReason: text("close_reason").notNull().default(""),
  payDeadline: at("pay_deadline").notNull(),
  paidAt: at("paid_at"),
  shippedAt: at("shipped_at"),
  completedAt: at("completed_at"),
  closedAt: at("closed_at"),
  createdAt: at("created_at").notNull().defaultNow(),
  updatedAt: at("updated_at").notNull().defaultNow(),
  /** The group-buying team asked to join, then the one paid into (migration 0033). */
  groupTeamId: integer("group_team_id"),
  /** Null without a group line; 0 team waiting, 1 team filled (shippable), 2 failed. */
  groupState: smallint("group_state"),
  /** The order's own money given back so far (migration 0034, order_refunds). */
  refundedCents: money("refunded_cents").notNull().default(0),
});

export const orderLines = pgTable("order_lines", {
  id: serial("id").primaryKey(),
  orderId: integer("order_id").notNull(),
  goodsId: integer("goods_id").notNull(),
  skuId: integer("sku_id").notNull(),
  title: text("title").notNull(),
  specText: text("spec_text").notNull().default(""),
  image: text("image").notNull().default(""),
  unitPriceCents: money("unit_price_cents").notNull(),
  quantity: integer("quantity").notNull(),
  amountCents: money("amount_cents").notNull(),
  /** The activity whose price was charged (migration 0029), null at the sale price. */
  activityKind: text("activity_kind").$type<"seckill" | "group" | "bargain">(),
  activityId: integer("activity_id"),
});

export const orderPayments = pgTable("order_payments", {
  id: serial("id").primaryKey(),
  orderId: integer("order_id").notNull(),
  provider: text("provider").notNull(),
  providerTxId: text("provider_tx_id").notNull(),
  paidCents: money("paid_cents").notNull(),
  outcome: text("outcome").notNull().default("paid"),
  createdAt: at("created_at").notNull().defaultNow(),
});

export const orderEvents = pgTable("order_events", {
  id: serial("id").primaryKey(),
  orderId: integer("order_id").notNull(),
  type: text("type").notNull(),
  actor: text("actor").notNull().default(""),
  detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
  at: at("at").notNull().defaultNow(),
});

/** Every refund, whatever started it (migration 0034; refunds-record.ts writes them). */
export const orderRefunds = pgTable("order_refunds", {
  id: serial("id").primaryKey(),
  orderId: integer("order_id").notNull(),
  orderNo: varchar("order_no", { length: 32 }).notNull(),
  paymentId: integer("payment_id"),
  kind: text("kind").$type<RefundKind>().notNull(),
  refundNo: text("refund_no").notNull(),
  amountCents: money("amount_cents").notNull(),
  reason: text("reason").notNull().default(""),
  actor: text("actor").notNull().default(""),
  state: text("state").$type<RefundState>().notNull().default("pending"),
  provider: text("provider").notNull().default(""),
  providerRefundId: text("provider_refund_id").notNull().default(""),
  /** The provider's refusal of the last attempt, translated for the reader. */
  error: jsonb("error").$type<PaymentMessage>(),
  attempts: integer("attempts").notNull().default(0),
  createdAt: at("created_at").notNull().defaultNow(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

export type RefundKind = "order" | "line" | "group" | "payment";
export type RefundState = "pending" | "succeeded" | "failed";
