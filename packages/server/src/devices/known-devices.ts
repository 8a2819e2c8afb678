import { eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { devices } from "./schema.js";
import { secretMatches } from "./secrets.js";

/** What a device call needs to know about its caller, kept in memory between calls. */
export interface KnownDevice {
  id: number;
  serial: string;
  model: string;
  firmwareVersion: string;
  appUserId: number | null;
  secretHash: string;
  lastSeenAt: Date | null;
  loadedAt: number;
}

/** A verified device is kept a minute: a rotation in another process takes effect within it. */
const KNOWN_TTL_MS = 60_000;

/**
 * Who is calling: serial + secret, checked in constant time against a small in-memory cache so a
 * heartbeat costs no query.
 */
export function createKnownDevices(db: Db) {
  const known = new Map<string, KnownDevice>();

  async function load(serial: string): Promise<KnownDevice | undefined> {
    const [row] = await db
      .select({
        id: devices.id,
        serial: devices.serial,
        model: devices.model,
        firmwareVersion: devices.firmwareVersion,
        appUserId: devices.appUserId,
        secretHash: devices.secretHash,
        lastSeenAt: devices.lastSeenAt,
        state: devices.state,
      })
      .from(devices)
      .where(eq(devices.serial, serial));
    if (!row || row.state === "deleted" || !row.secretHash) return undefined;
    const { state: _state, ...device } = row;
    return { ...device, loadedAt: Date.now() };
  }

  async function authenticate(serial: string, secret: string): Promise<KnownDevice | undefined> {
    if (!serial || serial.length > 32 || !secret) return undefined;
    let device = known.get(serial);
    if (!device || Date.now() - device.loadedAt > KNOWN_TTL_MS) {
      device = await load(serial);
      if (!device) {
        known.delete(serial);
        return undefined;
      }
      if (known.size > 50_000) known.clear();
      known.set(serial, device);
    }
    return secretMatches(secret, device.secretHash) ? device : undefined;
  }

  return {
    authenticate,
    /** Drops cached devices (after a rotation, deletion or edit) so the next call reads them again. */
    forget(ids: number[]) {
      const set = new Set(ids);
      for (const [serial, device] of known) if (set.has(device.id)) known.delete(serial);
    },
  };
}
