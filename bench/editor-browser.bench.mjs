// The page editor in Chromium on the benchmark page (packages/admin-app/dist/editor-bench.html),
// at 500 and 1,000 components, on two pages: caption texts only, and the components cycling through
// all 22 built-in types (?types=all). EDITOR_BENCH_PAGES=captions or =all-types runs only one.
// Figures: load to interactive, keystroke to canvas paint and to preview-frame paint, a reorder, a delete, and
// the gzip JavaScript transferred for the editor route and the preview page. The runner builds the
// app; this script only serves packages/admin-app/dist with a tiny static server.
// Paint is detected inside the page: a MutationObserver sees the DOM change, then a
// requestAnimationFrame callback followed by a task runs after that frame has been painted. The
// keystroke budget (one frame) is checked in a separate pass without that probe, on Chromium's own
// trace of each key's frame (lib/key-frames.mjs), with Event Timing's figures beside it.
import { chromium } from "@playwright/test";
import { startStaticServer } from "./lib/dist-server.mjs";
import { openCaptionTitle, pageTargets } from "./lib/editor-page.mjs";
import { KEY_FRAME_TRACE_CATEGORIES, keyFrames } from "./lib/key-frames.mjs";
import { chromiumArgs, chromiumPath, median, percentile, report } from "./lib/server.mjs";

const KEYSTROKES = 60;

/** The benchmark pages: the address's query for n components, and how the figures name them. */
const PAGES = [
  { name: "captions", query: (n) => `n=${n}`, label: "" },
  { name: "all-types", query: (n) => `n=${n}&types=all`, label: " of all 22 types" },
];
const pages = process.env.EDITOR_BENCH_PAGES
  ? PAGES.filter((p) => process.env.EDITOR_BENCH_PAGES.split(",").includes(p.name))
  : PAGES;
if (pages.length === 0)
  throw new Error(`EDITOR_BENCH_PAGES: one or more of ${PAGES.map((p) => p.name)}`);
// EDITOR_BENCH_SIZES=100,1000,5000 runs the sizes issue 34's goals name (default 500 and 1,000).
const sizes = (process.env.EDITOR_BENCH_SIZES ?? "500,1000").split(",").map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < 1))
  throw new Error("EDITOR_BENCH_SIZES: component counts, e.g. 100,1000,5000");

/**
 * Issue 34's goals (item 9), where it names a size: load to interactive within 300 ms at 1,000
 * components and 1 s at 5,000, a delete painted within one 60 Hz frame at 1,000. Other sizes keep
 * the earlier budgets (1 s, 16 ms).
 */
const LOAD_BUDGET_MS = { 1000: 300, 5000: 1000 };
const DELETE_BUDGET_MS = { 1000: 16.7 };
/** At 5,000 a keystroke's p95 (key to presentation) may be at most this much its p95 at 100. */
const KEY_GROWTH_BUDGET = 1.25;

