import { and, count, eq, gt, lt, min, type SQL } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { loginFailures } from "../db/schema.js";

export const THROTTLE_WINDOW_MS = 15 * 60_000;
/** Five wrong passwords are allowed; the sixth attempt within the window is refused with 429. */
export const THROTTLE_MAX_FAILURES = 5;

/**
 * Counts failed sign-ins per account and per address in the database, so the limit holds across
 * processes and restarts, and a password-spraying address is stopped as well as a guessed account.
 */
export function createLoginThrottle(db: Db, now: () => Date) {
  const windowStart = () => new Date(now().getTime() - THROTTLE_WINDOW_MS);

  async function failuresSince(where: SQL) {
    const [row] = await db
      .select({ total: count(), oldest: min(loginFailures.at) })
      .from(loginFailures)
      .where(and(where, gt(loginFailures.at, windowStart())));
    return {
      total: Number(row?.total ?? 0),
      oldest: row?.oldest ? new Date(row.oldest) : undefined,
    };
  }

  return {
    /** Answers how long the caller must wait, or 0 when a sign-in may be tried. */
    async retryAfterMs(account: string, ip: string): Promise<number> {
      let wait = 0;
      for (const where of [eq(loginFailures.account, account), eq(loginFailures.ip, ip)]) {
        const { total, oldest } = await failuresSince(where);
        if (total >= THROTTLE_MAX_FAILURES && oldest) {
          wait = Math.max(wait, oldest.getTime() + THROTTLE_WINDOW_MS - now().getTime());
        }
      }
      return Math.max(0, wait);
    },

    async recordFailure(account: string, ip: string): Promise<void> {
      await db.insert(loginFailures).values({ account, ip, at: now() });
      // Old rows only matter inside the window; trimming here keeps the table small without a job.
      await db.delete(loginFailures).where(lt(loginFailures.at, windowStart()));
    },

    /** A successful sign-in forgives the account's failures; the address keeps its count. */
    async clearAccount(account: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.account, account));
    },
  };
}
