import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../db/database.js";
import { migrate } from "../db/migrate.js";

/** Where this setup leaves the migrated PGlite image for the test workers (a file in the temp folder). */
export const PGLITE_IMAGE_VARIABLE = "VITRINE_TEST_PGLITE_IMAGE";

/**
 * Runs once before the server tests: migrates one PGlite and dumps it to a file that every test
 * file's server starts from (startTestServer). A new PGlite plus all migrations took four to seven
 * seconds per file on the 2-core CI machine, over a hundred files a pass. The PostgreSQL pass does
 * not need it: its databases are created on the PostgreSQL server.
 */
export default async function setup() {
  if (process.env.VITRINE_TEST_DB === "postgres") return;
  const client = new PGlite();
  const database = await openDatabase({ pgliteClient: client });
  await migrate(database);
  // Uncompressed: loading skips the unzip, and the file lives only as long as this run.
  const image = await client.dumpDataDir("none");
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-pglite-image-"));
  const file = path.join(dir, "migrated.tar");
  fs.writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  // The test workers start after this setup, with this process's environment.
  process.env[PGLITE_IMAGE_VARIABLE] = file;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
