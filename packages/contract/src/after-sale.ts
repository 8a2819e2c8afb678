/**
 * After-sale requests as the server answers them (server orders/after-sale-routes.ts): the order
 * desk's 售后 list and the shopper's order page read the same shapes and states.
 */

/** A request's state: waiting for the shop, refunded, or refused with a reason. */
export const AFTER_SALE_STATES = ["open", "approved", "rejected"] as const;
export type AfterSaleState = (typeof AFTER_SALE_STATES)[number];

/** The reasons a shopper picks from (the form's list), in the order it offers them. */
export const AFTER_SALE_REASONS = [
  "damaged",
  "wrongItem",
  "notAsDescribed",
  "noLongerNeeded",
  "other",
] as const;
export type AfterSaleReason = (typeof AFTER_SALE_REASONS)[number];

/** What every answer says about one request (one order line). */
export interface AfterSaleRequest {
  id: number;
  lineId: number;
  /** Units of the line asked about. */
  units: number;
  /** The reason in the reader's language. */
  reasonLabel: string;
  note: string;
  state: AfterSaleState;
  /** The shop's reason when it refused; "" otherwise. */
  answer: string;
  refundedCents: number;
  createdAt: string | null;
}

/** `GET /api/app/orders/afterSales?orderNo=`: the shopper's requests of one order. */
export interface ShopperAfterSales {
  reasons: Array<{ value: AfterSaleReason; label: string }>;
  requests: AfterSaleRequest[];
}

/** A row of `GET /api/order/afterSales` (order:index): the request with its order and line. */
export interface AfterSaleRow extends AfterSaleRequest {
  orderNo: string;
  title: string;
  specText: string;
  contact: string;
  phone: string;
}
