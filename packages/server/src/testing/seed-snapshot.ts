import type { Database } from "../db/database.js";

/**
 * A copy of the first-start database inside the test database itself, so each test's reset is one
 * short transaction (about 25 ms) instead of TRUNCATE of every table plus the seed's hundreds of
 * inserts (about 650 ms on PGlite, 350 ms on PostgreSQL): with over a thousand resets per pass
 * that was minutes of CI (issue 17's budget). The seed still runs once per test database, through
 * the real seedIfEmpty, so what a test starts from is exactly what a first start writes.
 */
export interface SeedSnapshot {
  /** Puts every table back to the snapshot: seeded rows as seeded, others empty, ids restarted. */
  restore(): Promise<void>;
}

const SNAPSHOT_SCHEMA = "test_seed";

// Names come from the catalogue, never from input; quoting keeps odd names safe all the same.
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function publicTables(database: Database): Promise<string[]> {
  const rows = await database.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'vitrine_migrations' ORDER BY tablename",
  );
  return rows.map((row) => row.tablename);
}

/** Copies the tables that hold rows right now (the seed's) and every sequence's position. */
export async function takeSeedSnapshot(database: Database): Promise<SeedSnapshot> {
  const tables = await publicTables(database);
  const filled = tables.length
    ? await database.query<{ name: string }>(
        tables
          .map(
            (table) =>
              `SELECT '${table.replaceAll("'", "''")}' AS name WHERE EXISTS (SELECT 1 FROM ${quote(table)})`,
          )
          .join(" UNION ALL "),
      )
    : [];
  const seeded = filled.map((row) => row.name);
  await database.runScriptInTransaction(
    [
      `DROP SCHEMA IF EXISTS ${SNAPSHOT_SCHEMA} CASCADE`,
      `CREATE SCHEMA ${SNAPSHOT_SCHEMA}`,
      ...seeded.map(
        (table) =>
          `CREATE TABLE ${SNAPSHOT_SCHEMA}.${quote(table)} AS SELECT * FROM public.${quote(table)}`,
      ),
    ].join(";\n"),
  );
  // postgres.js answers bigints as strings, PGlite as numbers: both print the same in SQL.
  const sequences = await database.query<{
    sequencename: string;
    last_value: string | number | null;
  }>("SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public'");
  const restoreSequences = sequences.map(({ sequencename, last_value }) => {
    const name = `'public.${quote(sequencename).replaceAll("'", "''")}'`;
    return last_value === null
      ? `SELECT setval(${name}, 1, false)`
      : `SELECT setval(${name}, ${Number(last_value)}, true)`;
  });

  return {
    async restore() {
      // Tables a test added since (none today) are emptied too: the list is read each time.
      const now = await publicTables(database);
      await database.runScriptInTransaction(
        [
          // Replica mode skips foreign-key checks and triggers: the order of the deletes does not
          // matter, and the copied rows already hold what the triggers computed when seeded.
          "SET LOCAL session_replication_role = replica",
          ...now.map((table) => `DELETE FROM public.${quote(table)}`),
          ...seeded.map(
            (table) =>
              `INSERT INTO public.${quote(table)} OVERRIDING SYSTEM VALUE SELECT * FROM ${SNAPSHOT_SCHEMA}.${quote(table)}`,
          ),
          ...restoreSequences,
        ].join(";\n"),
      );
    },
  };
}
