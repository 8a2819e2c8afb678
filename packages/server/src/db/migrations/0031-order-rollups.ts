/**
 * The dashboard's order figures (dashboard/order-figures.ts) read orders by the time they were
 * paid and refunded. Partial indexes: unpaid and closed-unpaid orders, the most numerous rows of a
 * busy shop, are not in them, and the checkout's INSERT of an unpaid order touches neither.
 */
export const sql = `
CREATE INDEX orders_paid_at_idx ON orders(paid_at) INCLUDE (paid_cents, app_user_id)
  WHERE paid_at IS NOT NULL;
CREATE INDEX orders_refunded_at_idx ON orders(closed_at) INCLUDE (paid_cents)
  WHERE close_reason = 'refunded';
`;
