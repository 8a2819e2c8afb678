/**
 * One IMEI, one device (issue 36): a unique index on `devices.imei` where it is not empty (most
 * devices have none, stored as '').
 *
 * Databases made before it may hold an IMEI on several devices. The index cannot be built over
 * them, and no device may be erased, so the IMEI stays on the device that had it first (the lowest
 * id: imported or added first) and is emptied on the later ones, each of which gets an `edited`
 * event in its history naming the IMEI and the device that kept it, so an operator can find and
 * correct them (the list's IMEI filter finds the keeper too).
 */
export const sql = `
WITH ranked AS (
  SELECT id, imei, first_value(serial) OVER w AS kept_by, row_number() OVER w AS n
  FROM devices
  WHERE imei <> ''
  WINDOW w AS (PARTITION BY imei ORDER BY id)
), cleared AS (
  UPDATE devices d SET imei = '', updated_at = now()
  FROM ranked r
  WHERE d.id = r.id AND r.n > 1
  RETURNING d.id, r.imei, r.kept_by
)
INSERT INTO device_events (device_id, type, at, detail)
SELECT id, 'edited', now(),
  jsonb_build_object('reason', 'duplicateImei', 'imei', imei, 'keptBy', kept_by)
FROM cleared;

CREATE UNIQUE INDEX devices_imei_unique ON devices (imei) WHERE imei <> '';
`;
