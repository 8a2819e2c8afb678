import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { RECORD_RESOURCES, type RecordResource } from "@vitrine/contract";
import type { FastifyInstance } from "fastify";
import postgres from "postgres";
import { createApp } from "../app.js";
import { hashPassword } from "../auth/password.js";
import { type Database, openDatabase } from "../db/database.js";
import { migrate } from "../db/migrate.js";
import { seedIfEmpty } from "../seed/seed.js";
import { PGLITE_IMAGE_VARIABLE } from "./pglite-image.global-setup.js";
import { type SeedSnapshot, takeSeedSnapshot } from "./seed-snapshot.js";

export const ADMIN_PASSWORD = "Admin-pass-1";
export const TEST_PASSWORD = "Test-pass-1";

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  baseUrl: string;
  dataDir: string;
  /** The clock the server reads; tests move it forward to reach expiry and window ends. */
  clock: { now: Date; advanceMinutes(minutes: number): void };
  /** Empties every table and seeds again: each test starts from a first-start database. */
  reset(): Promise<void>;
  /** A JSON call on the running server, as the browser makes it. */
  call(method: string, url: string, options?: CallOptions): Promise<CallResult>;
  signIn(userName: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export interface CallOptions {
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever shape each call answers
  json: { code: number; msg: string; data: any } | undefined;
  text: string;
}

/**
 * The seeded users' hashes, made once per test process at a low scrypt cost: every test's reset
 * seeds them again, and two full-cost hashes per reset were minutes of CPU per pass. The hash names
 * its own cost, so their sign-ins verify through the same code as any other user's.
 */
const TEST_HASH_COST = 2 ** 10;
const seededHashes = new Map<string, Promise<string>>();
const seededHash = (password: string) => {
  const known = seededHashes.get(password);
  if (known) return known;
  const hash = hashPassword(password, TEST_HASH_COST);
  seededHashes.set(password, hash);
  return hash;
};

/**
 * The migrated PGlite the server project's global setup dumped (pglite-image.global-setup.ts), or
 * nothing when it did not run: then the server starts from a new PGlite and migrates it itself.
 */
function migratedImage(): Blob | undefined {
  const file = process.env[PGLITE_IMAGE_VARIABLE];
  return file && fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}

/**
 * Starts the real app on a free loopback port over PGlite (in memory) or, when the test run is the
 * PostgreSQL pass (VITRINE_TEST_DB=postgres), over a fresh database created on DATABASE_URL.
 */
export async function startTestServer(
  options: {
    sessionTtlMinutes?: number;
    /** Settings the feature areas read (upload limits, storage...); absent means process.env. */
    env?: NodeJS.ProcessEnv;
    /** Record resources of the test's own, given their tables and served beside the contract's. */
    extraRecords?: readonly RecordResource[];
  } = {},
): Promise<TestServer> {
  let dropDatabase: (() => Promise<void>) | undefined;
  let database: Database;
  if (process.env.VITRINE_TEST_DB === "postgres") {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("VITRINE_TEST_DB=postgres needs DATABASE_URL");
    const name = `vitrine_test_${process.pid}_${randomBytes(4).toString("hex")}`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const testUrl = new URL(url);
    testUrl.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: testUrl.toString() });
    dropDatabase = async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    database = await openDatabase({ pgliteImage: migratedImage() });
  }
  await migrate(database, [...RECORD_RESOURCES, ...(options.extraRecords ?? [])]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-test-"));
  const clock = {
    now: new Date(),
    advanceMinutes(minutes: number) {
      clock.now = new Date(clock.now.getTime() + minutes * 60_000);
    },
  };
  const app = await createApp({
    database,
    dataDir,
    sessionTtlMinutes: options.sessionTtlMinutes ?? 120,
    now: () => clock.now,
    ...(options.env ? { env: options.env } : {}),
    ...(options.extraRecords ? { extraRecords: options.extraRecords } : {}),
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;

  const call: TestServer["call"] = async (method, url, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    let body: string | undefined;
    if (opts.rawBody !== undefined) {
      body = opts.rawBody;
      headers["content-type"] ??= "application/json";
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers["content-type"] = "application/json";
    }
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const response = await fetch(baseUrl + url, { method, headers, body });
    const text = await response.text();
    let json: CallResult["json"];
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json, text };
  };

  let snapshot: SeedSnapshot | undefined;
  const server: TestServer = {
    app,
    database,
    baseUrl,
    dataDir,
    clock,
    call,
    async reset() {
      clock.now = new Date();
      if (snapshot) {
        try {
          await snapshot.restore();
          return;
        } catch {
          // A test changed a table's shape: start over from a real seed and copy that instead.
          snapshot = undefined;
        }
      }
      await emptyAndSeed(database);
      snapshot = await takeSeedSnapshot(database);
    },
    async signIn(userName, password) {
      const result = await call("POST", "/api/login/doLogin", { body: { userName, password } });
      if (result.json?.code !== 0) throw new Error(`sign-in failed: ${result.text}`);
      return result.json.data.token as string;
    },
    async close() {
      await app.close();
      await database.close();
      await dropDatabase?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/** The slow, sure way to a first-start database: empty every table, then the real seed. */
async function emptyAndSeed(database: Database): Promise<void> {
  // Table names come from the catalogue, never from input; quoting keeps odd names safe.
  const tables = await database.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'vitrine_migrations'",
  );
  if (tables.length > 0) {
    const list = tables.map((t) => `"${t.tablename.replaceAll('"', '""')}"`).join(", ");
    await database.runScript(`TRUNCATE ${list} RESTART IDENTITY CASCADE`);
  }
  await seedIfEmpty(database.db, {
    adminPassword: ADMIN_PASSWORD,
    testPassword: TEST_PASSWORD,
    hash: seededHash,
  });
}
