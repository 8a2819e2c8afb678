// `npm run lighthouse -w @vitrine/bench`: Lighthouse 12.2.3 (pinned: later versions want Node 22)
// in Debian's Chromium ($CHROME_PATH, default /usr/bin/chromium; Lighthouse never downloads a
// browser) on the built server: /login (issue 39), and a published page and a product page of a
// seeded shop (issue 32, lib/storefront-seed.mjs), the storefront ones on Lighthouse's phone.
// Budgets: SEO at least 95 everywhere; best practices 100 on /login, 95 on the storefront with
// accessibility 95 and CLS under 0.05. LIGHTHOUSE_PAGES=login,page,product picks the pages. Not part
// of `npm run bench` or `npm test`: a run takes about a minute per page.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { buildMissing } from "../scripts/build-missing.mjs";
import { report, startBuiltServer } from "./lib/server.mjs";
import { seedShop } from "./lib/storefront-seed.mjs";

const ADMIN_PASSWORD = "Bench-admin-1";
const LOGIN_BUDGETS = { seo: 95, "best-practices": 100 };
const STOREFRONT_BUDGETS = { seo: 95, "best-practices": 95, accessibility: 95 };
const CLS_BUDGET = 0.05;
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const cli = createRequire(import.meta.url).resolve("lighthouse/cli/index.js");
const wanted = new Set((process.env.LIGHTHOUSE_PAGES ?? "login,page,product").split(","));

/** Runs Lighthouse on `url`, prints its scores and what costs points; answers within budget. */
function audit(name, url, budgets, outDir) {
  const out = path.join(outDir, `${name.replace(/\W+/g, "_")}.json`);
  const run = spawnSync(
    process.execPath,
    [
      cli,
      url,
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
  let within = true;
  for (const [id, category] of Object.entries(result.categories)) {
    const score = Math.round(category.score * 100);
    if (id in budgets)
      within =
        report(`${name} ${category.title}`, score, "points", budgets[id], "higher") && within;
    else console.log(`${name} ${category.title}: ${score} (no budget)`);
    // What costs points, so a lower score says where to look.
    for (const ref of category.auditRefs) {
      const audit = result.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1)
        console.log(`  - ${audit.id}: ${audit.title} ${audit.displayValue ?? ""}`);
    }
  }
  const cls = result.audits["cumulative-layout-shift"]?.numericValue;
  if (budgets !== LOGIN_BUDGETS && typeof cls === "number")
    within = report(`${name} CLS`, cls, "", CLS_BUDGET) && within;
  return within;
}

buildMissing();
const server = await startBuiltServer({ VITRINE_ADMIN_PASSWORD: ADMIN_PASSWORD });
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-lighthouse-"));
let within = true;
try {
  if (wanted.has("login"))
    within = audit("/login", `${server.url}/login`, LOGIN_BUDGETS, outDir) && within;
  if (wanted.has("page") || wanted.has("product")) {
    const shop = await seedShop(server.url, ADMIN_PASSWORD);
    for (const kind of ["page", "product"]) {
      if (wanted.has(kind))
        within =
          audit(shop[kind], `${server.url}${shop[kind]}`, STOREFRONT_BUDGETS, outDir) && within;
    }
  }
} finally {
  await server.stop();
  if (!process.env.LIGHTHOUSE_KEEP) fs.rmSync(outDir, { recursive: true, force: true });
  else console.log(`reports kept in ${outDir}`);
}
process.exit(within ? 0 : 1);