// Installed in every frame: paint times (absolute, so parent and frame clocks compare).
function installPaintProbe() {
  window.__paints = [];
  window.__keydowns = [];
  const now = () => performance.timeOrigin + performance.now();
  // Frame start times (a rAF loop, as a display's vsync drives one), and for each DOM change the
  // frame that paints it: how many frames a keystroke waits, independent of where in a frame it fell.
  window.__frames = [];
  window.__paintFrames = [];
  const loop = (frameTime) => {
    window.__frames.push(performance.timeOrigin + frameTime);
    requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
  // Only changes on the canvas count (the settings field's own echo is not what the figure is about);
  // the preview frame has no separate canvas, so there every change counts.
  const onCanvas = (record) => {
    const canvas = document.querySelector("main");
    const node = record.target.nodeType === 1 ? record.target : record.target.parentElement;
    return !canvas || (node !== null && canvas.contains(node));
  };
  new MutationObserver((records) => {
    if (!records.some(onCanvas)) return;
    // How many inputs had arrived when the DOM changed: the change answers the latest of them.
    // (A frame's time is when it began, which can be before a key the frame still painted, so
    // matching paints to keys by time alone pairs a key with a later key's paint.)
    const inputs = window.__keydowns.length;
    requestAnimationFrame((frameTime) => {
      window.__paintFrames.push({ inputs, frame: performance.timeOrigin + frameTime });
      setTimeout(() => window.__paints.push(now()), 0);
    });
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  window.addEventListener("keydown", () => window.__keydowns.push(now()), true);
  // The page's own work per keystroke, without the wait for the next frame: from the input event
  // reaching the window (capture) to it leaving it (bubble), which includes React's render and
  // commit (flushed in the microtask after the root's listener).
  window.__work = [];
  let inputStart = 0;
  window.addEventListener("input", () => (inputStart = performance.now()), true);
  window.addEventListener("input", () => window.__work.push(performance.now() - inputStart));
  window.addEventListener("click", () => window.__keydowns.push(now()), true);
  // When the first field of the settings panel took the focus, on the page's clock (navigation
  // start): the load figure's end as the page saw it, without the bench's last round trip.
  window.addEventListener(
    "focusin",
    (event) => {
      if (window.__fieldFocused === undefined && event.target.closest?.("aside"))
        window.__fieldFocused = performance.now();
    },
    true,
  );
  // The release that ends a pointer drag (dnd-kit reorders on it).
  window.__pointerups = [];
  window.addEventListener("pointerup", () => window.__pointerups.push(now()), true);
}

/**
 * For each input, the frames until its change was painted: 1 when the first frame produced after
 * the key painted it (including a frame that had begun just before the key), 2 when it slipped to
 * the next, and so on.
 */
function framesToPaint(inputs, frames, paintFrames) {
  const sorted = [...frames].sort((a, b) => a - b);
  return inputs
    .map((t, index) => {
      const painted = paintFrames.find((p) => p.inputs > index)?.frame;
      if (painted === undefined) return Number.NaN;
      return Math.max(1, sorted.filter((f) => f > t && f <= painted).length);
    })
    .filter(Number.isFinite);
}

/** For each input time, the first paint after it. */
function latencies(inputs, paints) {
  return inputs.map((t) => (paints.find((p) => p >= t) ?? Number.NaN) - t).filter(Number.isFinite);
}

async function jsTransferred(browser, url, ready) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const scripts = new Set();
  let bytes = 0;
  cdp.on("Network.responseReceived", (e) => e.type === "Script" && scripts.add(e.requestId));
  cdp.on("Network.loadingFinished", (e) => {
    if (scripts.has(e.requestId)) bytes += e.encodedDataLength;
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState("networkidle");
  await context.close();
  return bytes / 1024;
}

/** Types a, b, a, b… one key every 40 ms (a brisk typist), then lets the last paints land. */
async function pressAlternatingKeys(page, count) {
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(i % 2 ? "b" : "a");
    await page.waitForTimeout(40);
  }
  await page.waitForTimeout(300);
}

/** Types `count` keys 40 ms apart into the focused field with the probe reset; the key times. */
async function typeAlternatingKeys(page, count) {
  await page.evaluate(() => {
    window.__keydowns = [];
    window.__paints = [];
    window.__frames = [];
    window.__paintFrames = [];
  });
  await pressAlternatingKeys(page, count);
  return page.evaluate(() => window.__keydowns);
}

async function measure(browser, base, n, benchPage) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(installPaintProbe);
  const start = Date.now();
  await page.goto(`${base}/editor-bench.html?${benchPage.query(n)}`, { waitUntil: "commit" });
  const targets = await pageTargets(page);
  const field = await openCaptionTitle(page, targets);
  const load = Date.now() - start;
  // The editor as operators see it, its columns scrolling inside the window: drawn without its
  // stylesheet, the page was one column tens of thousands of pixels tall, and every reorder laid
  // out and painted all of it (2026-11-26, docs/PERFORMANCE.md). Checked once loaded, so that its
  // round trip is not counted in the load.
  const [height, windowHeight] = await page.evaluate(() => [
    document.documentElement.scrollHeight,
    window.innerHeight,
  ]);
  if (height > windowHeight)
    throw new Error(
      `the editor page is ${height} px tall in a ${windowHeight} px window: styles.css?`,
    );
  // The page's own clock: navigation start to the first frame after every block was mounted (the
  // runs far from the canvas's view as placeholders, their previews mounted when they come near:
  // editor-react's canvas/lazy-blocks.ts).
  const [drawn, focused] = await page.evaluate(() => [
    performance.getEntriesByName("vitrine-bench:drawn")[0]?.startTime ?? Number.NaN,
    window.__fieldFocused ?? Number.NaN,
  ]);

  const typeKeys = (count) => typeAlternatingKeys(page, count);
  await page.evaluate(() => {
    window.__work = [];
  });
  const canvasKeys = await typeKeys(KEYSTROKES);
  const canvas = latencies(canvasKeys, await page.evaluate(() => window.__paints));
  const canvasFrames = framesToPaint(
    canvasKeys,
    await page.evaluate(() => window.__frames),
    await page.evaluate(() => window.__paintFrames),
  );
  const work = await page.evaluate(() => window.__work);
  // The same with the live preview open: time until the preview frame has painted.
  await page.locator('[role="toolbar"]').getByRole("button", { name: "预览" }).click();
  const frame = await (async () => {
    for (;;) {
      const found = page.frames().find((f) => f.url().includes("preview.html"));
      if (found && (await found.locator(`[data-component-id="${targets.caption}"]`).count()) > 0)
        return found;
      await page.waitForTimeout(50);
    }
  })();
  await frame.evaluate(() => {
    window.__paints = [];
  });
  await field.focus();
  const previewKeys = await typeKeys(KEYSTROKES);
  const preview = latencies(previewKeys, await frame.evaluate(() => window.__paints));
  await page.locator('[role="dialog"]').getByRole("button", { name: "关闭" }).click();

  // Reorder: the management list's move-down button (the keyboard path of a drag reorder).
  await page.locator('[role="tablist"]').getByRole("tab", { name: "组件管理" }).click();
  const moves = [];
  for (let i = 0; i < 10; i++) {
    await page.evaluate(() => {
      window.__keydowns = [];
      window.__paints = [];
    });
    // By its label in CSS: a role lookup names every button on the page first (15,000 at 5,000
    // components), which outlasted the click's timeout there.
    await page
      .locator('[data-vitrine-manage-list] button[aria-label="下移 标题文字"]')
      .nth(i)
      .click();
    await page.waitForTimeout(100);
    moves.push(
      ...latencies(
        await page.evaluate(() => window.__keydowns),
        await page.evaluate(() => window.__paints),
      ),
    );
  }

  // Drag reorder on the canvas with the pointer, as an operator does: press a block, pass dnd-kit's
  // 5 px activation distance, move it over the block below, release; time from the release to the
  // paint of the canvas in its new order.
  const drags = [];
  for (let i = 0; i < 10; i++) {
    const blocks = page.locator("main [data-component-id]");
    if (targets.dragAt < 1) throw new Error("no pair of blocks to drag on this page");
    // In the middle of the canvas, away from the edges where dnd-kit scrolls while dragging.
    await blocks.nth(targets.dragAt).evaluate((el) => el.scrollIntoView({ block: "center" }));
    const from = await blocks.nth(targets.dragAt).boundingBox();
    const to = await blocks.nth(targets.dragAt + 1).boundingBox();
    if (!from || !to) throw new Error("canvas blocks to drag are not on screen");
    const order = () =>
      blocks.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-component-id")));
    const before = await order();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + (to.height * 3) / 4, { steps: 10 });
    await page.waitForTimeout(100);
    await page.evaluate(() => {
      window.__pointerups = [];
      window.__paints = [];
    });
    await page.mouse.up();
    await page.waitForTimeout(150);
    if ((await order()).join() === before.join()) throw new Error("the pointer drag moved nothing");
    drags.push(
      ...latencies(
        await page.evaluate(() => window.__pointerups),
        await page.evaluate(() => window.__paints),
      ),
    );
  }

  // Delete: select a block, press Delete, confirm; time from the confirming click to the paint.
  const deletes = [];
  const deleteFrames = [];
  for (const id of targets.deletes) {
    await page.locator(`main [data-component-id="${id}"]`).click();
    await page.keyboard.press("Delete");
    const ok = page.locator('[role="alertdialog"]').getByRole("button", { name: "确定" });
    await ok.waitFor();
    await page.evaluate(() => {
      window.__keydowns = [];
      window.__paints = [];
      window.__frames = [];
      window.__paintFrames = [];
    });
    await ok.click();
    await page.locator(`main [data-component-id="${id}"]`).waitFor({ state: "detached" });
    await page.waitForTimeout(100);
    const clicks = await page.evaluate(() => window.__keydowns);
    deletes.push(...latencies(clicks, await page.evaluate(() => window.__paints)));
    deleteFrames.push(
      ...framesToPaint(
        clicks,
        await page.evaluate(() => window.__frames),
        await page.evaluate(() => window.__paintFrames),
      ),
    );
  }
  await context.close();
  return {
    load,
    drawn,
    focused,
    canvas,
    canvasFrames,
    work,
    preview,
    moves,
    drags,
    deletes,
    deleteFrames,
  };
}

/** The probe on a page whose input only copies its value into a paragraph: the method's floor. */
async function echoPageLatencies(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(installPaintProbe);
  await page.goto(ECHO_PAGE);
  await page.locator("#f").focus();
  const result = latencies(
    await typeAlternatingKeys(page, KEYSTROKES),
    await page.evaluate(() => window.__paints),
  );
  await context.close();
  return result;
}

const PRESENTATION_KEYS = 120;
/**
 * Three page loads of 120 keys each: 5% of 120 keys is 6, so one load's p95 moves on two or three
 * keys. 360 keys give the share of keys to about ±1.2 points.
 */
const PRESENTATION_LOADS = 3;

/**
 * The keystroke budget's pass: 120 keys per load with Chromium tracing the frames (categories
 * "benchmark" and "viz" only; see lib/key-frames.mjs) and Event Timing observing the keys, as INP
 * does. No paint probe: its rAF loop and document-wide MutationObserver cost frames of their own.
 * Answers the per-key frame records and Event Timing's durations (8 ms steps; Chrome reports only
 * keys of 16 ms or more, so the others count as 8, "under 16").
 */
async function keyPass(browser, url, focusField) {
  const records = [];
  const eventTiming = [];
  let unmatched = 0;
  for (let load = 0; load < PRESENTATION_LOADS; load++) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__slowKeys = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.name === "keydown") window.__slowKeys.push(entry.duration);
      }).observe({ type: "event", durationThreshold: 16 });
    });
    await page.goto(url);
    await focusField(page);
    // An operator starts typing a moment after choosing a block, not within the same frame: give
    // the page's post-load work (lazy chunks, the first render's garbage) a second, as a person would.
    await page.waitForTimeout(1000);
    await page.evaluate(() => {
      window.__slowKeys = [];
    });
    await browser.startTracing(page, { categories: KEY_FRAME_TRACE_CATEGORIES });
    await pressAlternatingKeys(page, PRESENTATION_KEYS);
    // Chromium writes a frame's report when the next frame begins: two more frames (an invisible
    // change) so the last keys' frames are in the trace too.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          document.body.style.outline = "1px solid transparent";
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              document.body.style.outline = "";
              setTimeout(resolve, 100);
            }),
          );
        }),
    );
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8"));
    const slow = await page.evaluate(() => window.__slowKeys);
    await context.close();
    const found = keyFrames(trace.traceEvents ?? trace);
    records.push(...found.records);
    unmatched += found.unmatched;
    eventTiming.push(...slow, ...Array(Math.max(0, PRESENTATION_KEYS - slow.length)).fill(8));
  }
  return { records, eventTiming, unmatched };
}

