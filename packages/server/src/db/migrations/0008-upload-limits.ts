/**
 * Upload limits (issue 17): one row per chunk waiting for its merge, with the user who sent it and its
 * size, so one statement can hold each user to a quota of incomplete chunk bytes (upload/chunk-quota.ts).
 * Media ownership: uploads.user_id (recorded since 0002) decides who may delete a file; deleting
 * others' media needs upload:delAny and checking the store upload:storage, both the administrator's.
 * A database seeded before gets the two grants here; a first start gets them from seed/menu-tree.ts.
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
CREATE INDEX uploads_user_idx ON uploads(user_id);
INSERT INTO menus (pid, type, title, permission, sort)
  SELECT m.id, 'button', v.title, v.permission, v.sort
  FROM menus m,
    (VALUES ('router.btn.delAny', 'upload:delAny', 3), ('router.btn.storage', 'upload:storage', 4))
      AS v(title, permission, sort)
  WHERE m.name = 'mediaLibrary' AND m.type = 'menu'
    AND NOT EXISTS (SELECT 1 FROM menus b WHERE b.permission = v.permission);
INSERT INTO role_menus (role_id, menu_id)
  SELECT r.id, b.id FROM roles r JOIN menus b ON b.permission IN ('upload:delAny', 'upload:storage')
  WHERE r.sign = 'admin'
  ON CONFLICT DO NOTHING;
`;
