import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ADMIN_PASSWORD,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "../testing/test-server.js";
import { checkChunk } from "./chunk-plan.js";
import {
  CHUNK,
  clearMediaFolders,
  md5,
  merge,
  mp4Bytes,
  pngBytes,
  sendChunk,
  uploadWhole,
} from "./test-support.js";

let server: TestServer;
let admin: string;
beforeAll(async () => {
  // A quota of 3 MiB of unfinished chunks per user, so a few 1 MiB chunks reach it.
  server = await startTestServer({ env: { UPLOAD_USER_CHUNK_QUOTA_BYTES: String(3 * CHUNK) } });
});
afterAll(async () => server.close());
beforeEach(async () => {
  await server.reset();
  clearMediaFolders(server);
  admin = await server.signIn("admin", ADMIN_PASSWORD);
});

/** Bytes of chunk sets waiting under the data folder (not a request's temp file in transit). */
function chunkBytesOnDisk(): number {
  const root = path.join(server.dataDir, "upload-chunks");
  if (!fs.existsSync(root)) return 0;
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((name) => !name.startsWith(".incoming"))
    .map((name) => fs.statSync(path.join(root, name)))
    .filter((stat) => stat.isFile())
    .reduce((sum, stat) => sum + stat.size, 0);
}

describe("a chunk set is held to the size it declared", () => {
  it("never stores more than the declared total, whatever chunk numbers and counts are claimed", async () => {
    const declared = pngBytes(2 * CHUNK);
    const sign = md5(declared);
    // What an attacker tried: a "2 MiB" image announced as a million chunks, each of them large.
    const attempts = [];
    for (let n = 0; n < 20; n++)
      attempts.push(
        await sendChunk(server, admin, {
          bytes: declared,
          chunkNumber: n,
          totalChunks: 1_000_000,
          chunk: pngBytes(CHUNK),
        }),
      );
    expect(attempts.every((a) => a.json?.code === 1)).toBe(true);
    expect(attempts[0]?.json?.msg).toBe("分片信息与此前上传的不一致，请重新上传");
    // The same without a chunk size, which used to let every chunk be as large as the whole file.
    for (let n = 0; n < 5; n++) {
      const loose = await sendChunk(server, admin, {
        bytes: declared,
        chunkNumber: n,
        totalChunks: 1_000_000,
        chunkSize: null,
        chunk: pngBytes(2 * CHUNK),
      });
      expect(loose.status).toBe(400);
    }
    expect(chunkBytesOnDisk()).toBe(0);
    // With honest totals, chunks past the file's end are refused and the rest are exactly their share.
    for (let n = 0; n < 2; n++)
      expect((await sendChunk(server, admin, { bytes: declared, chunkNumber: n })).json?.code).toBe(
        0,
      );
    const past = await sendChunk(server, admin, { bytes: declared, chunkNumber: 2 });
    expect(past.status === 400 || past.json?.code === 1).toBe(true);
    expect(chunkBytesOnDisk()).toBeLessThanOrEqual(declared.length + 1024);
    const merged = await merge(server, admin, { fileSign: sign, chunkCount: 2 });
    expect(merged.json).toMatchObject({ code: 0, data: { size: declared.length } });
  });

  it("refuses a chunk larger or smaller than its share of the file, in the operator's language", async () => {
    const bytes = pngBytes(CHUNK + 100);
    const longer = await sendChunk(server, admin, {
      bytes,
      chunkNumber: 1,
      chunk: pngBytes(CHUNK),
    });
    expect(longer.json).toMatchObject({
      code: 1,
      msg: `第 2 片应为 100 字节，实际收到 ${CHUNK} 字节，请重新上传`,
    });
    const shorter = await sendChunk(server, admin, {
      bytes,
      chunkNumber: 0,
      chunk: bytes.subarray(0, 1000),
      language: "en",
    });
    expect(shorter.json).toMatchObject({
      code: 1,
      msg: `Chunk 1 should hold ${CHUNK} bytes but 1000 arrived; please upload again`,
    });
    const tw = await sendChunk(server, admin, {
      bytes,
      chunkNumber: 0,
      chunk: bytes.subarray(0, 1000),
      language: "zh-TW",
    });
    expect(tw.json?.msg).toBe(`第 1 片應為 ${CHUNK} 位元組，實際收到 1000 位元組，請重新上傳`);
    expect(chunkBytesOnDisk()).toBe(0);
  });

  it("refuses a declared chunk size above the chunk limit or too small to be sensible", async () => {
    const video = mp4Bytes(20 * CHUNK);
    const huge = await sendChunk(server, admin, {
      bytes: video,
      chunkNumber: 1,
      fileType: "video",
      chunkSize: 10 * CHUNK,
      totalChunks: 2,
      chunk: video.subarray(0, CHUNK),
    });
    expect(huge.json).toMatchObject({ code: 1, msg: "分片大小不能超过8M" });
    const tiny = await sendChunk(server, admin, {
      bytes: video,
      chunkNumber: 0,
      fileType: "video",
      chunkSize: 1000,
      totalChunks: Math.ceil(video.length / 1000),
      chunk: video.subarray(0, 1000),
    });
    expect(tiny.json).toMatchObject({ code: 1, msg: "分片大小不能小于64K" });
    expect(
      checkChunk(
        { chunkNumber: 0, chunkSize: 1, totalChunks: 100, totalChunkSize: 100, bytes: 1 },
        8 * CHUNK,
      ),
    ).toEqual({ key: "upload.chunkTooSmall" });
  });

  it("holds the declared total to the type's limit", async () => {
    const refused = await sendChunk(server, admin, {
      bytes: pngBytes(CHUNK),
      chunkNumber: 0,
      totalChunks: 3,
      totalChunkSize: 2 * CHUNK + 1,
    });
    expect(refused.json).toMatchObject({ code: 1, msg: "上传图片大小不能超过2M" });
  });
});

