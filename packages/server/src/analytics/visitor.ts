import { createHmac, randomBytes } from "node:crypto";
import type { Database } from "../db/database.js";
import { addDays } from "./shop-day.js";

/**
 * Unique visitors without cookies and without keeping addresses: a visitor of a day is the HMAC of
 * that day's random salt over the address and the user agent. The salt is shared by every server
 * process through the database (the first one to need it makes it) and deleted the day after, so
 * a stored hash can neither be recomputed from a guessed address later nor tied across days.
 */
export interface VisitorKeys {
  /** The visitor hash of an address and user agent on `day` (the salt read once per day). */
  visitorOf(day: string, ip: string, userAgent: string): Promise<string>;
}

export function createVisitorKeys(database: Database): VisitorKeys {
  const salts = new Map<string, Promise<Buffer>>();

  async function saltOf(day: string): Promise<Buffer> {
    await database.query(
      "INSERT INTO analytics_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING",
      [day, randomBytes(32)],
    );
    // Salts older than yesterday are gone: their hashes can no longer be recomputed by anyone.
    await database.query("DELETE FROM analytics_salts WHERE day < $1", [addDays(day, -1)]);
    const [row] = await database.query<{ salt: Uint8Array }>(
      "SELECT salt FROM analytics_salts WHERE day = $1",
      [day],
    );
    if (!row) throw new Error(`no analytics salt for ${day}`);
    return Buffer.from(row.salt);
  }

  return {
    async visitorOf(day, ip, userAgent) {
      let salt = salts.get(day);
      if (!salt) {
        // Only today's and yesterday's are ever asked for; older ones are dropped from memory too.
        for (const known of salts.keys()) if (known < addDays(day, -1)) salts.delete(known);
        salt = saltOf(day);
        salts.set(day, salt);
        salt.catch(() => salts.delete(day));
      }
      return createHmac("sha256", await salt)
        .update(`${ip}\n${userAgent}`)
        .digest("base64url")
        .slice(0, 22);
    },
  };
}
