// Runs the server tests on a real database. Without DATABASE_URL (a developer's machine) every file
// runs on PGlite. With it (CI) every file that reaches the test database runs on PostgreSQL, and the
// PGlite pass keeps only the files that never do (they open their own PGlite or test pure helpers).
// Running the database files on both engines doubled the layer to 37 of CI's 62 minutes; PGlite
// stays exercised in CI by those files and by every browser test, whose server is always on PGlite.
// A file that reads VITRINE_TEST_DB itself chooses the engine (the kill -9 durability files start
// real server processes on a PGlite folder or a PostgreSQL database): what it tests differs per
// engine, so it runs on both. VITRINE_TEST_BOTH_ENGINES=1 runs every database file on both.
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
// on PGlite they could only be skipped, so the PGlite pass always leaves them out.
const POSTGRES_ONLY = /\.postgres\.test\.ts$/;
const all = testFiles(serverSrc).sort();
const onDatabase = all.filter((file) => reachesDatabase(file));
const both = process.env.VITRINE_TEST_BOTH_ENGINES === "1";
const choosesEngine = (file) => fs.readFileSync(file, "utf8").includes("VITRINE_TEST_DB");

if (!process.env.DATABASE_URL) {
  console.log(
    "\nDATABASE_URL is not set: every server test runs on PGlite (CI runs the database files on PostgreSQL).",
  );
  run("PGlite", { VITRINE_TEST_DB: "pglite" }, ["--exclude", "**/*.postgres.test.ts"]);
} else {
  const pglite = all.filter(
    (file) =>
      !POSTGRES_ONLY.test(file) && (both || !onDatabase.includes(file) || choosesEngine(file)),
  );
  console.log(
    `\n${onDatabase.length} of ${all.length} test files reach the test database and run on PostgreSQL; ` +
      `${pglite.length} run on PGlite${both ? " (VITRINE_TEST_BOTH_ENGINES=1)" : ""}.`,
  );
  // An empty list would make vitest run every file: never pass one.
  if (pglite.length > 0) run("PGlite", { VITRINE_TEST_DB: "pglite" }, pglite);
  run("PostgreSQL", { VITRINE_TEST_DB: "postgres" }, onDatabase);
}
