import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { loginKnownAddresses } from "../db/schema.js";
import { createRateLimits, type Hit, type Limit } from "./rate-limits.js";

export const THROTTLE_WINDOW_MS = 15 * 60_000;
/** Five wrong passwords per account from one address; the sixth try within the window gets 429. */
export const PAIR_LIMIT: Limit = { max: 5, windowMs: THROTTLE_WINDOW_MS };
/**
 * The slower per-account back-off: many addresses together get 20 wrong tries per window. It spares
 * the addresses the account signed in from lately, so a stranger cannot lock its owner out.
 */
export const ACCOUNT_LIMIT: Limit = { max: 20, windowMs: THROTTLE_WINDOW_MS };
/** One address spraying many accounts. */
export const ADDRESS_LIMIT: Limit = { max: 20, windowMs: THROTTLE_WINDOW_MS };
/** How long a successful sign-in makes its address known to the account. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000;

/** One sign-in attempt that got a slot: its outcome decides what the slot becomes. */
export interface LimitedAttempt {
  /** Wrong credentials: the slots stay taken until their windows end. */
  failed(): Promise<void>;
  /** The right credentials: the pair's and the account's failures are forgiven. */
  succeeded(): Promise<void>;
  /** Refused for another reason (a disabled account): the slots are given back. */
  withdrawn(): Promise<void>;
}

export type AttemptStart = { attempt: LimitedAttempt } | { retryAfterMs: number };

const pairKey = (account: string, ip: string) => `signin:pair:${account}\n${ip}`;
const accountKey = (account: string) => `signin:account:${account}`;
const addressKey = (ip: string) => `signin:ip:${ip}`;

/**
 * The sign-in limits. An attempt takes its slots *before* the credentials are checked, each in one
 * atomic statement (rate-limits.ts), so parallel attempts can never check more passwords than the
 * limit allows; what was a separate "check, then record the failure" let 60 parallel tries through.
 */
export function createLoginThrottle(db: Db, now: () => Date) {
  const limits = createRateLimits(db, now);

  async function isKnownAddress(account: string, ip: string) {
    const since = new Date(now().getTime() - KNOWN_ADDRESS_MS);
    const [row] = await db
      .select({ ip: loginKnownAddresses.ip })
      .from(loginKnownAddresses)
      .where(
        and(
          eq(loginKnownAddresses.account, account),
          eq(loginKnownAddresses.ip, ip),
          gt(loginKnownAddresses.lastAt, since),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  return {
    limits,

    /** Takes the attempt's slots (address, pair, and account unless the address is known) or says how long to wait. */
    async begin(account: string, ip: string): Promise<AttemptStart> {
      const wanted: Array<[string, Limit]> = [
        [addressKey(ip), ADDRESS_LIMIT],
        [pairKey(account, ip), PAIR_LIMIT],
      ];
      if (!(await isKnownAddress(account, ip))) wanted.push([accountKey(account), ACCOUNT_LIMIT]);
      const hits: Hit[] = [];
      for (const [key, limit] of wanted) {
        const taken = await limits.take(key, limit);
        if ("retryAfterMs" in taken) {
          // A refused attempt checks nothing, so it must not use up the slots it already took.
          for (const hit of hits) await hit.release();
          return { retryAfterMs: taken.retryAfterMs };
        }
        hits.push(taken.hit);
      }
      return {
        attempt: {
          failed: async () => {
            await limits.sweep();
          },
          succeeded: async () => {
            await limits.clear(pairKey(account, ip));
            await limits.clear(accountKey(account));
            await hits[0]?.release();
            const lastAt = now();
            await db
              .insert(loginKnownAddresses)
              .values({ account, ip, lastAt })
              .onConflictDoUpdate({
                target: [loginKnownAddresses.account, loginKnownAddresses.ip],
                set: { lastAt },
              });
          },
          withdrawn: async () => {
            for (const hit of hits) await hit.release();
          },
        },
      };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
