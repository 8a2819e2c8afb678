import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { devices } from "./schema.js";

/**
 * One IMEI, one device (issue 36): an IMEI identifies one modem, so a second device holding it is a
 * typing or labelling mistake. The add/edit form and the import check it first to name the device
 * that holds it; the unique index of migration 0023 (on non-empty IMEIs) catches two saves racing.
 */
export const IMEI_INDEX = "devices_imei_unique";

/** The serial of another device already holding `imei`, if any. */
export async function imeiHolder(
  db: Db,
  imei: string,
  exceptId?: number,
): Promise<string | undefined> {
  if (imei === "") return undefined;
  const conditions = [eq(devices.imei, imei)];
  if (exceptId !== undefined) conditions.push(ne(devices.id, exceptId));
  const [row] = await db
    .select({ serial: devices.serial })
    .from(devices)
    .where(and(...conditions))
    .limit(1);
  return row?.serial;
}

/** Whether a unique violation is the IMEI index's (postgres.js and PGlite name it differently). */
export function imeiViolation(error: unknown): boolean {
  const e = error as { constraint_name?: unknown; constraint?: unknown; cause?: unknown } | null;
  const of = (x: typeof e) => x?.constraint_name === IMEI_INDEX || x?.constraint === IMEI_INDEX;
  return of(e) || of(e?.cause as typeof e);
}
