/**
 * Images the companion app uploads (issue 23: feedback carries up to 9 of them). The bytes live in
 * the media storage like the library's, but apart from its `uploads` records: an app user's photo
 * is not an operator's media, and the feedback call must know which user uploaded which address.
 * One row per app user and content (the same photo sent twice is one row); `url` is what the
 * feedback item stores.
 */
export const sql = `
CREATE TABLE app_uploads (
  id serial PRIMARY KEY,
  -- app_users.id: a plain integer like every cross-area reference, so this migration stands alone.
  app_user_id integer NOT NULL,
  -- Lowercase hex MD5 of the bytes.
  md5 char(32) NOT NULL,
  url text NOT NULL,
  storage_key text NOT NULL,
  ext varchar(8) NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (app_user_id, md5)
);
CREATE INDEX app_uploads_user_url_idx ON app_uploads(app_user_id, url);
`;
