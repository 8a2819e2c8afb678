/**
 * Site settings and each operator's own display choices (issue 26). `site_settings` holds one row:
 * the settings an administrator sets once for everyone, as JSON checked by settings/site-settings.ts.
 * `user_preferences` holds an operator's own choices over those defaults, so they follow them from
 * browser to browser.
 */
export const sql = `
CREATE TABLE site_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE user_preferences (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- A database seeded before site settings existed grants their edit permission to the admin role under
-- the config screen; a first start gets it from the seeded menu tree (seed/menu-tree.ts).
WITH button AS (
  INSERT INTO menus (pid, type, title, permission, sort)
  SELECT m.id, 'button', 'router.btn.siteSettings', 'settings:edit', 3
  FROM menus m
  WHERE m.name = 'systemConfig'
    AND NOT EXISTS (SELECT 1 FROM menus WHERE permission = 'settings:edit')
  RETURNING id
)
INSERT INTO role_menus (role_id, menu_id)
  SELECT r.id, button.id FROM roles r, button WHERE r.sign = 'admin';
`;
