/**
 * The dashboard summary's "devices online now" (issue 23): devices in service heard from within the
 * silence window. With only `devices_last_seen_idx` PostgreSQL read every matching row of the table
 * to drop deleted devices (about 1,000 pages for 40,000 devices online); this partial index holds
 * exactly the rows the count wants, so the count reads the index alone (about 40 pages). Runs only
 * when the devices table exists, like 0016's parts, so it stands alone in tests that reorder them.
 */
export const sql = `
DO $$
BEGIN
  IF to_regclass('public.devices') IS NOT NULL THEN
    CREATE INDEX IF NOT EXISTS devices_in_service_seen_idx ON devices (last_seen_at)
      WHERE state <> 'deleted';
  END IF;
END $$;
`;