describe("the quota of unfinished chunk bytes", () => {
  it("refuses a user's chunks beyond the quota, counts a resent chunk once, and spares other users", async () => {
    const video = mp4Bytes(5 * CHUNK);
    for (const chunkNumber of [0, 1, 2])
      expect(
        (await sendChunk(server, admin, { bytes: video, chunkNumber, fileType: "video" })).json
          ?.code,
      ).toBe(0);
    const over = await sendChunk(server, admin, {
      bytes: video,
      chunkNumber: 3,
      fileType: "video",
    });
    expect(over.json).toMatchObject({
      code: 1,
      msg: "未完成的上传已占用 3M，请先完成或等待其过期后再上传",
    });
    const en = await sendChunk(server, admin, {
      bytes: video,
      chunkNumber: 4,
      fileType: "video",
      language: "en",
    });
    expect(en.json?.msg).toBe(
      "Your unfinished uploads already hold 3M; finish them or wait until they expire, then upload again",
    );
    const tw = await sendChunk(server, admin, {
      bytes: video,
      chunkNumber: 4,
      fileType: "video",
      language: "zh-TW",
    });
    expect(tw.json?.msg).toBe("未完成的上傳已佔用 3M，請先完成或等待其過期後再上傳");
    // Sending a chunk again replaces it: still within the quota.
    const again = await sendChunk(server, admin, {
      bytes: video,
      chunkNumber: 1,
      fileType: "video",
    });
    expect(again.json?.code).toBe(0);
    // Another user has a quota of their own.
    const test = await server.signIn("test", TEST_PASSWORD);
    const theirs = await sendChunk(server, test, {
      bytes: video,
      chunkNumber: 3,
      fileType: "video",
    });
    expect(theirs.json?.code).toBe(0);
  });

  it("frees nothing when a chunk is refused after its reservation (a stored chunk stays counted)", async () => {
    const video = mp4Bytes(5 * CHUNK);
    for (const chunkNumber of [0, 1, 2])
      await sendChunk(server, admin, { bytes: video, chunkNumber, fileType: "video" });
    // Chunk 2 again under another chunk size: a sound claim by itself (the last of three 2 MiB
    // chunks), but not what the set declared, so the store refuses it after the quota took it.
    const odd = await sendChunk(server, admin, {
      bytes: video,
      chunkNumber: 2,
      fileType: "video",
      chunkSize: 2 * CHUNK,
      totalChunks: 3,
      chunk: video.subarray(4 * CHUNK),
    });
    expect(odd.json).toMatchObject({ code: 1, msg: "分片信息与此前上传的不一致，请重新上传" });
    const next = await sendChunk(server, admin, {
      bytes: video,
      chunkNumber: 3,
      fileType: "video",
    });
    expect(next.json).toMatchObject({
      code: 1,
      msg: "未完成的上传已占用 3M，请先完成或等待其过期后再上传",
    });
    expect(chunkBytesOnDisk()).toBeLessThanOrEqual(3 * CHUNK + 1024);
  });

  it("gives the quota back when a chunk set is merged", async () => {
    const image = pngBytes(2 * CHUNK);
    const stored = await uploadWhole(server, admin, image);
    expect(stored.json?.code).toBe(0);
    const video = mp4Bytes(3 * CHUNK);
    const again = await uploadWhole(server, admin, video, { fileType: "video" });
    expect(again.json).toMatchObject({ code: 0, data: { size: video.length } });
    const rows = await server.database.query("SELECT sign FROM upload_chunk_usage");
    expect(rows).toEqual([]);
  });

  it("holds under chunks sent all at once", async () => {
    const video = mp4Bytes(8 * CHUNK);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, chunkNumber) =>
        sendChunk(server, admin, { bytes: video, chunkNumber, fileType: "video" }),
      ),
    );
    expect(answers.filter((a) => a.json?.code === 0)).toHaveLength(3);
    expect(answers.filter((a) => a.json?.code === 1)).toHaveLength(5);
    expect(chunkBytesOnDisk()).toBeLessThanOrEqual(3 * CHUNK + 1024);
  });
});
