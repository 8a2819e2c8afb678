// Runs the server tests on PGlite, then once more on PostgreSQL when DATABASE_URL is set.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverSrc = path.join(root, "packages/server/src");

function run(label, env, files = []) {
  console.log(`\n== server tests on ${label} ==`);
  const result = spawnSync("npx", ["vitest", "run", "--project", "server", ...files], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function testFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

// A test reaches PostgreSQL only through startTestServer (VITRINE_TEST_DB) or DATABASE_URL, in the
// file or in anything it imports from our sources. The other files (pure helpers, tests that open
// their own PGlite) would only repeat the first pass on the same engine, so the second pass leaves
// them out.
const REACHES_DATABASE = /startTestServer|VITRINE_TEST_DB|DATABASE_URL/;
const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

function reachesDatabase(file, seen = new Set()) {
  if (seen.has(file) || !fs.existsSync(file)) return false;
  seen.add(file);
  const text = fs.readFileSync(file, "utf8");
  if (REACHES_DATABASE.test(text)) return true;
  for (const [, specifier] of text.matchAll(RELATIVE_IMPORT)) {
    const target = path.resolve(path.dirname(file), specifier).replace(/\.js$/, ".ts");
    if (reachesDatabase(target, seen)) return true;
  }
  return false;
}

// `*.postgres.test.ts` need PostgreSQL itself (several processes on one database, behind HAProxy):
// on PGlite they could only be skipped, so that pass leaves them out and the second runs them.
run("PGlite", { VITRINE_TEST_DB: "pglite" }, ["--exclude", "**/*.postgres.test.ts"]);
if (process.env.DATABASE_URL) {
  const all = testFiles(serverSrc);
  const onDatabase = all.filter((file) => reachesDatabase(file));
  console.log(
    `\n${all.length - onDatabase.length} of ${all.length} test files never use the test database and are not repeated.`,
  );
  run("PostgreSQL", { VITRINE_TEST_DB: "postgres" }, onDatabase);
} else console.log("\nDATABASE_URL is not set: the PostgreSQL pass is skipped (CI sets it).");
