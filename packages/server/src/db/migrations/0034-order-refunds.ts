/**
 * The refunds record (issue 33): one row per refund, whatever started it, kept apart from the
 * order's timeline so the 退款记录 screen can list, filter and retry them.
 * - `kind`: 'order' (a paid order refunded whole), 'line' (some units of one line), 'group' (a
 *   failed group-buying team's order), 'payment' (a payment marked refundDue: a second payment of
 *   an order already paid, or a late one the order could no longer take);
 * - `refund_no` is the number the provider is given, unique, so a retry is the same refund;
 * - `state`: 'pending' (due, not tried yet), 'succeeded', 'failed' (the provider refused; `error`
 *   keeps its message as key and parameters, translated for the reader);
 * - `orders.refunded_cents`: the order's own money given back (not 'payment' rows, which give back
 *   money the order never kept), for the list, the export and the detail.
 * Existing refunds are copied from the timeline, and every refundDue payment gets a pending row, so
 * the sweep pays them back. The screen is added for the roles holding the order list, as
 * migration 0027 does for the goods wizard (its retry button for those holding order:refund); a
 * first start gets it from the contract's resources.
 */
export const sql = `
CREATE TABLE order_refunds (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  order_no varchar(32) NOT NULL,
  payment_id integer REFERENCES order_payments(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('order', 'line', 'group', 'payment')),
  refund_no text NOT NULL UNIQUE,
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  reason text NOT NULL DEFAULT '',
  actor text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'succeeded', 'failed')),
  provider text NOT NULL DEFAULT '',
  provider_refund_id text NOT NULL DEFAULT '',
  error jsonb,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_refunds_order_idx ON order_refunds(order_id);
CREATE INDEX order_refunds_created_idx ON order_refunds(created_at, id);
CREATE INDEX order_refunds_due_idx ON order_refunds(id) WHERE state <> 'succeeded';
CREATE UNIQUE INDEX order_refunds_payment_idx ON order_refunds(payment_id) WHERE payment_id IS NOT NULL;

ALTER TABLE orders ADD COLUMN refunded_cents bigint NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0);

INSERT INTO order_refunds (order_id, order_no, kind, refund_no, amount_cents, reason, actor, state,
                           provider_refund_id, attempts, created_at, updated_at)
  SELECT e.order_id, o.order_no,
         CASE WHEN e.type = 'lineRefunded' THEN 'line'
              WHEN o.group_state = 2 THEN 'group' ELSE 'order' END,
         CASE WHEN e.type = 'lineRefunded' THEN e.detail->>'refundNo' ELSE o.order_no || '-R1' END,
         coalesce((e.detail->>'cents')::bigint, (e.detail->>'refundedCents')::bigint, 0),
         coalesce(e.detail->>'reason', ''), e.actor, 'succeeded',
         coalesce(e.detail->>'providerRefundId', ''), 1, e.at, e.at
  FROM order_events e JOIN orders o ON o.id = e.order_id
  WHERE e.type IN ('refunded', 'lineRefunded')
  ON CONFLICT (refund_no) DO NOTHING;

UPDATE orders o SET refunded_cents = r.cents
  FROM (SELECT order_id, sum(amount_cents) AS cents FROM order_refunds GROUP BY order_id) r
  WHERE o.id = r.order_id;

INSERT INTO order_refunds (order_id, order_no, payment_id, kind, refund_no, amount_cents, actor,
                           provider, created_at, updated_at)
  SELECT p.order_id, o.order_no, p.id, 'payment', o.order_no || '-P' || p.id, p.paid_cents,
         'system', p.provider, p.created_at, p.created_at
  FROM order_payments p JOIN orders o ON o.id = p.order_id
  WHERE p.outcome = 'refundDue';

WITH list AS (
  SELECT id, pid FROM menus WHERE name = 'orderList' AND type = 'menu' ORDER BY id LIMIT 1
), screen AS (
  INSERT INTO menus (pid, type, title, name, path, component, is_keep_alive, sort)
  SELECT list.pid, 'menu', 'router.orderRefunds', 'orderRefunds', '/order/refunds',
    'order/refunds/index', false,
    COALESCE((SELECT max(sort) + 1 FROM menus WHERE pid = list.pid AND type = 'menu'), 0)
  FROM list
  WHERE NOT EXISTS (SELECT 1 FROM menus WHERE name = 'orderRefunds')
  RETURNING id
), buttons AS (
  INSERT INTO menus (pid, type, title, permission, sort)
  SELECT screen.id, 'button', b.title, b.permission, b.sort
  FROM screen, (VALUES ('router.btn.index', 'order:refund:index', 0),
                       ('router.btn.export', 'order:refund:export', 1),
                       ('router.btn.retry', 'order:refund:retry', 2)) AS b(title, permission, sort)
  RETURNING id, permission
), granted AS (
  SELECT DISTINCT rm.role_id FROM list, role_menus rm WHERE rm.menu_id = list.id
)
INSERT INTO role_menus (role_id, menu_id)
  SELECT granted.role_id, screen.id FROM granted, screen
  UNION ALL
  SELECT granted.role_id, buttons.id FROM granted, buttons WHERE buttons.permission <> 'order:refund:retry'
  UNION ALL
  -- Paying money back again is for the roles that may refund (order:refund), not every reader.
  SELECT DISTINCT rm.role_id, buttons.id FROM buttons, role_menus rm JOIN menus refund ON refund.id = rm.menu_id
  WHERE refund.permission = 'order:refund' AND buttons.permission = 'order:refund:retry';
`;
