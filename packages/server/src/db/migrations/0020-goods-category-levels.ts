/**
 * The goods list filtered by a category with its sub-categories (issue 20). Before, the filter was
 * `category_id = ANY(subtree)`: no index holds those goods in sales order, so every page read all
 * matching goods (about 5,500 of 100,000 in the bench) and sorted them. Each product now carries
 * its category's path from the top, `category_l1/l2/l3` (0 where the path is shorter), and a
 * category at level N is `category_lN = id`: one index per level walks those goods in sales order
 * and stops after the page (docs/PERFORMANCE.md).
 *
 * Triggers keep the path: on a product's insert or category change, and on a category's move
 * (a new parent) for the goods in its subtree. The path is walked from `parent_id`, not read from
 * `goods_categories.level`, and goods/category-directory.ts walks it the same way.
 */
export const sql = `
ALTER TABLE goods
  ADD COLUMN category_l1 integer NOT NULL DEFAULT 0,
  ADD COLUMN category_l2 integer NOT NULL DEFAULT 0,
  ADD COLUMN category_l3 integer NOT NULL DEFAULT 0;

-- The category's path from the top (at most 3 ids); empty for 0 or an unknown category. The hop
-- bound stops a loop should a bad row ever make one.
CREATE FUNCTION goods_category_path(category integer) RETURNS integer[]
  LANGUAGE plpgsql STABLE AS $$
DECLARE
  path integer[] := '{}';
  step integer := category;
  parent integer;
BEGIN
  WHILE step <> 0 AND cardinality(path) < 3 LOOP
    SELECT parent_id INTO parent FROM goods_categories WHERE id = step;
    EXIT WHEN NOT FOUND;
    path := step || path;
    step := parent;
  END LOOP;
  RETURN path;
END $$;

CREATE FUNCTION goods_set_category_path() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  path integer[] := goods_category_path(NEW.category_id);
BEGIN
  NEW.category_l1 := COALESCE(path[1], 0);
  NEW.category_l2 := COALESCE(path[2], 0);
  NEW.category_l3 := COALESCE(path[3], 0);
  RETURN NEW;
END $$;

CREATE TRIGGER goods_category_path BEFORE INSERT OR UPDATE OF category_id ON goods
  FOR EACH ROW EXECUTE FUNCTION goods_set_category_path();

-- A moved category: the goods in it and below it take the new path. Rare, so a scan is fine.
CREATE FUNCTION goods_category_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE goods g SET category_l1 = COALESCE(p.path[1], 0), category_l2 = COALESCE(p.path[2], 0),
      category_l3 = COALESCE(p.path[3], 0)
    FROM (
      WITH RECURSIVE tree AS (
        SELECT NEW.id AS id
        UNION
        SELECT c.id FROM goods_categories c JOIN tree ON c.parent_id = tree.id
      ) SELECT id, goods_category_path(id) AS path FROM tree) p
    WHERE g.category_id = p.id;
  RETURN NULL;
END $$;

CREATE TRIGGER goods_category_moved AFTER UPDATE OF parent_id ON goods_categories
  FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id)
  EXECUTE FUNCTION goods_category_moved();

-- The goods there are: one path per category, joined (not one walk per product).
UPDATE goods g SET category_l1 = COALESCE(p.path[1], 0), category_l2 = COALESCE(p.path[2], 0),
    category_l3 = COALESCE(p.path[3], 0)
  FROM (SELECT id, goods_category_path(id) AS path FROM goods_categories) p
  WHERE g.category_id = p.id;

-- Live goods per level of their category, by status then in sales order; the price is included so
-- a page's ids and the count are read from the index alone. No \`category_lN <> 0\` in the predicate:
-- a prepared statement's generic plan could not prove \`= $1\` implies it, and would not use them.
CREATE INDEX goods_l1_sales_idx ON goods(category_l1, status, sales DESC, id DESC)
  INCLUDE (min_price_cents) WHERE deleted_at IS NULL;
CREATE INDEX goods_l2_sales_idx ON goods(category_l2, status, sales DESC, id DESC)
  INCLUDE (min_price_cents) WHERE deleted_at IS NULL;
CREATE INDEX goods_l3_sales_idx ON goods(category_l3, status, sales DESC, id DESC)
  INCLUDE (min_price_cents) WHERE deleted_at IS NULL;
`;
