// Where the editor's load goes (issue 34, load at 1,000 and 5,000 components): the benchmark page
// loaded as editor-browser.bench.mjs loads it (to the title field focused), once under V8's
// sampling profiler and once under Chromium's timeline trace. Prints the JavaScript functions by
// self time (with their script and line) and the main thread's work by kind (script, style, layout,
// paint, garbage collection). Not a bench with budgets (its name keeps it out of `npm run bench`):
// a tool to run before and after a change.
//   node bench/editor-load-profile.mjs [n] [all-types]   (n defaults to 1000)
// EDITOR_BENCH_DIST serves a copy of the build (lib/dist-server.mjs); PROFILE_OUT=file.cpuprofile
// and TRACE_OUT=file.json also write the profile and the trace for DevTools.
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { startStaticServer } from "./lib/dist-server.mjs";
import { openCaptionTitle, pageTargets } from "./lib/editor-page.mjs";
import { chromiumArgs, chromiumPath } from "./lib/server.mjs";

const n = Number(process.argv[2] ?? 1000);
const query = `n=${n}${process.argv[3] === "all-types" ? "&types=all" : ""}`;
const TOP = 40;

/** Loads the page to its title field focused, as the bench's load figure does; ms taken. */
async function load(page, base) {
  const start = Date.now();
  await page.goto(`${base}/editor-bench.html?${query}`, { waitUntil: "commit" });
  await openCaptionTitle(page, await pageTargets(page));
  return Date.now() - start;
}

/** A new page on the server's origin already (so the load stays in the profiled renderer). */
async function blankPage(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  // An empty page there, answered by Playwright and unrouted before the load.
  const blank = `${base}/blank`;
  await page.route(blank, (route) => route.fulfill({ contentType: "text/html", body: "" }));
  await page.goto(blank);
  await page.unroute(blank);
  return { context, page };
}

/** Self time per function (name, script, line) from a CPU profile, in ms, largest first. */
function selfTimes(profile) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map();
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id).callFrame;
    const script = frame.url.split("/").pop() || "";
    const key = `${frame.functionName || "(anonymous)"}  ${script}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/**
 * The renderer main thread's timeline events by self time (an event's time minus its children's),
 * in ms: what the page's thread spent on style, layout, paint, script compile and the rest.
 */
function timelineSelfTimes(events) {
  const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const spans = events
    .filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.dur)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const totals = new Map();
  const stack = [];
  const add = (name, us) => totals.set(name, (totals.get(name) ?? 0) + us / 1000);
  for (const span of spans) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= span.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) add(parent.name, -span.dur);
    add(span.name, span.dur);
    stack.push(span);
  }
  return [...totals].filter(([, ms]) => ms >= 1).sort((a, b) => b[1] - a[1]);
}

const print = (title, rows) => {
  console.log(`\n${title}`);
  for (const [name, ms] of rows) console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
};

const { url, server } = await startStaticServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  // A first load warms the browser (its caches and code), as the bench's three runs mostly are.
  {
    const { context, page } = await blankPage(browser, url);
    console.log(`warm-up load, ${n} components: ${await load(page, url)} ms`);
    await context.close();
  }
  {
    const { context, page } = await blankPage(browser, url);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
    await cdp.send("Profiler.start");
    const ms = await load(page, url);
    const { profile } = await cdp.send("Profiler.stop");
    await context.close();
    if (process.env.PROFILE_OUT) fs.writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
    const rows = selfTimes(profile);
    const total = rows.reduce((sum, [, t]) => sum + t, 0);
    console.log(`profiled load, ${n} components: ${ms} ms (${total.toFixed(0)} ms sampled)`);
    print(`JavaScript self time, top ${TOP}:`, rows.slice(0, TOP));
  }
  {
    const { context, page } = await blankPage(browser, url);
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "blink"],
    });
    const ms = await load(page, url);
    const raw = await browser.stopTracing();
    await context.close();
    if (process.env.TRACE_OUT) fs.writeFileSync(process.env.TRACE_OUT, raw);
    const trace = JSON.parse(raw.toString("utf8"));
    console.log(`\ntraced load, ${n} components: ${ms} ms`);
    print("main thread by kind (self time):", timelineSelfTimes(trace.traceEvents ?? trace));
  }
} finally {
  await browser.close();
  server.close();
}
