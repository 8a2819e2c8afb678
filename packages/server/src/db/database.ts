import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { checkPgliteFolder, pgliteOpenError } from "./data-folder.js";
import { withPreparedStatements } from "./prepared-statements.js";
import { schema } from "./schema.js";
import { createWriteWatch, type WriteWatch } from "./write-watch.js";

/**
 * The database, or a transaction of it: drizzle's transaction (`db.transaction(async (tx) => …)`) is
 * a PgDatabase of the same schema, so `tx` is passed wherever a Db is taken, with no cast and no
 * second type (issue 37 asked for a DbOrTx; this is it).
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Which tables this process last wrote and when; see write-watch.ts. */
  writes: WriteWatch;
  /** Runs a multi-statement SQL script (migrations and tests only: never with user input). */
  runScript(script: string): Promise<void>;
  /** The same, all or nothing. */
  runScriptInTransaction(script: string): Promise<void>;
  /** Runs one parameterised statement and answers its rows. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * Runs `fn` while holding a cluster-wide advisory lock, so that several server processes sharing one
   * PostgreSQL never do the same critical work at once (migrations, merges). PGlite is single-process.
   */
  withLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only (absent on PGlite, which is one process): calls `onPayload` with every NOTIFY
   * on `channel`, from any process, on a connection of its own that reconnects by itself (what is
   * sent while it is down is lost). Answers how to stop listening. See realtime/bus.ts.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; absent means in memory (tests). */
  pgliteDir?: string | undefined;
  /**
   * In memory only: a PGlite data folder dumped earlier (`dumpDataDir`) to start from. The tests
   * start each file from one migrated image: loading it takes under a second, a new PGlite plus
   * every migration four to seven.
   */
  pgliteImage?: Blob | undefined;
  /** An already open PGlite to use (the test image is dumped from it); closed with the database. */
  pgliteClient?: PGlite | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const writes = createWriteWatch();
  // Drizzle hands every statement it sends, transactions' included, to its logger first.
  const logger = { logQuery: (query: string) => writes.notice(query) };
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} });
    return {
      db: drizzlePostgres({
        client: withPreparedStatements(client),
        schema,
        logger,
      }) as unknown as Db,
      kind: "postgres",
      writes,
      runScript: async (script) => {
        writes.touchAll();
        await client.unsafe(script);
      },
      runScriptInTransaction: async (script) => {
        writes.touchAll();
        await client.begin((tx) => tx.unsafe(script));
      },
      query: async (text, params = []) => {
        writes.notice(text);
        return (await client.unsafe(text, params as never[])) as unknown as never[];
      },
      withLock: async (key, fn) => {
        // Session-level advisory locks belong to one connection: reserve one for lock and unlock.
        const reserved = await client.reserve();
        try {
          await reserved`SELECT pg_advisory_lock(${key})`;
          try {
            return await fn();
          } finally {
            await reserved`SELECT pg_advisory_unlock(${key})`;
          }
        } finally {
          reserved.release();
        }
      },
      listen: async (channel, onPayload) => {
        const { unlisten } = await client.listen(channel, onPayload);
        return unlisten;
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  const client =
    options.pgliteClient ??
    (options.pgliteDir
      ? await openPgliteFolder(options.pgliteDir)
      : new PGlite(options.pgliteImage ? { loadDataDir: options.pgliteImage } : {}));
  await client.waitReady;
  return {
    db: drizzlePglite({ client, schema, logger }) as unknown as Db,
    kind: "pglite",
    writes,
    runScript: async (script) => {
      writes.touchAll();
      await client.exec(script);
    },
    runScriptInTransaction: async (script) => {
      writes.touchAll();
      await client.transaction((tx) => tx.exec(script));
    },
    query: async (text, params = []) => {
      writes.notice(text);
      return (await client.query(text, params)).rows as never[];
    },
    withLock: async (_key, fn) => {
      // PGlite runs inside this one process; its queries are already serialised.
      return fn();
    },
    close: () => client.close(),
  };
}

/** Opens PGlite on a folder that is new or holds a database; refuses a folder in any other state. */
async function openPgliteFolder(dir: string): Promise<PGlite> {
  checkPgliteFolder(dir);
  fs.mkdirSync(path.dirname(dir), { recursive: true, mode: 0o700 });
  try {
    const client = new PGlite(dir);
    await client.waitReady;
    return client;
  } catch (error) {
    throw pgliteOpenError(dir, error);
  }
}
