import { and, eq, isNull } from "drizzle-orm";
import { hashToken, newToken } from "../auth/tokens.js";
import type { Db } from "../db/database.js";
import { appSessions, appUsers } from "./schema.js";

/** App sessions last 30 days from the last call: the companion app stays signed in like a phone app. */
export const APP_SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
// Writing last-seen on every call would turn each read into a write; a minute of slack is invisible.
const TOUCH_GRANULARITY_MS = 60_000;

export type AppCaller =
  | { status: "ok"; appUserId: number; sessionId: number }
  | { status: "missing" | "expired" | "revoked" | "disabled" };

/** Opens a session for an app user; only the token's SHA-256 is stored. */
export async function openAppSession(
  db: Db,
  appUserId: number,
  at: Date,
  client: { ip: string; userAgent: string },
): Promise<string> {
  const token = newToken();
  await db.insert(appSessions).values({
    tokenHash: hashToken(token),
    appUserId,
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(at.getTime() + APP_SESSION_TTL_MS),
    ip: client.ip,
    userAgent: client.userAgent.slice(0, 300),
  });
  return token;
}

/**
 * Who presents this token. The app user's status is read on every call, so a disabled user is
 * refused even by a session the revocation has not reached (revocation runs right after the
 * status is stored; this check closes the gap between the two).
 */
export async function resolveAppCaller(
  db: Db,
  token: string | undefined,
  at: Date,
): Promise<AppCaller> {
  if (!token) return { status: "missing" };
  const [row] = await db
    .select({
      id: appSessions.id,
      appUserId: appSessions.appUserId,
      revokedAt: appSessions.revokedAt,
      expiresAt: appSessions.expiresAt,
      lastSeenAt: appSessions.lastSeenAt,
      userStatus: appUsers.status,
    })
    .from(appSessions)
    .innerJoin(appUsers, eq(appUsers.id, appSessions.appUserId))
    .where(eq(appSessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return { status: "missing" };
  if (row.revokedAt) return { status: "revoked" };
  if (row.userStatus !== 1) return { status: "disabled" };
  if (row.expiresAt.getTime() <= at.getTime()) return { status: "expired" };
  if (at.getTime() - row.lastSeenAt.getTime() >= TOUCH_GRANULARITY_MS) {
    await db
      .update(appSessions)
      .set({ lastSeenAt: at, expiresAt: new Date(at.getTime() + APP_SESSION_TTL_MS) })
      .where(eq(appSessions.id, row.id));
    await db.update(appUsers).set({ lastActiveAt: at }).where(eq(appUsers.id, row.appUserId));
  }
  return { status: "ok", appUserId: row.appUserId, sessionId: row.id };
}

/** Ends every live session of these app users (a disabled user is signed out of the app at once). */
export async function revokeAppSessions(db: Db, appUserIds: number[], at: Date): Promise<void> {
  for (const id of appUserIds)
    await db
      .update(appSessions)
      .set({ revokedAt: at })
      .where(and(eq(appSessions.appUserId, id), isNull(appSessions.revokedAt)));
}

/** Ends one session (the app's sign-out). */
export async function closeAppSession(db: Db, sessionId: number, at: Date): Promise<void> {
  await db.update(appSessions).set({ revokedAt: at }).where(eq(appSessions.id, sessionId));
}
