import type { ServerContext } from "../context.js";
import { createReadCache, readCacheMs } from "../db/read-cache.js";
import { loadUserAccess, type UserAccess } from "./access.js";
import { type SessionRecord, SLIDE_GRANULARITY_MS } from "./sessions.js";
import { hashToken } from "./tokens.js";

export type Authentication =
  | {
      status: "ok";
      session: SessionRecord;
      access: UserAccess;
      expiresAt: Date;
      /** The session clock when the database was read: the expiry slides from there. */
      checkedAt: Date;
    }
  | { status: "missing" | "expired" | "revoked" | "disabled" };

/** Every table whose rows decide whether a token is live and what its user may do. */
const AUTH_TABLES = ["sessions", "users", "user_roles", "roles", "role_menus", "menus"] as const;

/**
 * Resolves a bearer token to its session and the user's grants. Every authenticated call needs
 * both, and they cost two statements, so a live answer is reused (see db/read-cache.ts): until any
 * of AUTH_TABLES is written by this process (a sign-out, a revoked session, a changed role or grant,
 * a disabled user take effect on the very next call) and for at most `VITRINE_READ_CACHE_MS`,
 * which is how late another server process's revocation can be seen here. Refusals are never kept.
 */
export function createAuthenticator(ctx: ServerContext) {
  const cache = createReadCache<Authentication>({
    ttlMs: readCacheMs(ctx.env),
    writes: ctx.database.writes,
    keep: (answer) => answer.status === "ok",
  });

  async function fromDatabase(token: string): Promise<Authentication> {
    const resolved = await ctx.sessions.resolve(token);
    if (resolved.status !== "ok") return { status: resolved.status };
    const access = await loadUserAccess(ctx.db, resolved.session.userId);
    if (access?.status !== 1) {
      // A disabled or deleted user loses every session at once.
      await ctx.sessions.revokeAllForUser(resolved.session.userId);
      return { status: "disabled" };
    }
    // Shared by every call the answer serves: nobody may change it.
    Object.freeze(access.roleIds);
    Object.freeze(access.roles);
    Object.freeze(access.authBtnList);
    Object.freeze(access);
    return {
      status: "ok",
      session: resolved.session,
      access,
      expiresAt: resolved.expiresAt,
      checkedAt: ctx.now(),
    };
  }

  return async function authenticate(token: string | undefined): Promise<Authentication> {
    if (!token) return { status: "missing" };
    const answer = await cache.get(hashToken(token), AUTH_TABLES, () => fromDatabase(token));
    // The session's own clock (tests move it) decides expiry, remembered or not; and once it has
    // moved on by the slide step, the database is read again so the expiry slides (a remembered
    // answer would otherwise let an active session lapse when the clock jumps, as tests make it).
    if (answer.status === "ok") {
      const now = ctx.now().getTime();
      if (
        answer.expiresAt.getTime() <= now ||
        now - answer.checkedAt.getTime() >= SLIDE_GRANULARITY_MS
      )
        return fromDatabase(token);
    }
    return answer;
  };
}
