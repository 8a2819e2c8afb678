/** Roles, users, menus with their grants, sessions and the sign-in failure log. */
export const sql = `
CREATE TABLE roles (
  id serial PRIMARY KEY,
  name text NOT NULL,
  sign text NOT NULL UNIQUE,
  sort integer NOT NULL DEFAULT 0,
  status integer NOT NULL DEFAULT 1,
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  mobile text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  photo text NOT NULL DEFAULT '',
  status integer NOT NULL DEFAULT 1,
  login_ip text NOT NULL DEFAULT '',
  login_time timestamptz,
  error_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE user_roles (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role_id integer NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, role_id)
);
CREATE TABLE menus (
  id serial PRIMARY KEY,
  pid integer NOT NULL DEFAULT 0,
  type text NOT NULL DEFAULT 'menu',
  title text NOT NULL,
  name text NOT NULL DEFAULT '',
  path text NOT NULL DEFAULT '',
  component text NOT NULL DEFAULT '',
  redirect text NOT NULL DEFAULT '',
  icon text NOT NULL DEFAULT '',
  is_link text NOT NULL DEFAULT '',
  is_hide boolean NOT NULL DEFAULT false,
  is_keep_alive boolean NOT NULL DEFAULT true,
  is_affix boolean NOT NULL DEFAULT false,
  is_iframe boolean NOT NULL DEFAULT false,
  permission text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  status integer NOT NULL DEFAULT 1
);
CREATE INDEX menus_pid_idx ON menus(pid);
CREATE TABLE role_menus (
  role_id integer NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
  menu_id integer NOT NULL REFERENCES menus(id) ON DELETE CASCADE,
  PRIMARY KEY (role_id, menu_id)
);
CREATE TABLE sessions (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT ''
);
CREATE INDEX sessions_user_idx ON sessions(user_id);
CREATE TABLE login_failures (
  id bigserial PRIMARY KEY,
  account text NOT NULL,
  ip text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX login_failures_account_idx ON login_failures(account, at);
CREATE INDEX login_failures_ip_idx ON login_failures(ip, at);
`;
