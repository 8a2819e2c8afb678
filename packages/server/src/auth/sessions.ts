import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { sessions } from "../db/schema.js";
import { hashToken, newToken } from "./tokens.js";

export interface SessionRecord {
  id: number;
  userId: number;
  createdAt: Date;
}

export type ResolvedSession =
  | { status: "ok"; session: SessionRecord; tokenHash: string; expiresAt: Date }
  | { status: "missing" | "expired" | "revoked" };

// Writing last-seen on every call would turn each read into a write; a minute of slack is invisible.
export const SLIDE_GRANULARITY_MS = 60_000;

export function createSessionStore(
  db: Db,
  options: {
    ttlMinutes: number;
    now: () => Date;
    /** Called once sessions were revoked (the live line closes their sockets). */
    onRevoked?: () => void;
  },
) {
  const ttlMs = options.ttlMinutes * 60_000;
  const revoked = () => options.onRevoked?.();

  return {
    async create(userId: number, ip: string, userAgent: string): Promise<string> {
      const token = newToken();
      const now = options.now();
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        userId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + ttlMs),
        ip,
        userAgent: userAgent.slice(0, 300),
      });
      return token;
    },

    /** Checks a presented token; an active session's expiry slides forward. */
    async resolve(token: string | undefined): Promise<ResolvedSession> {
      if (!token) return { status: "missing" };
      const tokenHash = hashToken(token);
      const [row] = await db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      if (!row) return { status: "missing" };
      if (row.revokedAt) return { status: "revoked" };
      const now = options.now();
      if (row.expiresAt.getTime() <= now.getTime()) return { status: "expired" };
      let expiresAt = row.expiresAt;
      if (now.getTime() - row.lastSeenAt.getTime() >= SLIDE_GRANULARITY_MS) {
        expiresAt = new Date(now.getTime() + ttlMs);
        await db
          .update(sessions)
          .set({ lastSeenAt: now, expiresAt })
          .where(eq(sessions.id, row.id));
      }
      return {
        status: "ok",
        session: { id: row.id, userId: row.userId, createdAt: row.createdAt },
        tokenHash,
        expiresAt,
      };
    },

    async revoke(sessionId: number): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: options.now() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
      revoked();
    },

    /** Ends every session of a user (disabled account, changed password), optionally keeping one. */
    async revokeAllForUser(userId: number, keepSessionId?: number): Promise<void> {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (keepSessionId !== undefined) conditions.push(ne(sessions.id, keepSessionId));
      await db
        .update(sessions)
        .set({ revokedAt: options.now() })
        .where(and(...conditions));
      revoked();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
