import { RECORD_RESOURCES, type RecordResource } from "@vitrine/contract";
import { recordTableSql } from "../modules/records/ddl.js";
import type { Database } from "./database.js";
import { migrations } from "./migrations/index.js";

// Any fixed number: every Vitrine process takes the same advisory lock so only one migrates at a time.
const MIGRATION_LOCK = 727_001;

/**
 * Applies the migrations this database has not run yet, in order, each in its own transaction,
 * then gives the record resources (the contract's, and a test's own) their tables and columns.
 */
export async function migrate(
  database: Database,
  records: readonly RecordResource[] = RECORD_RESOURCES,
): Promise<string[]> {
  return database.withLock(MIGRATION_LOCK, async () => {
    const applied: string[] = [];
    await database.runScript(
      "CREATE TABLE IF NOT EXISTS vitrine_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const rows = await database.query<{ id: string }>("SELECT id FROM vitrine_migrations");
    const done = new Set(rows.map((r) => r.id));
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      // The id is a constant from our own list, never user input; quoting keeps the script valid.
      const record = `INSERT INTO vitrine_migrations (id) VALUES ('${migration.id.replaceAll("'", "''")}');`;
      await database.runScriptInTransaction(`${migration.sql}\n${record}`);
      applied.push(migration.id);
    }
    // After the numbered ones, which made the tables of the resources declared before (organizes).
    if (records.length > 0)
      await database.runScriptInTransaction(records.map(recordTableSql).join("\n"));
    return applied;
  });
}
