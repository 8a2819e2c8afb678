// The home dashboard's cold load (issue 23): /home in the built admin app, signed in as admin, on a
// cold browser cache, served by the built server. Figures: the JavaScript transferred for the route
// (as Chromium received it, Brotli, and as gzip), the part of it that is ECharts' chunk, and the
// time from navigation to the first finished chart (the page's `vitrine:first-chart` mark). Also
// checks that /login loads no chart code (its budget stays as docs/PERFORMANCE.md says).
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath, median, startBuiltServer } from "./lib/server.mjs";

const RUNS = 5;
const ADMIN_PASSWORD = "Bench-admin-1";

async function api(base, path, token, body) {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (json.code !== 0) throw new Error(`${path}: ${json.msg}`);
  return json.data;
}

/** The bytes the server sends for each URL to a client that accepts only gzip. */
async function gzipBytes(urls) {
  let total = 0;
  for (const url of urls) {
    const response = await fetch(url, { headers: { "accept-encoding": "gzip" } });
    const length = Number(response.headers.get("content-length"));
    await response.arrayBuffer();
    total += Number.isFinite(length) ? length : 0;
  }
  return total / 1024;
}

/** Opens `path` in a fresh context (empty cache) and records every script's bytes on the wire. */
async function coldLoad(browser, url, token, wait) {
  const context = await browser.newContext();
  if (token)
    await context.addCookies([{ name: "vitrine-token", value: encodeURIComponent(token), url }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const scripts = new Map();
  const sizes = [];
  cdp.on("Network.responseReceived", (e) => {
    if (e.type === "Script") scripts.set(e.requestId, e.response.url);
  });
  cdp.on("Network.loadingFinished", (e) => {
    if (scripts.has(e.requestId)) sizes.push([scripts.get(e.requestId), e.encodedDataLength]);
  });
  const firstChartMs = await wait(page);
  await page.waitForLoadState("networkidle");
  await context.close();
  return { sizes, firstChartMs };
}

const server = await startBuiltServer({ VITRINE_ADMIN_PASSWORD: ADMIN_PASSWORD });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const { token } = await api(server.url, "/api/login/doLogin", "", {
    userName: "admin",
    password: ADMIN_PASSWORD,
  });
  // Some sales, so the sales chart has something to draw.
  for (let i = 0; i < 5; i++) {
    const { id } = await api(server.url, "/api/device/add", token, {
      serial: `BENCHSN0${i}`,
      model: "W1",
    });
    await api(server.url, "/api/device/sell", token, {
      ids: [id],
      buyer: "bench",
      priceCents: 19_900,
    });
  }

  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    runs.push(
      await coldLoad(browser, server.url, token, async (page) => {
        await page.goto(`${server.url}/home`, { waitUntil: "commit" });
        await page.waitForFunction(
          () => performance.getEntriesByName("vitrine:first-chart").length > 0,
          null,
          {
            timeout: 120_000,
          },
        );
        return page.evaluate(
          () => performance.getEntriesByName("vitrine:first-chart")[0].startTime,
        );
      }),
    );
  }
  const kb = (sizes, filter = () => true) =>
    sizes.filter(([u]) => filter(u)).reduce((a, [, n]) => a + n, 0) / 1024;
  // ECharts' chunks: the chart wrapper's own and what it imports (the build names shared chunks
  // after a module in them), except Vite's preload helper, which every lazy route has.
  const canvasUrl = runs[0].sizes.map(([u]) => u).find((u) => /EChartCanvas/.test(u));
  const canvasCode = canvasUrl ? await (await fetch(canvasUrl)).text() : "";
  const chartChunks = new Set([
    ...(canvasUrl ? [new URL(canvasUrl).pathname.split("/").pop()] : []),
    ...[...canvasCode.matchAll(/from"\.\/([^"]+\.js)"/g)]
      .map((m) => m[1])
      .filter((n) => !/preload-helper/.test(n)),
  ]);
  const isChart = (u) => chartChunks.has(new URL(u).pathname.split("/").pop());
  console.log(`/home (signed in as admin), ${RUNS} cold loads, median:`);
  console.log(
    `  JS transferred (Brotli, as Chromium took it): ${Math.round(median(runs.map((r) => kb(r.sizes))))} kB`,
  );
  console.log(
    `  of which ECharts (${chartChunks.size} chunks): ${Math.round(median(runs.map((r) => kb(r.sizes, isChart))))} kB`,
  );
  const urls = runs[0].sizes.map(([u]) => u);
  console.log(
    `  JS as gzip (${urls.length} scripts): ${Math.round(await gzipBytes(urls))} kB, ECharts ${Math.round(await gzipBytes(urls.filter(isChart)))} kB`,
  );
  console.log(
    `  time to the first finished chart: ${Math.round(median(runs.map((r) => r.firstChartMs)))} ms (runs: ${runs.map((r) => Math.round(r.firstChartMs)).join(", ")})`,
  );
  if (process.env.DASHBOARD_ROUTE_SCRIPTS)
    for (const [url, size] of runs[0].sizes.sort((a, b) => b[1] - a[1]))
      console.log(`  ${(size / 1024).toFixed(1).padStart(7)} kB  ${new URL(url).pathname}`);

  const login = await coldLoad(browser, server.url, null, async (page) => {
    await page.goto(`${server.url}/login`);
    await page.getByRole("button", { name: "登录" }).waitFor();
    return 0;
  });
  const chartOnLogin = login.sizes.filter(([u]) => isChart(u));
  console.log(
    `/login: ${Math.round(kb(login.sizes))} kB JS (Brotli), chart code loaded: ${chartOnLogin.length ? "YES" : "none"}`,
  );
  if (chartOnLogin.length) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
