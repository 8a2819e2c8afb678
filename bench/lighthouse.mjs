// `npm run lighthouse -w @vitrine/bench`: Lighthouse 12.2.3 (pinned: later versions want Node 22)
// on the built /login, in Debian's Chromium ($CHROME_PATH, default /usr/bin/chromium; Lighthouse
// never downloads a browser). Budgets (issue 39): SEO at least 95, best practices 100. Not part of
// `npm run bench` or `npm test`: a run takes about a minute and reads a whole page's audits.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { buildMissing } from "../scripts/build-missing.mjs";
import { report, startBuiltServer } from "./lib/server.mjs";

const BUDGETS = { seo: 95, "best-practices": 100 };
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const cli = createRequire(import.meta.url).resolve("lighthouse/cli/index.js");

buildMissing();
const server = await startBuiltServer();
const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-lighthouse-")), "login.json");
let within = true;
try {
  const run = spawnSync(
    process.execPath,
    [
      cli,
      `${server.url}/login`,
      `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
      "--only-categories=seo,best-practices,accessibility,performance",
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
    ],
    {
      stdio: "inherit",
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
    },
  );
  if (run.status !== 0) throw new Error(`lighthouse exited with ${run.status}`);
  const result = JSON.parse(fs.readFileSync(out, "utf8"));
  console.log(`Lighthouse ${result.lighthouseVersion} on ${result.finalDisplayedUrl}`);
  for (const [id, category] of Object.entries(result.categories)) {
    const score = Math.round(category.score * 100);
    if (id in BUDGETS)
      within = report(`/login ${category.title}`, score, "points", BUDGETS[id], "higher") && within;
    else console.log(`/login ${category.title}: ${score} (no budget)`);
    // What costs points, so a lower score says where to look.
    for (const ref of category.auditRefs) {
      const audit = result.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1)
        console.log(`  - ${audit.id}: ${audit.title}`);
    }
  }
} finally {
  await server.stop();
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
}
process.exit(within ? 0 : 1);