const percent = (part, whole) => `${((part / whole) * 100).toFixed(1)}%`;

/**
 * Share of keys the first frame after them showed (the budget's figure), in percent. A key whose
 * frame was not found in the trace counts as missed, so the figure never flatters the page.
 */
const firstFrameShare = ({ records, unmatched }) =>
  (records.filter((r) => r.framesMissed === 0).length / (records.length + unmatched)) * 100;

function describeKeys({ records, eventTiming, unmatched }) {
  const late = records.filter((r) => r.presentedMs >= 20).length;
  return [
    `key to the begin of the frame that showed it p95 ${percentile(
      records.map((r) => r.toFrameMs),
      95,
    ).toFixed(1)} ms`,
    `key to presentation (Chrome's trace) median / p95 ${median(records.map((r) => r.presentedMs)).toFixed(1)} / ${percentile(
      records.map((r) => r.presentedMs),
      95,
    ).toFixed(1)} ms, ${percent(late, records.length)} at 20 ms or more`,
    `Event Timing p95 ${percentile(eventTiming, 95)} ms (8 ms steps), ${percent(eventTiming.filter((d) => d >= 24).length, eventTiming.length)} at 24 ms or more`,
    `${records.length} keys traced${unmatched ? `, ${unmatched} with no frame found` : ""}`,
  ].join("; ");
}

