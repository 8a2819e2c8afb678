// SKU combinations: regenerating 10,000 rows while keeping the values operators typed.
// Budget (issue 5): median under 20 ms. Bulk set and validating every row (what the editor does once
// when it opens 10,000 rows) are held to the same budget. Imports the built package
// (npm run build -w @vitrine/sku).
import {
  bulkSetSkuRows,
  generateSkuRows,
  renameSpecOption,
  setSpecOptionChecked,
  validateSkuRows,
} from "@vitrine/sku";
import { median, report } from "./lib/server.mjs";

const RUNS = 51;
const WARMUP = 10;
const BUDGET_MS = 20;

/** Four groups of ten ticked options: 10,000 combinations. */
function tenThousandGroups() {
  return [1, 2, 3, 4].map((g) => ({
    id: g,
    title: `规格${g}`,
    children: Array.from({ length: 10 }, (_, o) => ({
      id: 100 * g + o,
      title: `值${g}-${o}`,
      checked: true,
    })),
  }));
}

/** Every row edited, each its own object, as after an operator has filled the table in. */
function editedRows(groups) {
  return generateSkuRows(groups).map((row, index) => ({
    ...row,
    price: (index % 500) + 0.99,
    market_price: "129.00",
    cost_price: 35.5,
    stock: String(index % 300),
    weight: 250,
    volume: 2,
    image: `https://cdn.example/sku/${row.specs_id}.png`,
  }));
}

function time(label, run, check) {
  const samples = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    globalThis.gc?.();
    const start = performance.now();
    const result = run();
    const elapsed = performance.now() - start;
    if (i === 0) check(result);
    if (i >= WARMUP) samples.push(elapsed);
  }
  return report(`${label} (median of ${RUNS})`, median(samples), "ms", BUDGET_MS);
}

function assert(condition, message) {
  if (!condition) throw new Error(`sku bench: ${message}`);
}

const groups = tenThousandGroups();
const rows = editedRows(groups);
let ok = true;

ok =
  time(
    "sku regenerate 10,000 rows keeping edited values",
    () => generateSkuRows(groups, rows),
    (result) => assert(result.length === 10_000 && result[9_999] === rows[9_999], "rows not kept"),
  ) && ok;

const renamed = renameSpecOption(groups, 1, 100, "改名后");
assert(renamed.ok, "rename refused");
ok =
  time(
    "sku regenerate 10,000 rows after renaming an option (1,000 retitled)",
    () => generateSkuRows(renamed.groups, rows),
    (result) =>
      assert(
        result[0].data_title.startsWith("改名后") && result[0].price === rows[0].price,
        "rename lost values",
      ),
  ) && ok;

const swapped = setSpecOptionChecked(setSpecOptionChecked(groups, 4, 409, false), 4, 410, true);
const withNewOption = {
  ...swapped[3],
  children: [...swapped[3].children, { id: 410, title: "新值", checked: true }],
};
const swappedGroups = [...swapped.slice(0, 3), withNewOption];
ok =
  time(
    "sku regenerate 10,000 rows after swapping a ticked option (1,000 new)",
    () => generateSkuRows(swappedGroups, rows),
    (result) =>
      assert(
        result.length === 10_000 && result.filter((row) => row.price === 0).length === 1_000,
        "swap did not keep 9,000 rows",
      ),
  ) && ok;

ok =
  time(
    "sku bulk-set a price on 10,000 rows",
    () => bulkSetSkuRows(rows, groups, { price: "19.90" }),
    (result) => assert(result.changed === 10_000, "bulk set missed rows"),
  ) && ok;

ok =
  time(
    "sku validate 10,000 rows",
    () => validateSkuRows(rows),
    (result) => assert(result.length === 0, "edited rows should be valid"),
  ) && ok;

process.exit(ok ? 0 : 1);
