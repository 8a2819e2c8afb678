// Hashing throughput: the uploader's two MD5 engines against Node's native MD5, each fed the same
// 256 MiB buffer in the 1 MiB slices the uploader reads. Best of three runs, to keep the figure
// about the hasher and not about whatever else the shared machine was doing.
import { createHash, randomBytes } from "node:crypto";
import { createSparkMd5, createWasmMd5 } from "@vitrine/media-uploader";
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
