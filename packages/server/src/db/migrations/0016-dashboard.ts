/**
 * The home dashboard's rollups (issue 23). The dashboard calls read these small tables instead of
 * scanning the areas' tables on every request; triggers on the areas' tables (created by 0013 and
 * 0014, which run before this) keep them exact as rows come and go.
 *
 * - `dashboard_hourly`: per metric and UTC hour, how many rows happened and their amount
 *   (new app users by registered_at, device sales by sold_at with price_cents, feedback received
 *   by created_at, SOS alarms raised by raised_at). A local day is a run of whole hours, so any
 *   zone with a whole-hour offset gets exact days (Asia/Shanghai included).
 * - `dashboard_status_counts`: rows per status of feedback and SOS alarms (open counts).
 * - `dashboard_device_counts`: devices per model, state and province.
 * - `dashboard_online_hours`: devices that sent a heartbeat in each finished hour, written by the
 *   periodic job in dashboard/online-hours.ts (heartbeats are too many for a trigger).
 *
 * Each area's part runs only when its table exists, so this migration stands alone like the areas'
 * own (a test may run them out of order); in a real database 0012-0014 always run first.
 *
 * INSERT and DELETE use statement triggers over transition tables, so a batch import is one grouped
 * upsert; UPDATE uses row triggers on the columns that matter only, so a heartbeat's update of a
 * device's last_seen_at never fires them.
 */
