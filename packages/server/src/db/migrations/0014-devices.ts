/**
 * The device fleet (issue 22): devices through their life (made → sold → deleted, restorable), their
 * sale records, heartbeats, history, SOS alarms and firmware packages with the devices' upgrade
 * results. App users and system users are referred to by plain integer columns with an index (no
 * foreign key), so this migration stands alone beside the app-users area's.
 *
 * A database seeded before gets the `agent` role, the device screen's extra buttons and the sos and
 * upgrade screens' buttons here (granted to admin, and the after-sale role's share to `aftersale`);
 * a first start gets them from seed/menu-tree.ts and seed/seed.ts.
 */
export const sql = `
CREATE TABLE devices (
  id serial PRIMARY KEY,
  serial varchar(32) NOT NULL UNIQUE,
  imei varchar(15) NOT NULL DEFAULT '',
  model varchar(64) NOT NULL,
  hardware_version varchar(32) NOT NULL DEFAULT '',
  firmware_version varchar(32) NOT NULL DEFAULT '',
  batch varchar(64) NOT NULL DEFAULT '',
  produced_on date,
  state varchar(16) NOT NULL DEFAULT 'made' CHECK (state IN ('made', 'sold', 'deleted')),
  state_before_delete varchar(16) CHECK (state_before_delete IN ('made', 'sold')),
  agent_id integer,
  after_sale_id integer,
  app_user_id integer,
  secret_hash text NOT NULL DEFAULT '',
  secret_rotated_at timestamptz,
  first_seen_at timestamptz,
  last_seen_at timestamptz,
  battery_level smallint,
  signal smallint,
  lat double precision,
  lng double precision,
  province varchar(32),
  battery_model varchar(64) NOT NULL DEFAULT '',
  battery_capacity_mah integer,
  battery_health smallint,
  battery_cycles integer,
  battery_replaced_at date,
  electrode_model varchar(64) NOT NULL DEFAULT '',
  electrode_batch varchar(64) NOT NULL DEFAULT '',
  electrode_fitted_at date,
  electrode_uses_left integer,
  electrode_replace_by date,
  remark varchar(500) NOT NULL DEFAULT '',
  sold_at timestamptz,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX devices_state_idx ON devices(state, id);
CREATE INDEX devices_batch_idx ON devices(batch);
CREATE INDEX devices_model_idx ON devices(model);
CREATE INDEX devices_agent_idx ON devices(agent_id);
CREATE INDEX devices_after_sale_idx ON devices(after_sale_id);
CREATE INDEX devices_app_user_idx ON devices(app_user_id);
CREATE INDEX devices_last_seen_idx ON devices(last_seen_at) WHERE last_seen_at IS NOT NULL;

CREATE TABLE device_sales (
  id serial PRIMARY KEY,
  device_id integer NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  buyer varchar(100) NOT NULL,
  buyer_phone varchar(20) NOT NULL DEFAULT '',
  sold_at timestamptz NOT NULL,
  price_cents bigint NOT NULL CHECK (price_cents >= 0),
  channel varchar(32) NOT NULL DEFAULT '',
  agent_id integer,
  notes varchar(500) NOT NULL DEFAULT '',
  operator_id integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX device_sales_device_idx ON device_sales(device_id);
CREATE INDEX device_sales_sold_at_idx ON device_sales(sold_at);
CREATE INDEX device_sales_agent_idx ON device_sales(agent_id);

-- Written in batches by devices/heartbeat-buffer.ts; no primary key, read by (device, time).
CREATE TABLE device_heartbeats (
  device_id integer NOT NULL,
  at timestamptz NOT NULL,
  battery smallint,
  signal smallint,
  firmware_version varchar(32),
  lat double precision,
  lng double precision
);
CREATE INDEX device_heartbeats_device_at_idx ON device_heartbeats(device_id, at);

-- The device's history for its info page: made, imported, sold, assigned, battery, electrode,
-- firmware, sos, deleted, restored, secret.
CREATE TABLE device_events (
  id bigserial PRIMARY KEY,
  device_id integer NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  type varchar(32) NOT NULL,
  at timestamptz NOT NULL,
  user_id integer,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX device_events_device_at_idx ON device_events(device_id, at);

CREATE TABLE sos_alarms (
  id serial PRIMARY KEY,
  device_id integer NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  serial varchar(32) NOT NULL DEFAULT '',
  app_user_id integer,
  status varchar(16) NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'acknowledged', 'resolved')),
  lat double precision,
  lng double precision,
  raised_at timestamptz NOT NULL,
  handler_id integer,
  notes varchar(1000) NOT NULL DEFAULT '',
  acknowledged_at timestamptz,
  resolved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sos_alarms_status_idx ON sos_alarms(status, raised_at);
CREATE INDEX sos_alarms_device_idx ON sos_alarms(device_id);
CREATE INDEX sos_alarms_app_user_idx ON sos_alarms(app_user_id);
CREATE INDEX sos_alarms_raised_idx ON sos_alarms(raised_at);

CREATE TABLE firmware_packages (
  id serial PRIMARY KEY,
  model varchar(64) NOT NULL,
  version varchar(32) NOT NULL,
  upload_id integer,
  url text NOT NULL DEFAULT '',
  file_name varchar(255) NOT NULL DEFAULT '',
  size bigint NOT NULL DEFAULT 0,
  md5 varchar(32) NOT NULL DEFAULT '',
  notes varchar(2000) NOT NULL DEFAULT '',
  forced boolean NOT NULL DEFAULT false,
  rollout_percent smallint NOT NULL DEFAULT 100 CHECK (rollout_percent BETWEEN 0 AND 100),
  status varchar(16) NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'released', 'withdrawn')),
  released_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (model, version)
);
CREATE INDEX firmware_packages_model_status_idx ON firmware_packages(model, status);

CREATE TABLE firmware_upgrade_results (
  id bigserial PRIMARY KEY,
  package_id integer NOT NULL REFERENCES firmware_packages(id) ON DELETE CASCADE,
  device_id integer NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  from_version varchar(32) NOT NULL DEFAULT '',
  to_version varchar(32) NOT NULL DEFAULT '',
  success boolean NOT NULL,
  message varchar(500) NOT NULL DEFAULT '',
  reported_at timestamptz NOT NULL
);
CREATE INDEX firmware_upgrade_results_package_idx ON firmware_upgrade_results(package_id, reported_at);
CREATE INDEX firmware_upgrade_results_device_idx ON firmware_upgrade_results(device_id);

-- Seeded databases: the agent role, then the buttons and grants of the device, sos and upgrade rows.
INSERT INTO roles (name, sign, sort, description)
  SELECT '代理商', 'agent', 4, 'Agents: devices are sold through them'
  WHERE EXISTS (SELECT 1 FROM roles WHERE sign = 'admin')
    AND NOT EXISTS (SELECT 1 FROM roles WHERE sign = 'agent');
INSERT INTO menus (pid, type, title, permission, sort)
  SELECT m.id, 'button', 'router.btn.' || v.action, v.module || ':' || v.action, v.sort
  FROM menus m JOIN (VALUES
      ('deviceList', 'device', 'battery', 10), ('deviceList', 'device', 'electrode', 11),
      ('deviceList', 'device', 'agent', 12), ('deviceList', 'device', 'afterSale', 13),
      ('deviceList', 'device', 'sell', 14), ('deviceList', 'device', 'restore', 15),
      ('deviceList', 'device', 'secret', 16),
      ('sos', 'sos', 'index', 0), ('sos', 'sos', 'export', 1),
      ('sos', 'sos', 'acknowledge', 2), ('sos', 'sos', 'resolve', 3),
      ('upgrade', 'firmware', 'index', 0), ('upgrade', 'firmware', 'add', 1),
      ('upgrade', 'firmware', 'edit', 2), ('upgrade', 'firmware', 'del', 3),
      ('upgrade', 'firmware', 'export', 4)
    ) AS v(screen, module, action, sort) ON m.name = v.screen AND m.type = 'menu'
  WHERE NOT EXISTS (SELECT 1 FROM menus b WHERE b.permission = v.module || ':' || v.action);
INSERT INTO role_menus (role_id, menu_id)
  SELECT r.id, b.id FROM roles r JOIN menus b
    ON b.type = 'button' AND split_part(b.permission, ':', 1) IN ('device', 'sos', 'firmware')
  WHERE r.sign = 'admin'
  ON CONFLICT DO NOTHING;
INSERT INTO role_menus (role_id, menu_id)
  SELECT r.id, b.id FROM roles r JOIN menus b ON b.type = 'button' AND b.permission IN (
      'device:index', 'device:export', 'device:battery', 'device:electrode',
      'sos:index', 'sos:export', 'sos:acknowledge', 'sos:resolve')
  WHERE r.sign = 'aftersale'
  ON CONFLICT DO NOTHING;
`;
