// The page editor as operators open it: /decorate/:id in the built admin app, signed in, served by the
// built server (pre-compressed assets), on a cold browser cache. Figures: the JavaScript transferred
// for that route, as Chromium received it (Brotli) and as gzip (the budget of issue 8 is at most
// 400 kB gzip: each script the route loaded is fetched again with only gzip accepted), and the time
// until the palette can be used.
// editor-browser.bench.mjs measures the editor alone on its benchmark page; this one adds the
// signed-in shell (layout, menu, antd) that the real route also loads.
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath, median, report, startBuiltServer } from "./lib/server.mjs";

const RUNS = 5;

/** The bytes the server sends for each URL to a client that accepts only gzip. */
async function gzipBytes(urls) {
  let total = 0;
  for (const url of urls) {
    const response = await fetch(url, { headers: { "accept-encoding": "gzip" } });
    if (response.headers.get("content-encoding") !== "gzip")
      throw new Error(`${url} was not sent gzip-compressed`);
    // fetch decodes the body; the header gives the bytes on the wire (pre-compressed files).
    const length = Number(response.headers.get("content-length"));
    await response.arrayBuffer();
    if (!Number.isFinite(length) || length <= 0) throw new Error(`${url}: no content-length`);
    total += length;
  }
  return total / 1024;
}
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

let ok = true;
const server = await startBuiltServer({ VITRINE_ADMIN_PASSWORD: ADMIN_PASSWORD });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
try {
  const { token } = await api(server.url, "/api/login/doLogin", "", {
    userName: "admin",
    password: ADMIN_PASSWORD,
  });
  const components = Array.from({ length: 20 }, (_, i) => ({
    id: `cap-${i + 1}`,
    type: "captiontext",
    props: { name: `Caption ${i + 1}` },
  }));
  const { id } = await api(server.url, "/api/page/add", token, {
    name: "Bench page",
    details: "Editor route benchmark",
    classification: "home",
    document: {
      schemaVersion: 1,
      settings: { name: "Bench page", details: "Editor route benchmark", classification: "home" },
      components,
    },
  });

  const bytesPerRun = [];
  let routeScripts = [];
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    // A new context has an empty HTTP cache; the session cookie is all it shares with the last run.
    const context = await browser.newContext();
    await context.addCookies([
      { name: "vitrine-token", value: encodeURIComponent(token), url: server.url },
    ]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const scripts = new Set();
    let bytes = 0;
    const urls = new Map();
    cdp.on("Network.responseReceived", (e) => {
      if (e.type !== "Script") return;
      scripts.add(e.requestId);
      urls.set(e.requestId, e.response.url);
    });
    const perScript = [];
    cdp.on("Network.loadingFinished", (e) => {
      if (!scripts.has(e.requestId)) return;
      bytes += e.encodedDataLength;
      perScript.push([urls.get(e.requestId), e.encodedDataLength]);
    });
    const start = Date.now();
    await page.goto(`${server.url}/decorate/${id}`, { waitUntil: "commit" });
    await page
      .getByRole("navigation", { name: "组件库" })
      .getByRole("button", { name: "标题文字" })
      .waitFor();
    await page.locator('main [data-component-id="cap-20"]').waitFor({ state: "attached" });
    times.push(Date.now() - start);
    await page.waitForLoadState("networkidle");
    bytesPerRun.push(bytes / 1024);
    if (run === 0) routeScripts = perScript.map(([url]) => url);
    // EDITOR_ROUTE_SCRIPTS=1 lists what was loaded, largest first, to see where the bytes go.
    if (run === 0 && process.env.EDITOR_ROUTE_SCRIPTS)
      for (const [url, size] of perScript.sort((a, b) => b[1] - a[1]))
        console.log(`  ${(size / 1024).toFixed(1).padStart(7)} kB  ${new URL(url).pathname}`);
    await context.close();
  }
  console.log(
    `editor route (/decorate/:id, signed in) JS transferred as Chromium took it (Brotli): ${Math.round(median(bytesPerRun))} kB (no budget)`,
  );
  ok = report(
    `editor route (/decorate/:id, signed in) JS as gzip (${routeScripts.length} scripts)`,
    Math.round(await gzipBytes(routeScripts)),
    "kB",
    400,
  );
  console.log(
    `editor route cold load until the palette and canvas are shown (median of ${RUNS}): ${median(times)} ms (no budget)`,
  );
} finally {
  await browser.close();
  await server.stop();
}
process.exitCode = ok ? 0 : 1;
