/**
 * Storefront pages (issue 8): the page row with its draft document and published copy, and one
 * revision row per save. `version` is the optimistic lock a save must quote.
 */
export const sql = `
CREATE TABLE pages (
  id serial PRIMARY KEY,
  name text NOT NULL,
  details text NOT NULL DEFAULT '',
  classification text NOT NULL DEFAULT '',
  document jsonb NOT NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  version integer NOT NULL DEFAULT 1,
  published_document jsonb,
  published_version integer,
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pages_updated_idx ON pages(updated_at);
CREATE INDEX pages_classification_idx ON pages(classification);
CREATE TABLE page_revisions (
  id bigserial PRIMARY KEY,
  page_id integer NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  revision integer NOT NULL,
  version integer NOT NULL,
  name text NOT NULL,
  details text NOT NULL DEFAULT '',
  classification text NOT NULL DEFAULT '',
  document jsonb NOT NULL,
  user_id integer,
  user_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (page_id, revision)
);
-- A database seeded before pages existed gets the page categories here; a first start gets them from
-- seedPageDictionary (pages/seed.ts), after the system dictionaries, which only fill an empty table.
INSERT INTO dict_types (code, name, sort)
  SELECT 'page_classification', '页面分类', 100 WHERE EXISTS (SELECT 1 FROM dict_types)
  ON CONFLICT (code) DO NOTHING;
INSERT INTO dict_items (type_id, label, value, sort)
  SELECT t.id, v.label, v.value, v.sort
  FROM dict_types t,
    (VALUES ('首页', 'home', 0), ('活动页', 'activity', 1), ('商品页', 'product', 2),
            ('专题页', 'topic', 3), ('自定义页', 'custom', 4)) AS v(label, value, sort)
  WHERE t.code = 'page_classification'
  ON CONFLICT (type_id, value) DO NOTHING;
`;