export const sql = `
CREATE TABLE dashboard_hourly (
  metric varchar(32) NOT NULL,
  hour timestamptz NOT NULL,
  count bigint NOT NULL DEFAULT 0,
  amount_cents bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (metric, hour)
);
CREATE TABLE dashboard_status_counts (
  area varchar(16) NOT NULL,
  status varchar(16) NOT NULL,
  count bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (area, status)
);
CREATE TABLE dashboard_device_counts (
  model varchar(64) NOT NULL,
  state varchar(16) NOT NULL,
  province varchar(32) NOT NULL,
  count bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (model, state, province)
);
CREATE TABLE dashboard_online_hours (
  hour timestamptz PRIMARY KEY,
  online integer NOT NULL,
  computed_at timestamptz NOT NULL
);
-- The "needs you" list: the oldest open feedback, the newest new alarms.

-- The UTC hour of an instant, whatever the session's time zone.
CREATE FUNCTION dashboard_hour(at timestamptz) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE AS $$ SELECT date_trunc('hour', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' $$;

CREATE FUNCTION dashboard_add_hourly(p_metric text, p_hour timestamptz, p_count bigint, p_amount bigint)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_hour IS NULL OR (p_count = 0 AND p_amount = 0) THEN RETURN; END IF;
  INSERT INTO dashboard_hourly (metric, hour, count, amount_cents)
    VALUES (p_metric, p_hour, p_count, p_amount)
    ON CONFLICT (metric, hour) DO UPDATE
      SET count = dashboard_hourly.count + EXCLUDED.count,
          amount_cents = dashboard_hourly.amount_cents + EXCLUDED.amount_cents;
END $$;

CREATE FUNCTION dashboard_add_status(p_area text, p_status text, p_count bigint)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_status IS NULL OR p_count = 0 THEN RETURN; END IF;
  INSERT INTO dashboard_status_counts (area, status, count) VALUES (p_area, p_status, p_count)
    ON CONFLICT (area, status) DO UPDATE SET count = dashboard_status_counts.count + EXCLUDED.count;
END $$;

CREATE FUNCTION dashboard_add_devices(p_model text, p_state text, p_province text, p_count bigint)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_count = 0 THEN RETURN; END IF;
  INSERT INTO dashboard_device_counts (model, state, province, count)
    VALUES (p_model, p_state, coalesce(p_province, ''), p_count)
    ON CONFLICT (model, state, province) DO UPDATE
      SET count = dashboard_device_counts.count + EXCLUDED.count;
END $$;

-- App users: new per hour of registration.
CREATE FUNCTION dashboard_app_users_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR r IN SELECT dashboard_hour(registered_at) AS h, count(*) AS n FROM new_rows GROUP BY 1 LOOP
      PERFORM dashboard_add_hourly('appUser.new', r.h, r.n, 0);
    END LOOP;
  ELSE
    FOR r IN SELECT dashboard_hour(registered_at) AS h, count(*) AS n FROM old_rows GROUP BY 1 LOOP
      PERFORM dashboard_add_hourly('appUser.new', r.h, -r.n, 0);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
CREATE FUNCTION dashboard_app_users_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_add_hourly('appUser.new', dashboard_hour(OLD.registered_at), -1, 0);
  PERFORM dashboard_add_hourly('appUser.new', dashboard_hour(NEW.registered_at), 1, 0);
  RETURN NULL;
END $$;

-- Device sales: count and amount per hour of sale.
CREATE FUNCTION dashboard_device_sales_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR r IN SELECT dashboard_hour(sold_at) AS h, count(*) AS n, sum(price_cents)::bigint AS a FROM new_rows GROUP BY 1 LOOP
      PERFORM dashboard_add_hourly('device.sale', r.h, r.n, r.a);
    END LOOP;
  ELSE
    FOR r IN SELECT dashboard_hour(sold_at) AS h, count(*) AS n, sum(price_cents)::bigint AS a FROM old_rows GROUP BY 1 LOOP
      PERFORM dashboard_add_hourly('device.sale', r.h, -r.n, -r.a);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
CREATE FUNCTION dashboard_device_sales_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_add_hourly('device.sale', dashboard_hour(OLD.sold_at), -1, -OLD.price_cents);
  PERFORM dashboard_add_hourly('device.sale', dashboard_hour(NEW.sold_at), 1, NEW.price_cents);
  RETURN NULL;
END $$;

-- Feedback: received per hour, and rows per status.
CREATE FUNCTION dashboard_feedback_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR r IN SELECT dashboard_hour(created_at) AS h, count(*) AS n FROM new_rows GROUP BY 1 LOOP
      PERFORM dashboard_add_hourly('feedback.new', r.h, r.n, 0);
    END LOOP;
    FOR r IN SELECT status, count(*) AS n FROM new_rows GROUP BY 1 LOOP
      PERFORM dashboard_add_status('feedback', r.status, r.n);
    END LOOP;
  ELSE
    FOR r IN SELECT dashboard_hour(created_at) AS h, count(*) AS n FROM old_rows GROUP BY 1 LOOP
      PERFORM dashboard_add_hourly('feedback.new', r.h, -r.n, 0);
    END LOOP;
    FOR r IN SELECT status, count(*) AS n FROM old_rows GROUP BY 1 LOOP
      PERFORM dashboard_add_status('feedback', r.status, -r.n);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
CREATE FUNCTION dashboard_feedback_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.created_at IS DISTINCT FROM NEW.created_at THEN
    PERFORM dashboard_add_hourly('feedback.new', dashboard_hour(OLD.created_at), -1, 0);
    PERFORM dashboard_add_hourly('feedback.new', dashboard_hour(NEW.created_at), 1, 0);
  END IF;
  IF OLD.status IS DISTINCT FROM NEW.status THEN
    PERFORM dashboard_add_status('feedback', OLD.status, -1);
    PERFORM dashboard_add_status('feedback', NEW.status, 1);
  END IF;
  RETURN NULL;
END $$;

-- SOS alarms: raised per hour, and rows per status.
CREATE FUNCTION dashboard_sos_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR r IN SELECT dashboard_hour(raised_at) AS h, count(*) AS n FROM new_rows GROUP BY 1 LOOP
      PERFORM dashboard_add_hourly('sos.new', r.h, r.n, 0);
    END LOOP;
    FOR r IN SELECT status, count(*) AS n FROM new_rows GROUP BY 1 LOOP
      PERFORM dashboard_add_status('sos', r.status, r.n);
    END LOOP;
  ELSE
    FOR r IN SELECT dashboard_hour(raised_at) AS h, count(*) AS n FROM old_rows GROUP BY 1 LOOP
      PERFORM dashboard_add_hourly('sos.new', r.h, -r.n, 0);
    END LOOP;
    FOR r IN SELECT status, count(*) AS n FROM old_rows GROUP BY 1 LOOP
      PERFORM dashboard_add_status('sos', r.status, -r.n);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
CREATE FUNCTION dashboard_sos_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.raised_at IS DISTINCT FROM NEW.raised_at THEN
    PERFORM dashboard_add_hourly('sos.new', dashboard_hour(OLD.raised_at), -1, 0);
    PERFORM dashboard_add_hourly('sos.new', dashboard_hour(NEW.raised_at), 1, 0);
  END IF;
  IF OLD.status IS DISTINCT FROM NEW.status THEN
    PERFORM dashboard_add_status('sos', OLD.status, -1);
    PERFORM dashboard_add_status('sos', NEW.status, 1);
  END IF;
  RETURN NULL;
END $$;

-- Devices: per model, state and province.
CREATE FUNCTION dashboard_devices_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR r IN SELECT model, state, province, count(*) AS n FROM new_rows GROUP BY 1, 2, 3 LOOP
      PERFORM dashboard_add_devices(r.model, r.state, r.province, r.n);
    END LOOP;
  ELSE
    FOR r IN SELECT model, state, province, count(*) AS n FROM old_rows GROUP BY 1, 2, 3 LOOP
      PERFORM dashboard_add_devices(r.model, r.state, r.province, -r.n);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
CREATE FUNCTION dashboard_devices_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_add_devices(OLD.model, OLD.state, OLD.province, -1);
  PERFORM dashboard_add_devices(NEW.model, NEW.state, NEW.province, 1);
  RETURN NULL;
END $$;

-- Per area, only when its table exists (each area's migration stands alone; in order 0013 and
-- 0014 run first): the triggers, the indexes, and the rows that exist already.
DO $do$ BEGIN
  IF to_regclass('public.app_users') IS NOT NULL THEN
    EXECUTE $q$CREATE TRIGGER dashboard_app_users_insert AFTER INSERT ON app_users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_app_users_rows()$q$;
    EXECUTE $q$CREATE TRIGGER dashboard_app_users_delete AFTER DELETE ON app_users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_app_users_rows()$q$;
    EXECUTE $q$CREATE TRIGGER dashboard_app_users_update AFTER UPDATE OF registered_at ON app_users
  FOR EACH ROW WHEN (OLD.registered_at IS DISTINCT FROM NEW.registered_at)
  EXECUTE FUNCTION dashboard_app_users_update()$q$;
    EXECUTE $q$INSERT INTO dashboard_hourly (metric, hour, count, amount_cents) SELECT 'appUser.new', dashboard_hour(registered_at), count(*), 0 FROM app_users GROUP BY 2$q$;
  END IF;
END $do$;
DO $do$ BEGIN
  IF to_regclass('public.device_sales') IS NOT NULL THEN
    EXECUTE $q$CREATE TRIGGER dashboard_device_sales_insert AFTER INSERT ON device_sales
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_device_sales_rows()$q$;
    EXECUTE $q$CREATE TRIGGER dashboard_device_sales_delete AFTER DELETE ON device_sales
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_device_sales_rows()$q$;
    EXECUTE $q$CREATE TRIGGER dashboard_device_sales_update AFTER UPDATE OF sold_at, price_cents ON device_sales
  FOR EACH ROW WHEN (OLD.sold_at IS DISTINCT FROM NEW.sold_at OR OLD.price_cents IS DISTINCT FROM NEW.price_cents)
  EXECUTE FUNCTION dashboard_device_sales_update()$q$;
    EXECUTE $q$INSERT INTO dashboard_hourly (metric, hour, count, amount_cents) SELECT 'device.sale', dashboard_hour(sold_at), count(*), sum(price_cents) FROM device_sales GROUP BY 2$q$;
  END IF;
END $do$;
DO $do$ BEGIN
  IF to_regclass('public.feedback') IS NOT NULL THEN
    EXECUTE $q$CREATE INDEX dashboard_feedback_open_idx ON feedback (created_at) WHERE status <> 'resolved'$q$;
    EXECUTE $q$CREATE TRIGGER dashboard_feedback_insert AFTER INSERT ON feedback
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_feedback_rows()$q$;
    EXECUTE $q$CREATE TRIGGER dashboard_feedback_delete AFTER DELETE ON feedback
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_feedback_rows()$q$;
    EXECUTE $q$CREATE TRIGGER dashboard_feedback_update AFTER UPDATE OF created_at, status ON feedback
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION dashboard_feedback_update()$q$;
    EXECUTE $q$INSERT INTO dashboard_hourly (metric, hour, count, amount_cents) SELECT 'feedback.new', dashboard_hour(created_at), count(*), 0 FROM feedback GROUP BY 2$q$;
    EXECUTE $q$INSERT INTO dashboard_status_counts (area, status, count) SELECT 'feedback', status, count(*) FROM feedback GROUP BY 2$q$;
  END IF;
END $do$;
DO $do$ BEGIN
  IF to_regclass('public.sos_alarms') IS NOT NULL THEN
    EXECUTE $q$CREATE INDEX dashboard_sos_new_idx ON sos_alarms (raised_at DESC) WHERE status = 'new'$q$;
    EXECUTE $q$CREATE TRIGGER dashboard_sos_insert AFTER INSERT ON sos_alarms
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_sos_rows()$q$;
    EXECUTE $q$CREATE TRIGGER dashboard_sos_delete AFTER DELETE ON sos_alarms
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_sos_rows()$q$;
    EXECUTE $q$CREATE TRIGGER dashboard_sos_update AFTER UPDATE OF raised_at, status ON sos_alarms
  FOR EACH ROW WHEN (OLD.raised_at IS DISTINCT FROM NEW.raised_at OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION dashboard_sos_update()$q$;
    EXECUTE $q$INSERT INTO dashboard_hourly (metric, hour, count, amount_cents) SELECT 'sos.new', dashboard_hour(raised_at), count(*), 0 FROM sos_alarms GROUP BY 2$q$;
    EXECUTE $q$INSERT INTO dashboard_status_counts (area, status, count) SELECT 'sos', status, count(*) FROM sos_alarms GROUP BY 2$q$;
  END IF;
END $do$;
DO $do$ BEGIN
  IF to_regclass('public.devices') IS NOT NULL THEN
    EXECUTE $q$CREATE TRIGGER dashboard_devices_insert AFTER INSERT ON devices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_devices_rows()$q$;
    EXECUTE $q$CREATE TRIGGER dashboard_devices_delete AFTER DELETE ON devices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_devices_rows()$q$;
    EXECUTE $q$CREATE TRIGGER dashboard_devices_update AFTER UPDATE OF model, state, province ON devices
  FOR EACH ROW WHEN (OLD.model IS DISTINCT FROM NEW.model OR OLD.state IS DISTINCT FROM NEW.state
    OR OLD.province IS DISTINCT FROM NEW.province)
  EXECUTE FUNCTION dashboard_devices_update()$q$;
    EXECUTE $q$INSERT INTO dashboard_device_counts (model, state, province, count) SELECT model, state, coalesce(province, ''), count(*) FROM devices GROUP BY 1, 2, 3$q$;
  END IF;
END $do$;
DO $do$ BEGIN
  IF to_regclass('public.device_heartbeats') IS NOT NULL THEN
    -- The online job counts the devices heard from in one hour: a range of this index.
    EXECUTE $q$CREATE INDEX dashboard_heartbeats_at_idx ON device_heartbeats (at, device_id)$q$;
  END IF;
END $do$;
`;
