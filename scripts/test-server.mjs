// Runs the server tests on PGlite, then once more on PostgreSQL when DATABASE_URL is set.
import { spawnSync } from "node:child_process";

function run(label, env) {
  console.log(`\n== server tests on ${label} ==`);
  const result = spawnSync("npx", ["vitest", "run", "--project", "server"], {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run("PGlite", { VITRINE_TEST_DB: "pglite" });
if (process.env.DATABASE_URL) run("PostgreSQL", { VITRINE_TEST_DB: "postgres" });
else console.log("\nDATABASE_URL is not set: the PostgreSQL pass is skipped (CI sets it).");
