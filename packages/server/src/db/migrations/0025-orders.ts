/**
 * Orders (issue 33): shoppers' addresses, cart lines, orders with their lines, payments and
 * timeline, and the order screen's menu rows for databases seeded before orders existed.
 *
 * Money is integer cents. An order's number is its public name (the shopper reads it, a payment
 * provider echoes it back): a date prefix and random base32, unique, so it names one order and
 * cannot be guessed from another. A payment's provider transaction id is unique per provider: a
 * notification that arrives twice finds its row and pays nothing again.
 *
 * Status: 0 待付款 (unpaid, stock reserved until `pay_deadline`), 1 待发货 (paid), 2 已发货
 * (shipped), 3 已完成 (completed), 4 已关闭 (closed: cancelled or timed out, stock given back).
 */
export const sql = `
CREATE TABLE shopper_addresses (
  id serial PRIMARY KEY,
  app_user_id integer NOT NULL,
  contact text NOT NULL,
  phone varchar(20) NOT NULL,
  region varchar(12) NOT NULL,
  detail text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shopper_addresses_user_idx ON shopper_addresses(app_user_id);
-- One default address per shopper, whatever two saves do at once.
CREATE UNIQUE INDEX shopper_addresses_one_default ON shopper_addresses(app_user_id) WHERE is_default;

CREATE TABLE cart_lines (
  id serial PRIMARY KEY,
  app_user_id integer NOT NULL,
  goods_id integer NOT NULL,
  sku_id integer NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  selected boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (app_user_id, sku_id)
);

CREATE TABLE orders (
  id serial PRIMARY KEY,
  order_no varchar(32) NOT NULL UNIQUE,
  app_user_id integer NOT NULL,
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 4),
  goods_cents bigint NOT NULL CHECK (goods_cents >= 0),
  discount_cents bigint NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  freight_cents bigint NOT NULL DEFAULT 0 CHECK (freight_cents >= 0),
  total_cents bigint NOT NULL CHECK (total_cents >= 0),
  paid_cents bigint NOT NULL DEFAULT 0 CHECK (paid_cents >= 0),
  -- The breakdown as priced at checkout (discount by rule), shown again in the detail.
  breakdown jsonb NOT NULL DEFAULT '{}',
  coupon_claim_id integer,
  item_count integer NOT NULL DEFAULT 0,
  -- The address as it was when ordering: a later edit of the address book changes no order.
  contact text NOT NULL,
  phone varchar(20) NOT NULL,
  region varchar(12) NOT NULL,
  address text NOT NULL,
  remark text NOT NULL DEFAULT '',
  carrier text NOT NULL DEFAULT '',
  tracking_no text NOT NULL DEFAULT '',
  close_reason text NOT NULL DEFAULT '',
  pay_deadline timestamptz NOT NULL,
  paid_at timestamptz,
  shipped_at timestamptz,
  completed_at timestamptz,
  closed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_status_created_idx ON orders(status, created_at, id);
CREATE INDEX orders_created_idx ON orders(created_at, id);
CREATE INDEX orders_user_idx ON orders(app_user_id, created_at);
CREATE INDEX orders_phone_idx ON orders(phone);
-- The timeout sweep reads only unpaid orders past their deadline.
CREATE INDEX orders_unpaid_deadline_idx ON orders(pay_deadline) WHERE status = 0;

CREATE TABLE order_lines (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  goods_id integer NOT NULL,
  sku_id integer NOT NULL,
  title text NOT NULL,
  spec_text text NOT NULL DEFAULT '',
  image text NOT NULL DEFAULT '',
  unit_price_cents bigint NOT NULL CHECK (unit_price_cents >= 0),
  quantity integer NOT NULL CHECK (quantity > 0),
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0)
);
CREATE INDEX order_lines_order_idx ON order_lines(order_id);

CREATE TABLE order_payments (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  provider text NOT NULL,
  provider_tx_id text NOT NULL,
  paid_cents bigint NOT NULL CHECK (paid_cents >= 0),
  -- 'paid': the payment that paid the order; 'refundDue': money for an order already paid or closed.
  outcome text NOT NULL DEFAULT 'paid',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, provider_tx_id)
);
CREATE INDEX order_payments_order_idx ON order_payments(order_id);

CREATE TABLE order_events (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  type text NOT NULL,
  -- 'shopper', 'system', 'provider' or an operator's user name.
  actor text NOT NULL DEFAULT '',
  detail jsonb NOT NULL DEFAULT '{}',
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_events_order_idx ON order_events(order_id, at, id);

-- A database seeded before orders existed gets the order directory, its list screen and the
-- screen's buttons, granted to the admin role; a first start gets them from seed/menu-tree.ts.
WITH dir AS (
  INSERT INTO menus (pid, type, title, name, path, component, redirect, icon, is_keep_alive, sort)
  SELECT 0, 'menu', 'router.orderIndex', 'orderIndex', '/order', 'layout/routerView/parent',
         '/order/list', 'ProfileOutlined', false, (SELECT coalesce(max(sort), 0) + 1 FROM menus WHERE pid = 0)
  WHERE EXISTS (SELECT 1 FROM roles WHERE sign = 'admin')
    AND NOT EXISTS (SELECT 1 FROM menus WHERE name = 'orderIndex')
  RETURNING id
), screen AS (
  INSERT INTO menus (pid, type, title, name, path, component, is_keep_alive, sort)
  SELECT dir.id, 'menu', 'router.orderList', 'orderList', '/order/list', 'order/list/index', false, 0
  FROM dir
  RETURNING id
), buttons AS (
  INSERT INTO menus (pid, type, title, permission, sort)
  SELECT screen.id, 'button', 'router.btn.' || b.action, 'order:' || b.action, b.sort
  FROM screen, (VALUES ('index', 0), ('export', 1), ('ship', 2), ('cancel', 3)) AS b(action, sort)
  RETURNING id
), granted AS (
  SELECT id FROM dir UNION ALL SELECT id FROM screen UNION ALL SELECT id FROM buttons
)
INSERT INTO role_menus (role_id, menu_id)
  SELECT r.id, g.id FROM roles r, granted g WHERE r.sign = 'admin';
`;
