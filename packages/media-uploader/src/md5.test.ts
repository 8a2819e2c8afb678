import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createSparkMd5, createWasmMd5, type IncrementalMd5, md5OfBlob } from "./md5";
import { CHUNK_SIZE } from "./media-record";

const MIB = CHUNK_SIZE;
const sizes: [string, number][] = [
  ["empty", 0],
  ["1 byte", 1],
  ["exactly 1 MiB", MIB],
  ["1 MiB + 1", MIB + 1],
  ["50 MiB", 50 * MIB],
];
const hashers: [string, () => Promise<IncrementalMd5>][] = [
  ["hash-wasm", createWasmMd5],
  ["spark-md5", async () => createSparkMd5()],
];
const nodeMd5 = (bytes: Uint8Array) => createHash("md5").update(bytes).digest("hex");

describe.each(hashers)("%s", (engine, create) => {
  it.each(sizes)(
    "equals Node's MD5 for %s read in 1 MiB slices",
    async (_label, size) => {
      const bytes = randomBytes(size);
      const md5 = await create();
      expect(md5.engine).toBe(engine);
      const seen: number[] = [];
      const digest = await md5OfBlob(new Blob([bytes]), md5, { onProgress: (n) => seen.push(n) });
      expect(digest).toBe(nodeMd5(bytes));
      expect(digest).toMatch(/^[0-9a-f]{32}$/);
      expect(seen.at(-1) ?? 0).toBe(size);
    },
    60_000,
  );

  it("hashes views into a larger buffer by their own bytes only", async () => {
    const backing = randomBytes(64);
    const view = new Uint8Array(backing.buffer, backing.byteOffset + 8, 16);
    const md5 = await create();
    md5.update(view);
    expect(md5.digest()).toBe(nodeMd5(view));
  });

  it("hashes Node Buffer subarrays by their own bytes only", async () => {
    const backing = randomBytes(4096);
    const md5 = await create();
    md5.update(backing.subarray(100, 200));
    md5.update(backing.subarray(300, 301));
    expect(md5.digest()).toBe(
      nodeMd5(Buffer.concat([backing.subarray(100, 200), backing.subarray(300, 301)])),
    );
  });
});

it("stops reading when cancelled", async () => {
  const controller = new AbortController();
  controller.abort();
  await expect(
    md5OfBlob(new Blob([randomBytes(10)]), createSparkMd5(), { signal: controller.signal }),
  ).rejects.toMatchObject({ code: "cancelled" });
});
