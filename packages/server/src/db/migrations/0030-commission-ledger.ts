/**
 * Distribution commissions (issue 33): which distributor brought a shopper (客户绑定, level 1; the
 * distributor's own inviter in `distributors.parent_user_id` is level 2), and the ledger of what
 * each distributor earned per order. A credit is unique per distributor and order, so completing
 * an order twice credits once; a reversal (negative cents) is unique per distributor, order and
 * refund, so a retried refund reverses once.
 */
export const sql = `
CREATE TABLE shopper_distributors (
  app_user_id integer PRIMARY KEY,
  distributor_user_id integer NOT NULL,
  bound_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE commission_ledger (
  id bigserial PRIMARY KEY,
  distributor_user_id integer NOT NULL,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  level smallint NOT NULL CHECK (level IN (1, 2)),
  kind text NOT NULL CHECK (kind IN ('credit', 'reversal')),
  -- The refund a reversal answers (its number); '' for a credit.
  refund_no text NOT NULL DEFAULT '',
  cents bigint NOT NULL,
  -- Per order line: [{ "lineId", "cents" }], what the reversal of one line reads.
  lines jsonb NOT NULL DEFAULT '[]',
  at timestamptz NOT NULL
);
CREATE UNIQUE INDEX commission_ledger_credit_once ON commission_ledger(distributor_user_id, order_id)
  WHERE kind = 'credit';
CREATE UNIQUE INDEX commission_ledger_reversal_once
  ON commission_ledger(distributor_user_id, order_id, refund_no) WHERE kind = 'reversal';
CREATE INDEX commission_ledger_distributor_idx ON commission_ledger(distributor_user_id, at, id);
`;
