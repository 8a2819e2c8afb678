import path from "node:path";

/** Everything the server reads from its environment, resolved once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Folder for PGlite data, uploads and the initial credentials file. */
  dataDir: string;
  /** PostgreSQL connection string; when empty the embedded PGlite under dataDir is used. */
  databaseUrl: string | undefined;
  /** Built admin app to serve at `/`; absent folder means API only. */
  staticDir: string | undefined;
  adminPassword: string | undefined;
  testPassword: string | undefined;
  /** Idle minutes after which a session expires; every authenticated call slides it. */
  sessionTtlMinutes: number;
  production: boolean;
  /**
   * Milliseconds a process keeps serving after SIGTERM while its health already answers
   * "draining", so a load balancer takes it out before it closes a single connection (0: no
   * proxy in front, close at once). See docs/DEPLOYMENT.md.
   */
  drainDelayMs: number;
}

/** A setting the operator gave that the server cannot run with; its message names the variable. */
export class ConfigError extends Error {}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new ConfigError(`${name} must be a positive integer, got "${value}"`);
  return n;
}

function nonNegativeInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new ConfigError(`${name} must be a whole number of milliseconds, got "${value}"`);
  return n;
}

export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): ServerConfig {
  return {
    port: positiveInt(env.PORT, 8080, "PORT"),
    host: env.HOST || "0.0.0.0",
    dataDir: path.resolve(cwd, env.DATA_DIR || "./data"),
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: env.STATIC_DIR ? path.resolve(cwd, env.STATIC_DIR) : undefined,
    adminPassword: env.VITRINE_ADMIN_PASSWORD || undefined,
    testPassword: env.VITRINE_TEST_PASSWORD || undefined,
    sessionTtlMinutes: positiveInt(env.SESSION_TTL_MINUTES, 120, "SESSION_TTL_MINUTES"),
    production: env.NODE_ENV === "production",
    drainDelayMs: nonNegativeInt(env.VITRINE_DRAIN_DELAY_MS, 0, "VITRINE_DRAIN_DELAY_MS"),
  };
}
