import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createChunkStore } from "./chunks.js";

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-chunks-"));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const SIGN_A = "a".repeat(32);
const SIGN_B = "b".repeat(32);
const info = { totalChunks: 2, totalChunkSize: 10, chunkSize: 5, fileType: "image" as const };

async function put(
  store: ReturnType<typeof createChunkStore>,
  sign: string,
  n: number,
  text: string,
) {
  const temp = await store.tempPath();
  fs.writeFileSync(temp, text);
  return store.accept(sign, n, temp, info);
}

describe("chunk store", () => {
  it("moves received chunks into place and lists them in order", async () => {
    const store = createChunkStore(root);
    expect(await put(store, SIGN_A, 1, "world")).toBe("ok");
    expect(await put(store, SIGN_A, 0, "hello")).toBe("ok");
    expect(await store.list(SIGN_A)).toEqual([0, 1]);
    expect(fs.readFileSync(store.chunkPath(SIGN_A, 0), "utf8")).toBe("hello");
    // Temp files never stay behind.
    expect(fs.readdirSync(path.join(root, ".incoming"))).toEqual([]);
  });

  it("refuses a sign that is not an MD5 before touching the disk", async () => {
    const store = createChunkStore(root);
    expect(() => store.chunkPath("../../etc", 0)).toThrow();
    expect(await store.list("../x")).toEqual([]);
  });

  it("removes chunk sets and temp files untouched for longer than the limit, and nothing else", async () => {
    const store = createChunkStore(root);
    await put(store, SIGN_A, 0, "old");
    await put(store, SIGN_B, 0, "new");
    const stray = await store.tempPath();
    fs.writeFileSync(stray, "half a chunk");
    const dayAndMore = new Date(Date.now() - 25 * 3_600_000);
    fs.utimesSync(path.join(root, SIGN_A), dayAndMore, dayAndMore);
    fs.utimesSync(stray, dayAndMore, dayAndMore);

    const removed = await store.removeAbandoned(24 * 3_600_000);
    expect(removed).toBe(2);
    expect(await store.list(SIGN_A)).toEqual([]);
    expect(await store.list(SIGN_B)).toEqual([0]);
    expect(fs.existsSync(stray)).toBe(false);
  });
});
