// `npm run bench`: builds what is missing, then runs every bench/*.bench.mjs in its own Node process
// (with --expose-gc so memory figures are measured after a collection) and prints their figures.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildMissing } from "../scripts/build-missing.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
buildMissing();
const only = process.argv.slice(2);
const files = fs
  .readdirSync(here)
  .filter((f) => f.endsWith(".bench.mjs"))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n== ${file} ==`);
  const result = spawnSync(process.execPath, ["--expose-gc", path.join(here, file)], {
    stdio: "inherit",
  });
  if (result.status !== 0) failed++;
}
console.log(`\n${files.length} benchmark files run${failed ? `, ${failed} failed` : ""}.`);
process.exit(failed ? 1 : 0);
