/**
 * Upload limits (issue 17): one row per chunk waiting for its merge, with the user who sent it and its
 * size, so one statement can hold each user to a quota of incomplete chunk bytes (upload/chunk-quota.ts).
 */
export const sql = `
CREATE TABLE upload_chunk_usage (
  sign text NOT NULL,
  chunk_number integer NOT NULL,
  user_id integer NOT NULL,
  bytes bigint NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (sign, chunk_number)
);
CREATE INDEX upload_chunk_usage_user_idx ON upload_chunk_usage(user_id);
`;
