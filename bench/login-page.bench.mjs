// Cold load of /login in Chromium: JavaScript transferred and the time until the form can be typed in.
// Budgets (issue 6): at most 200 kB of JS, at most 500 ms.
import { chromium } from "@playwright/test";
import { chromiumArgs, median, report, startBuiltServer } from "./lib/server.mjs";

const RUNS = 7;
const server = await startBuiltServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: chromiumArgs,
});
try {
  const times = [];
  const jsBytes = [];
  for (let run = 0; run < RUNS; run++) {
    // A new context has an empty cache: every run is a cold load.
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const scripts = new Set();
    let bytes = 0;
    cdp.on("Network.responseReceived", (e) => {
      if (e.type === "Script") scripts.add(e.requestId);
    });
    cdp.on("Network.loadingFinished", (e) => {
      if (scripts.has(e.requestId)) bytes += e.encodedDataLength;
    });
    const start = Date.now();
    await page.goto(`${server.url}/login`, { waitUntil: "commit" });
    const input = page.locator("input").first();
    await input.waitFor({ state: "visible" });
    await input.focus();
    await page.keyboard.type("a");
    const elapsed = Date.now() - start;
    await page.waitForLoadState("networkidle");
    times.push(elapsed);
    jsBytes.push(bytes);
    await context.close();
  }
  report("login cold load, JS transferred", Math.round(median(jsBytes) / 1024), "kB", 200);
  report(
    "login cold load, time until the form takes a keystroke (median of 7)",
    median(times),
    "ms",
    500,
  );
} finally {
  await browser.close();
  await server.stop();
}
