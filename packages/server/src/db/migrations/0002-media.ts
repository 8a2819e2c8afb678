/** Media records, upload categories (issue 4). */
export const sql = `
CREATE TABLE upload_cates (
  id serial PRIMARY KEY,
  title text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE uploads (
  id serial PRIMARY KEY,
  md5 text NOT NULL,
  url text NOT NULL,
  storage_key text NOT NULL,
  file_name text NOT NULL,
  ext text NOT NULL,
  type text NOT NULL,
  size bigint NOT NULL,
  cate_id integer NOT NULL DEFAULT 0,
  user_id integer,
  ip text NOT NULL DEFAULT '',
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX uploads_md5_key ON uploads(md5);
CREATE INDEX uploads_cate_idx ON uploads(cate_id, id);
CREATE INDEX uploads_type_idx ON uploads(type, id);
`;
