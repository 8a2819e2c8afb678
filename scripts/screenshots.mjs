// Screenshots of the page editor's screens from the Ladle stories (issue 19): the same script takes
// the "before" and the "after" set, so the two compare screen by screen.
//
//   npx ladle serve --port 18210 &
//   node scripts/screenshots.mjs docs/screenshots/after [--base http://localhost:18210] [--dark]
//
// Chromium is Debian's (/usr/bin/chromium, or $CHROMIUM_PATH) as in the e2e tests; headless,
// without a sandbox or GPU (a container).
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "@playwright/test";

const args = process.argv.slice(2);
const outDir = args.find((a) => !a.startsWith("--")) ?? "docs/screenshots/after";
const baseIndex = args.indexOf("--base");
const base = baseIndex >= 0 ? args[baseIndex + 1] : "http://localhost:18210";
const theme = args.includes("--dark") ? "dark" : "light";
const suffix = theme === "dark" ? "-dark" : "";

/** name -> story id, and what to do on the page before the picture. */
const SHOTS = [
  { name: "workbench-empty", story: "editor--workbench--empty" },
  { name: "workbench-selected", story: "editor--workbench--empty", prepare: addSeveral },
  { name: "panel-picture-ads", story: "editor--workbench--picture-ads-panel" },
  { name: "panel-generic-widgets", story: "editor--panels--generic--every-widget" },
  { name: "media-library", story: "media--medialibrarydialog--loaded" },
  { name: "upload-dialog", story: "media--uploadimagedialog--loaded" },
  { name: "live-preview", story: "editor--workbench-parts--live-preview-loading" },
];

/** Several components from the palette, then the second one selected. */
async function addSeveral(page) {
  for (const type of [
    "captiontext",
    "notice",
    "pictureads",
    "auxiliarysegmentation",
    "storeinformation",
  ]) {
    const tile = page.locator(`nav [data-component-type="${type}"]`);
    if ((await tile.count()) > 0) await tile.first().click();
  }
  await page.locator("[data-component-id]").nth(1).click();
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await mkdir(outDir, { recursive: true });
for (const shot of SHOTS) {
  await page.goto(`${base}/?story=${shot.story}&mode=preview&theme=${theme}`);
  await page.waitForSelector("[data-storyloaded]", { timeout: 60_000 }).catch(() => {});
  await page.waitForLoadState("networkidle");
  if (shot.prepare) await shot.prepare(page);
  // Fonts, lazy previews and images settle before the picture (not a test: no assertion waits on it).
  await page.waitForTimeout(800);
  const file = join(outDir, `${shot.name}${suffix}.png`);
  await page.screenshot({ path: file });
  console.log(file);
}
await browser.close();
