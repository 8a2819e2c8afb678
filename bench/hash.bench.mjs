// Hashing throughput: the uploader's two MD5 engines against Node's native MD5, each fed the same
// 256 MiB buffer in the 1 MiB slices the uploader reads. Best of three runs, to keep the figure
// about the hasher and not about whatever else the shared machine was doing.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createSparkMd5, createWasmMd5, md5OfBlob } from "@vitrine/media-uploader";
import { report } from "./lib/server.mjs";

const MIB = 1_048_576;
const SIZE = 256 * MIB;
const RUNS = 3;
const FAST_PATH_RATIO = 0.6;

const data = randomBytes(SIZE);
const slices = [];
for (let offset = 0; offset < SIZE; offset += MIB) slices.push(data.subarray(offset, offset + MIB));

async function bestThroughput(label, hashOnce) {
  let best = 0;
  let digest = "";
  for (let run = 0; run < RUNS; run++) {
    const started = process.hrtime.bigint();
    digest = await hashOnce();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    best = Math.max(best, SIZE / MIB / seconds);
  }
  return { label, mbPerSecond: best, digest };
}

const native = await bestThroughput("native", async () => {
  const hash = createHash("md5");
  for (const slice of slices) hash.update(slice);
  return hash.digest("hex");
});
const wasm = await bestThroughput("hash-wasm", async () => {
  const md5 = await createWasmMd5();
  for (const slice of slices) md5.update(slice);
  return md5.digest();
});
const spark = await bestThroughput("spark-md5", async () => {
  const md5 = createSparkMd5();
  for (const slice of slices) md5.update(slice);
  return md5.digest();
});

for (const engine of [wasm, spark]) {
  if (engine.digest !== native.digest) {
    console.error(`${engine.label} digest ${engine.digest} differs from native ${native.digest}`);
    process.exit(1);
  }
}

console.log(
  `md5 native (node:crypto) 256 MiB: ${native.mbPerSecond.toFixed(1)} MB/s (budget none) OK`,
);
report(
  "md5 hash-wasm 256 MiB",
  wasm.mbPerSecond,
  "MB/s",
  Number((native.mbPerSecond * FAST_PATH_RATIO).toFixed(1)),
  "higher",
);
report(
  "md5 hash-wasm / native",
  wasm.mbPerSecond / native.mbPerSecond,
  "x",
  FAST_PATH_RATIO,
  "higher",
);
console.log(
  `md5 spark-md5 256 MiB (fallback): ${spark.mbPerSecond.toFixed(1)} MB/s (budget none) OK`,
);
console.log(
  `md5 spark-md5 / native: ${(spark.mbPerSecond / native.mbPerSecond).toFixed(2)} x (budget none) OK`,
);

// Memory while hashing a large file the way the worker does (a file-backed Blob read in 1 MiB
// slices): the growth of the process's resident memory over the run must stay near one slice,
// however big the file is.
const BIG = 1024 * MIB;
const MEMORY_BUDGET_MIB = 64;
const bigPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-hash-")), "big.bin");
{
  const out = fs.openSync(bigPath, "w");
  for (let written = 0; written < BIG; written += SIZE) fs.writeSync(out, data);
  fs.closeSync(out);
}
slices.length = 0;
globalThis.gc?.();
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const started = process.hrtime.bigint();
const bigDigest = await md5OfBlob(await fs.openAsBlob(bigPath), await createWasmMd5());
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
const expected = createHash("md5");
for (let written = 0; written < BIG; written += SIZE) expected.update(data);
fs.rmSync(path.dirname(bigPath), { recursive: true, force: true });
if (bigDigest !== expected.digest("hex")) {
  console.error("1 GiB file digest differs from native");
  process.exit(1);
}
console.log(
  `md5 hash-wasm 1 GiB file, 1 MiB slices: ${(BIG / MIB / seconds).toFixed(1)} MB/s (budget none) OK`,
);
report(
  "md5 1 GiB file peak memory growth",
  (peak - baseline) / MIB,
  "MiB",
  MEMORY_BUDGET_MIB,
  "lower",
);
