import type { UserAccess } from "./auth/access.js";
import type { createLoginThrottle } from "./auth/login-throttle.js";
import type { SessionStore } from "./auth/sessions.js";
import type { Database, Db } from "./db/database.js";
import type { Locale, MessageKey } from "./i18n/messages.js";
import type { FleetEvents } from "./realtime/events.js";

/** What every route module receives: the database and the shared services. */
export interface ServerContext {
  database: Database;
  db: Db;
  sessions: SessionStore;
  throttle: ReturnType<typeof createLoginThrottle>;
  now: () => Date;
  dataDir: string;
  production: boolean;
  /** Settings of feature areas are read from here (never from process.env directly) so tests can vary them. */
  env: NodeJS.ProcessEnv;
  /** The fleet's live events (device calls publish; every process's WebSocket clients get them). */
  events: FleetEvents;
}

export interface AuthState {
  access: UserAccess;
  sessionId: number;
  signedInAt: Date;
}

declare module "fastify" {
  interface FastifyRequest {
    locale: Locale;
    t(key: MessageKey, params?: Record<string, string | number>): string;
    /** Set by the auth hook on every route that is not public. */
    auth: AuthState | null;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a session (sign-in, public pages). */
    public?: boolean;
    /** A permission identifier (`m:action`) the caller's roles must grant. */
    permission?: string;
  }
}
