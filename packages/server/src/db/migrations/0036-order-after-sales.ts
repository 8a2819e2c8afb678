/**
 * The shopper's after-sale requests (售后, orders/after-sale.ts): one row per order line asked
 * about, so "one open request per line" is a unique index, not a check that two requests at once
 * could both pass. `state` is open until the operator approves (the line's refund ran) or rejects
 * it (with a reason the shopper reads). `units` are the line's units not yet refunded when asked.
 */
export const sql = `
CREATE TABLE order_after_sales (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id),
  line_id integer NOT NULL REFERENCES order_lines(id),
  app_user_id integer NOT NULL,
  units integer NOT NULL CHECK (units > 0),
  reason text NOT NULL,
  note text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'approved', 'rejected')),
  answer text NOT NULL DEFAULT '',
  refunded_cents bigint NOT NULL DEFAULT 0,
  decided_by text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
CREATE UNIQUE INDEX order_after_sales_open_line ON order_after_sales(line_id) WHERE state = 'open';
CREATE INDEX order_after_sales_order_idx ON order_after_sales(order_id);
CREATE INDEX order_after_sales_state_idx ON order_after_sales(state, id);
`;
