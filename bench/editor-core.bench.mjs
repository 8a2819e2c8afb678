// Headless editor on a 500-component page: median time of each command, of producing a preview
// patch, of validating and serializing the page, and the heap retained by 1,000 field edits.
// Budgets (issue 3): commands and patches 1 ms, validate and serialize 20 ms, history 50 MB.
// Imports the BUILT package: `npm run build -w @vitrine/editor-core` (npm run bench does it).
import {
  createEditor,
  createLargeDocument,
  createPreviewHost,
  envelope,
  serializeDocument,
  validateDocument,
} from "@vitrine/editor-core";

const RUNS = 300;
let over = false;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function report(name, value, unit, budget) {
  const ok = value <= budget;
  if (!ok) over = true;
  const shown = value < 10 ? value.toFixed(3) : value.toFixed(1);
  console.log(`${name}: ${shown} ${unit} (budget ${budget} ${unit}) ${ok ? "OK" : "OVER"}`);
}

/** Median of `measure()` over RUNS runs after a warm-up; `between` runs untimed after each. */
function time(measure, between = () => {}) {
  for (let i = 0; i < 50; i++) {
    measure(i);
    between(i);
  }
  const samples = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    measure(i);
    samples.push(performance.now() - start);
    between(i);
  }
  return median(samples);
}

const document = createLargeDocument({ count: 500 });
const ids = document.components.map((c) => c.id);
const fresh = () => createEditor({ document, mergeWindowMs: 0 });

{
  const editor = fresh();
  let inserted;
  const ms = time(
    () => {
      inserted = editor.insert("notice", 250).id;
    },
    () => editor.remove(inserted),
  );
  report("editor-core insert (500 components)", ms, "ms", 1);
}
{
  const editor = fresh();
  const ms = time((i) => editor.move(ids[10], i % 2 ? 10 : 400));
  report("editor-core move (500 components)", ms, "ms", 1);
}
{
  const editor = fresh();
  const ms = time((i) => editor.updateProps(ids[250], "more.text", `more ${i}`));
  report("editor-core update one field (500 components)", ms, "ms", 1);
}
{
  const editor = fresh();
  const edit = (i) => editor.updateProps(ids[(i * 7) % 400], "pageMargin", i % 20);
  const undo = [];
  const redo = [];
  for (let i = 0; i < RUNS + 50; i++) {
    edit(i);
    let start = performance.now();
    editor.undo();
    const u = performance.now() - start;
    start = performance.now();
    editor.redo();
    const r = performance.now() - start;
    if (i >= 50) {
      undo.push(u);
      redo.push(r);
    }
  }
  report("editor-core undo (500 components)", median(undo), "ms", 1);
  report("editor-core redo (500 components)", median(redo), "ms", 1);
}
{
  const editor = fresh();
  let sent = 0;
  const host = createPreviewHost({
    allowedOrigins: ["https://preview.example"],
    document: editor.getDocument(),
    post: () => {
      sent++;
    },
  });
  host.receive({ data: envelope({ type: "ready" }), origin: "https://preview.example" });
  const ms = time(
    () => host.update(editor.getDocument()),
    (i) => editor.updateProps(ids[(i * 13) % 490], "backColor", `rgb(${i % 255}, 0, 0)`),
  );
  if (sent < RUNS) throw new Error("the preview host sent no patches");
  report("editor-core preview patch (500 components)", ms, "ms", 1);
}
{
  const samples = [];
  const serialized = [];
  for (let i = 0; i < 40; i++) {
    let start = performance.now();
    validateDocument(document);
    samples.push(performance.now() - start);
    start = performance.now();
    serializeDocument(document);
    serialized.push(performance.now() - start);
  }
  report("editor-core validate (500 components)", median(samples.slice(5)), "ms", 20);
  report("editor-core serialize (500 components)", median(serialized.slice(5)), "ms", 20);
}
{
  const gc = globalThis.gc ?? (() => {});
  const editor = createEditor({ document, mergeWindowMs: 0 });
  gc();
  // Measured from the opened editor, so the figure is what the edits and their history keep.
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < 1000; i++) {
    editor.updateProps(ids[i % 500], "pageMargin", (i % 19) + 1);
  }
  gc();
  const retained = (process.memoryUsage().heapUsed - before) / 1024 / 1024;
  if (!editor.canUndo()) throw new Error("no edit was applied");
  const name = `editor-core retained after 1,000 field edits${globalThis.gc ? "" : " (no --expose-gc)"}`;
  report(name, Math.max(0, retained), "MB", 50);
}

if (over) process.exitCode = 1;