const ECHO_PAGE =
  "data:text/html,<input id=f aria-label=f><main><p id=o></p></main><script>f.oninput=()=>{o.textContent=f.value}</script>";

const { url, server } = await startStaticServer();
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
let ok = true;
try {
  for (const benchPage of pages) {
    // Key to presentation p95 by size, for the growth budget from 100 to 5,000 components.
    const keyP95 = new Map();
    for (const n of sizes) {
      const size = `${n} components${benchPage.label}`;
      const runs = [];
      for (let run = 0; run < 3; run++) runs.push(await measure(browser, url, n, benchPage));
      // Keystrokes, moves and deletes of all three runs count (180 keystrokes per size).
      const all = (key) => runs.flatMap((run) => run[key]);
      const canvasFrames = all("canvasFrames");
      const work = all("work");
      ok =
        report(
          `editor load to interactive, ${size} (median of 3)`,
          median(runs.map((run) => run.load)),
          "ms",
          LOAD_BUDGET_MS[n] ?? 1000,
        ) && ok;
      console.log(
        `editor drawn, in the page (navigation start to the first frame after every block mounted, far ones as placeholders), ${size} (median of 3): ${Math.round(median(runs.map((run) => run.drawn)))} ms (no budget; the load above adds the bench's round trips and the click)`,
      );
      console.log(
        `editor interactive, in the page (navigation start to the title field focused after the click), ${size} (median of 3): ${Math.round(median(runs.map((run) => run.focused)))} ms (no budget; the load above is the same span on the bench's clock, from before the navigation to the focus call's answer)`,
      );
      // The budget, one frame at p95: at least 95% of keys shown by the first frame that began after
      // the key reached the page (lib/key-frames.mjs says why frames and not milliseconds).
      const keys = await keyPass(
        browser,
        `${url}/editor-bench.html?${benchPage.query(n)}`,
        async (page) => {
          await openCaptionTitle(page, await pageTargets(page));
        },
      );
      ok =
        report(
          `keystrokes shown by the first frame after the key (Chrome trace), ${size}`,
          Number(firstFrameShare(keys).toFixed(1)),
          "%",
          95,
          "higher",
        ) && ok;
      console.log(`keystrokes, ${size}: ${describeKeys(keys)} (no budget; compare the echo page)`);
      keyP95.set(
        n,
        percentile(
          keys.records.map((r) => r.presentedMs),
          95,
        ),
      );
      // The paint probe's view: the frames from the key to the frame whose rAF saw its canvas change
      // (main-thread frames; the presentation of that frame can still come a frame later).
      console.log(
        `keystroke to canvas paint p95 in main-thread frames (1 = the first frame after the key), ${size}: ${percentile(canvasFrames, 95)} (no budget)`,
      );
      console.log(
        `keystrokes painted by the first frame after the key, ${size}: ${((canvasFrames.filter((f) => f === 1).length / canvasFrames.length) * 100).toFixed(1)}% of ${canvasFrames.length} (no budget)`,
      );
      console.log(
        `keystroke to canvas paint median / p95, ${size}: ${median(all("canvas")).toFixed(2)} / ${percentile(all("canvas"), 95).toFixed(2)} ms (no budget; compare the echo page)`,
      );
      console.log(
        `keystroke input handling (React render and commit, no frame wait) median / p95, ${size}: ${median(work).toFixed(2)} / ${percentile(work, 95).toFixed(2)} ms (no budget)`,
      );
      console.log(
        `keystroke to preview-frame paint p95, ${size}: ${percentile(all("preview"), 95).toFixed(2)} ms (no budget)`,
      );
      console.log(
        `reorder (move down) to paint median, ${size}: ${median(all("moves")).toFixed(2)} ms (no budget)`,
      );
      console.log(
        `reorder by pointer drag on the canvas (release to paint) median / max, ${size}: ${median(all("drags")).toFixed(2)} / ${Math.max(...all("drags")).toFixed(2)} ms (no budget)`,
      );
      ok =
        report(
          `delete to paint median, ${size}`,
          median(all("deletes")),
          "ms",
          DELETE_BUDGET_MS[n] ?? 16,
        ) && ok;
      const deleteFrames = all("deleteFrames");
      console.log(
        `delete to paint in frames (1 = the first frame after the click) median / max, ${size}: ${median(deleteFrames)} / ${Math.max(...deleteFrames)} (no budget)`,
      );
    }
    if (keyP95.has(100) && keyP95.has(5000))
      ok =
        report(
          `keystroke to presentation p95 at 5,000 components over 100${benchPage.label}`,
          Number((keyP95.get(5000) / keyP95.get(100)).toFixed(2)),
          "×",
          KEY_GROWTH_BUDGET,
        ) && ok;
  }
  // Last, so that it does not warm the browser up for the load figures.
  const echo = await echoPageLatencies(browser);
  console.log(
    `keystroke to paint p95 on a page that only echoes the key (this probe's floor: the wait for the next frame and the paint itself): ${percentile(echo, 95).toFixed(2)} ms (no budget)`,
  );
  const echoKeys = await keyPass(browser, ECHO_PAGE, (page) => page.locator("#f").focus());
  console.log(
    `keystrokes on the echo page: ${firstFrameShare(echoKeys).toFixed(1)}% shown by the first frame after the key; ${describeKeys(echoKeys)} (no budget)`,
  );
  const editorJs = await jsTransferred(browser, `${url}/editor-bench.html?n=500`, (p) =>
    p.locator('[data-component-id="cap-500"]').waitFor({ state: "attached" }),
  );
  // The editor alone; the route as operators open it (signed-in shell, antd) is editor-route.bench.mjs.
  console.log(
    `editor benchmark page JS transferred (gzip): ${Math.round(editorJs)} kB (the route's budget is checked in editor-route)`,
  );
  const previewJs = await jsTransferred(browser, `${url}/preview.html`, (p) =>
    p.waitForLoadState("load"),
  );
  ok = report("preview page JS transferred (gzip)", Math.round(previewJs), "kB", 100) && ok;
} finally {
  await browser.close();
  server.close();
}
process.exitCode = ok ? 0 : 1;
