import { centsToYuan, type OrderLineAnswer } from "@vitrine/contract";

/** An order as `/api/order/detail` answers it (orders/order-view.ts). */
export interface OrderDetail {
  id: number;
  orderNo: string;
  status: number;
  totalCents: number;
  paidCents: number;
  /** The order's own money given back so far (the refunds record). */
  refundedCents?: number;
  itemCount: number;
  phone: string;
  contact: string;
  region: string;
  address: string;
  remark: string;
  carrier: string;
  trackingNo: string;
  /** Every parcel shipped (the first is carrier / trackingNo); absent on answers before 0037. */
  parcels?: Array<{ carrier: string; trackingNo: string }>;
  closeReason: string;
  payDeadline: string | null;
  createdAt: string | null;
  paidAt: string | null;
  shippedAt: string | null;
  closedAt: string | null;
  breakdown: {
    goodsCents: number;
    discounts: Array<{ rule: string; cents: number; label: string }>;
    discountCents: number;
    freightCents: number;
    totalCents: number;
  };
  lines: OrderLineAnswer[];
  events: Array<{
    type: string;
    actor: string;
    detail: Record<string, unknown>;
    at: string | null;
  }>;
}

/** Order statuses (the server's ORDER_STATUS): the tabs and which moves a row offers. */
export const ORDER_STATUS = { unpaid: 0, paid: 1, shipped: 2, completed: 3, closed: 4 } as const;

export const STATUS_COLORS: Record<number, string> = {
  0: "orange",
  1: "blue",
  2: "cyan",
  3: "green",
  4: "default",
};

/** Cents as the operator reads money: ¥12.30. */
export const yuan = (cents: unknown) => `¥${centsToYuan(Number(cents) || 0)}`;
