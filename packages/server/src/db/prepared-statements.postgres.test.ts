import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./database.js";

// PostgreSQL itself: PGlite has no wire protocol, so nothing here applies to it.
const databaseUrl = process.env.DATABASE_URL;

/** The statements the transaction's connection holds prepared, by their text. */
async function preparedOnThisConnection(tx: Database["db"]) {
  const rows = (await tx.execute(
    sql`SELECT statement FROM pg_prepared_statements WHERE NOT from_sql`,
  )) as unknown as Array<{ statement: string }>;
  return rows.map((r) => r.statement);
}

describe.runIf(Boolean(databaseUrl))("drizzle's statements on PostgreSQL", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("are prepared once per connection and reused, in transactions and savepoints too", async () => {
    const marker = `prepared-${process.pid}`;
    const answers = await database.db.transaction(async (tx) => {
      const first = await tx.execute(sql`SELECT ${marker}::text AS m, ${1}::int AS n`);
      const again = await tx.execute(sql`SELECT ${marker}::text AS m, ${2}::int AS n`);
      const nested = await tx.transaction((inner) =>
        inner.execute(sql`SELECT ${marker}::text AS m, ${3}::int AS n`),
      );
      return { rows: [first, again, nested], prepared: await preparedOnThisConnection(tx) };
    });
    // The answers are the statements' own: reuse does not mix up parameters.
    expect(answers.rows.map((r) => (r as unknown as Array<{ n: number }>)[0]?.n)).toEqual([
      1, 2, 3,
    ]);
    // One prepared statement for the three runs of the same text: a named statement is described
    // once, where an unnamed one would be parsed and described in a round trip of its own each time.
    expect(answers.prepared.filter((text) => text.includes("AS m,"))).toHaveLength(1);
  });
});
