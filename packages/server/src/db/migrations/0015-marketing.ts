/**
 * Marketing (issue 21): coupons and their claims, seckill, group buying and bargain activities with
 * the app side's groups and bargains, and distribution. Goods, SKUs and app users are referred to
 * by plain integer columns with an index, no foreign key, so this migration stands alone.
 *
 * Every activity has `start_at`/`end_at` (half-open window), `closed_at` (closed early by an
 * operator) and `phase`, a copy of marketing/rules/phase.ts's answer kept current by the sweep
 * (0 未开始, 1 进行中, 2 已结束, 3 已关闭), so the list's status tabs are a plain filter.
 * Money is integer cents; rates are numeric(5,2) percent, exact.
 */
export const sql = `
CREATE TABLE coupons (
  id serial PRIMARY KEY,
  name text NOT NULL,
  kind smallint NOT NULL CHECK (kind IN (1, 2, 3)),
  amount_cents integer NOT NULL DEFAULT 0 CHECK (amount_cents >= 0),
  threshold_cents integer NOT NULL DEFAULT 0 CHECK (threshold_cents >= 0),
  percent_off numeric(5,2) NOT NULL DEFAULT 0 CHECK (percent_off >= 0 AND percent_off <= 100),
  cap_cents integer NOT NULL DEFAULT 0 CHECK (cap_cents >= 0),
  total integer NOT NULL CHECK (total > 0),
  left_count integer NOT NULL CHECK (left_count >= 0),
  per_user_limit integer NOT NULL DEFAULT 1 CHECK (per_user_limit > 0),
  validity_type smallint NOT NULL DEFAULT 1 CHECK (validity_type IN (1, 2)),
  valid_from timestamptz,
  valid_to timestamptz,
  valid_days integer NOT NULL DEFAULT 0,
  scope smallint NOT NULL DEFAULT 1 CHECK (scope IN (1, 2, 3)),
  scope_ids integer[] NOT NULL DEFAULT '{}',
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  closed_at timestamptz,
  phase smallint NOT NULL DEFAULT 0,
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (left_count <= total)
);
CREATE INDEX coupons_phase_idx ON coupons(phase, id);
-- One row per coupon a user holds; seq numbers a user's claims of one coupon (1..per_user_limit),
-- so the unique index refuses an extra claim even if the count check were raced.
CREATE TABLE coupon_claims (
  id bigserial PRIMARY KEY,
  coupon_id integer NOT NULL REFERENCES coupons(id) ON DELETE CASCADE,
  app_user_id integer NOT NULL,
  seq integer NOT NULL,
  claimed_at timestamptz NOT NULL,
  valid_from timestamptz NOT NULL,
  valid_to timestamptz NOT NULL,
  used_at timestamptz,
  UNIQUE (coupon_id, app_user_id, seq)
);
CREATE INDEX coupon_claims_user_idx ON coupon_claims(app_user_id);

CREATE TABLE seckill_activities (
  id serial PRIMARY KEY,
  name text NOT NULL,
  per_user_limit integer NOT NULL DEFAULT 1 CHECK (per_user_limit > 0),
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  closed_at timestamptz,
  phase smallint NOT NULL DEFAULT 0,
  -- 0 stock not yet taken from the SKUs, 1 taken (activity live), 2 given back.
  stock_state smallint NOT NULL DEFAULT 0,
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX seckill_activities_phase_idx ON seckill_activities(phase, id);
CREATE TABLE seckill_skus (
  id serial PRIMARY KEY,
  activity_id integer NOT NULL REFERENCES seckill_activities(id) ON DELETE CASCADE,
  goods_id integer NOT NULL,
  sku_id integer NOT NULL,
  seckill_price_cents integer NOT NULL CHECK (seckill_price_cents >= 0),
  seckill_stock integer NOT NULL CHECK (seckill_stock > 0),
  -- What was actually taken from the SKU at the start, and sold since; the rest goes back at the end.
  taken integer NOT NULL DEFAULT 0,
  sold integer NOT NULL DEFAULT 0,
  UNIQUE (activity_id, sku_id)
);
CREATE INDEX seckill_skus_sku_idx ON seckill_skus(sku_id);

CREATE TABLE group_activities (
  id serial PRIMARY KEY,
  name text NOT NULL,
  goods_id integer NOT NULL,
  sku_id integer NOT NULL,
  group_price_cents integer NOT NULL CHECK (group_price_cents >= 0),
  group_size integer NOT NULL CHECK (group_size BETWEEN 2 AND 100),
  hours_open integer NOT NULL CHECK (hours_open > 0),
  per_user_limit integer NOT NULL DEFAULT 1 CHECK (per_user_limit > 0),
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  closed_at timestamptz,
  phase smallint NOT NULL DEFAULT 0,
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX group_activities_sku_idx ON group_activities(sku_id);
CREATE INDEX group_activities_phase_idx ON group_activities(phase, id);
-- A group a shopper opened: 0 open, 1 filled, 2 failed (not filled before expires_at).
CREATE TABLE group_teams (
  id serial PRIMARY KEY,
  activity_id integer NOT NULL REFERENCES group_activities(id) ON DELETE CASCADE,
  leader_user_id integer NOT NULL,
  size integer NOT NULL,
  joined integer NOT NULL DEFAULT 1,
  status smallint NOT NULL DEFAULT 0,
  opened_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  CHECK (joined <= size)
);
CREATE INDEX group_teams_open_idx ON group_teams(status, expires_at);
CREATE TABLE group_members (
  team_id integer NOT NULL REFERENCES group_teams(id) ON DELETE CASCADE,
  app_user_id integer NOT NULL,
  joined_at timestamptz NOT NULL,
  PRIMARY KEY (team_id, app_user_id)
);
CREATE INDEX group_members_user_idx ON group_members(app_user_id);

CREATE TABLE bargain_activities (
  id serial PRIMARY KEY,
  name text NOT NULL,
  goods_id integer NOT NULL,
  sku_id integer NOT NULL,
  start_price_cents integer NOT NULL,
  floor_price_cents integer NOT NULL CHECK (floor_price_cents >= 0),
  helpers_needed integer NOT NULL CHECK (helpers_needed BETWEEN 1 AND 1000),
  hours_open integer NOT NULL CHECK (hours_open > 0),
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  closed_at timestamptz,
  phase smallint NOT NULL DEFAULT 0,
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (start_price_cents - floor_price_cents >= helpers_needed)
);
CREATE INDEX bargain_activities_sku_idx ON bargain_activities(sku_id);
CREATE INDEX bargain_activities_phase_idx ON bargain_activities(phase, id);
-- A shopper's bargain: 0 going, 1 reached the floor, 2 expired.
CREATE TABLE bargain_records (
  id serial PRIMARY KEY,
  activity_id integer NOT NULL REFERENCES bargain_activities(id) ON DELETE CASCADE,
  app_user_id integer NOT NULL,
  price_cents integer NOT NULL,
  floor_price_cents integer NOT NULL,
  helpers_needed integer NOT NULL,
  helps_done integer NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 0,
  started_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  CHECK (price_cents >= floor_price_cents)
);
CREATE INDEX bargain_records_open_idx ON bargain_records(status, expires_at);
CREATE INDEX bargain_records_user_idx ON bargain_records(app_user_id);
CREATE TABLE bargain_helps (
  record_id integer NOT NULL REFERENCES bargain_records(id) ON DELETE CASCADE,
  helper_user_id integer NOT NULL,
  cut_cents integer NOT NULL CHECK (cut_cents >= 1),
  helped_at timestamptz NOT NULL,
  PRIMARY KEY (record_id, helper_user_id)
);

CREATE TABLE distribution_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  enabled boolean NOT NULL DEFAULT false,
  levels smallint NOT NULL DEFAULT 1 CHECK (levels IN (1, 2)),
  level1_rate numeric(5,2) NOT NULL DEFAULT 0 CHECK (level1_rate BETWEEN 0 AND 100),
  level2_rate numeric(5,2) NOT NULL DEFAULT 0 CHECK (level2_rate BETWEEN 0 AND 100),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE distribution_goods (
  id serial PRIMARY KEY,
  goods_id integer NOT NULL UNIQUE,
  level1_rate numeric(5,2) NOT NULL CHECK (level1_rate BETWEEN 0 AND 100),
  level2_rate numeric(5,2) NOT NULL DEFAULT 0 CHECK (level2_rate BETWEEN 0 AND 100),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Distributors are app users (app_users.is_distributor); this table keeps their earnings and who
-- invited them (parent_user_id, for the second level), keyed by the app user's id.
CREATE TABLE distributors (
  id serial PRIMARY KEY,
  app_user_id integer NOT NULL UNIQUE,
  parent_user_id integer,
  nickname text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  earnings_cents bigint NOT NULL DEFAULT 0,
  withdrawn_cents bigint NOT NULL DEFAULT 0,
  orders integer NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX distributors_parent_idx ON distributors(parent_user_id);

-- A database seeded before marketing existed gets the five screens' buttons here, granted to the
-- admin role; a first start gets them from the seeded menu tree (seed/menu-tree.ts).
WITH screens AS (
  SELECT id, CASE name
    WHEN 'marketingCoupon' THEN 'coupon' WHEN 'marketingSeckill' THEN 'seckill'
    WHEN 'marketingGroup' THEN 'groupBuy' WHEN 'marketingBargain' THEN 'bargain'
    ELSE 'distribution' END AS permission
  FROM menus
  WHERE name IN ('marketingCoupon', 'marketingSeckill', 'marketingGroup', 'marketingBargain', 'marketingDistribution')
    AND NOT EXISTS (SELECT 1 FROM menus b WHERE b.pid = menus.id AND b.type = 'button')
), buttons AS (
  INSERT INTO menus (pid, type, title, permission, sort)
  SELECT s.id, 'button', 'router.btn.' || b.action, s.permission || ':' || b.action, b.sort
  FROM screens s, (VALUES ('index', 0), ('add', 1), ('edit', 2), ('del', 3), ('status', 4), ('export', 5)) AS b(action, sort)
  RETURNING id
)
INSERT INTO role_menus (role_id, menu_id)
  SELECT r.id, m.id FROM roles r, buttons m WHERE r.sign = 'admin';

INSERT INTO distribution_settings (id) VALUES (1);
`;
