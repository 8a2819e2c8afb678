/** System modules: departments, dictionaries, organizes, operation and sign-in logs, config (issue 7). */
export const sql = `
CREATE TABLE depts (
  id serial PRIMARY KEY,
  pid integer NOT NULL DEFAULT 0,
  name text NOT NULL,
  leader text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  status integer NOT NULL DEFAULT 1,
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX depts_pid_idx ON depts(pid);
CREATE TABLE dict_types (
  id serial PRIMARY KEY,
  name text NOT NULL,
  code text NOT NULL UNIQUE,
  sort integer NOT NULL DEFAULT 0,
  status integer NOT NULL DEFAULT 1,
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE dict_items (
  id serial PRIMARY KEY,
  type_id integer NOT NULL REFERENCES dict_types(id) ON DELETE CASCADE,
  label text NOT NULL,
  value text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  status integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (type_id, value)
);
CREATE TABLE organizes (
  id serial PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  status integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE operation_logs (
  id bigserial PRIMARY KEY,
  user_id integer,
  username text NOT NULL DEFAULT '',
  module text NOT NULL,
  action text NOT NULL,
  ids text NOT NULL DEFAULT '',
  ip text NOT NULL DEFAULT '',
  summary text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operation_logs_created_idx ON operation_logs(created_at);
CREATE INDEX operation_logs_action_idx ON operation_logs(action, created_at);
CREATE INDEX operation_logs_module_idx ON operation_logs(module, created_at);
CREATE INDEX operation_logs_username_idx ON operation_logs(username, created_at);
CREATE TABLE signin_logs (
  id bigserial PRIMARY KEY,
  user_id integer,
  username text NOT NULL DEFAULT '',
  method text NOT NULL DEFAULT 'password',
  success boolean NOT NULL,
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT '',
  message text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX signin_logs_created_idx ON signin_logs(created_at);
CREATE INDEX signin_logs_username_idx ON signin_logs(username, created_at);
CREATE TABLE configs (
  id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  name text NOT NULL,
  type text NOT NULL DEFAULT 'string',
  value text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
`;
