import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../app.js";
import { ADMIN_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server.js";
import { createS3ChunkStore } from "../chunks-s3.js";
import {
  CHUNK,
  clearMediaFolders,
  fetchBytes,
  md5,
  merge,
  mp4Bytes,
  pngBytes,
  postJson,
  sendChunk,
  uploadWhole,
} from "../test-support.js";
import { ACCESS, BUCKET, type FakeS3, fakeS3Env, SECRET, startFakeS3 } from "./fake-s3.js";
import { createS3Storage } from "./s3.js";
import { createS3Client } from "./s3-client.js";

const s3Env = () => fakeS3Env(s3);
const s3Settings = () => ({
  endpoint: s3.url,
  bucket: BUCKET,
  accessKey: ACCESS,
  secretKey: SECRET,
  region: "us-east-1",
  partBytes: 5 * 1024 * 1024,
});

let s3: FakeS3;
let server: TestServer;
let token: string;
beforeAll(async () => {
  s3 = await startFakeS3();
  server = await startTestServer({ env: s3Env() });
});
afterAll(async () => {
  await server.close();
  await s3.close();
});
beforeEach(async () => {
  await server.reset();
  clearMediaFolders(server);
  s3.objects.clear();
  s3.uploads.clear();
  s3.calls.length = 0;
  s3.chunkCalls.length = 0;
  token = await server.signIn("admin", ADMIN_PASSWORD);
});

describe("S3-compatible storage", () => {
  it("says so, and stores a small file with one PutObject, served back with ranges", async () => {
    const type = await server.call("GET", "/api/upload/getStorageType", { token });
    expect(type.json?.data).toEqual({ type: "s3" });
    const bytes = pngBytes(CHUNK + 500);
    const merged = await uploadWhole(server, token, bytes, { fileName: "s.png" });
    expect(merged.json?.code).toBe(0);
    const key = merged.json?.data.url.replace("/uploads/", "");
    expect(s3.calls).toEqual(["PutObject"]);
    expect(s3.objects.get(key)?.equals(bytes)).toBe(true);
    const whole = await fetchBytes(server, merged.json?.data.url);
    expect(whole.response.headers.get("content-type")).toBe("image/png");
    expect(whole.bytes.equals(bytes)).toBe(true);
    const part = await fetchBytes(server, merged.json?.data.url, { range: "bytes=100-199" });
    expect(part.response.status).toBe(206);
    expect(part.bytes.equals(bytes.subarray(100, 200))).toBe(true);

    const removed = await server.call("GET", `/api/upload/del?id=${merged.json?.data.id}`, {
      token,
    });
    expect(removed.json?.code).toBe(0);
    expect(s3.objects.size).toBe(0);
  });

  it("streams a large file through a multipart upload", async () => {
    const bytes = mp4Bytes(12 * CHUNK + 77);
    const merged = await uploadWhole(server, token, bytes, {
      fileName: "long.mp4",
      fileType: "video",
    });
    expect(merged.json).toMatchObject({ code: 0, data: { type: "video", size: bytes.length } });
    expect(s3.calls).toEqual([
      "CreateMultipartUpload",
      "UploadPart",
      "UploadPart",
      "UploadPart",
      "CompleteMultipartUpload",
    ]);
    const key = merged.json?.data.url.replace("/uploads/", "");
    expect(s3.objects.get(key)?.equals(bytes)).toBe(true);
    const seek = await fetchBytes(server, merged.json?.data.url, {
      range: `bytes=${6 * CHUNK}-${6 * CHUNK + 9}`,
    });
    expect(seek.bytes.equals(bytes.subarray(6 * CHUNK, 6 * CHUNK + 10))).toBe(true);
  });

  it("aborts the multipart upload when the MD5 does not match, keeping nothing", async () => {
    const bytes = mp4Bytes(11 * CHUNK);
    const claimed = md5(mp4Bytes(100));
    for (let n = 0; n < 11; n++)
      await sendChunk(server, token, {
        bytes,
        chunkNumber: n,
        fileSign: claimed,
        fileType: "video",
      });
    const merged = await merge(server, token, { fileSign: claimed, chunkCount: 11, type: "video" });
    expect(merged.json).toMatchObject({ code: 1, msg: "文件校验失败，请重新上传" });
    expect(s3.calls).toContain("AbortMultipartUpload");
    expect(s3.calls).not.toContain("CompleteMultipartUpload");
    expect(s3.objects.size).toBe(0);
    expect(s3.uploads.size).toBe(0);
  });

  it("is refused by the store when the secret is wrong (the fake really checks signatures)", async () => {
    const wrong = createS3Storage(
      createS3Client({
        endpoint: s3.url,
        bucket: BUCKET,
        accessKey: ACCESS,
        secretKey: "not-the-secret",
        region: "us-east-1",
        partBytes: 5 * 1024 * 1024,
      }),
    );
    await expect(wrong.remove(`image/2026/01/01/${"a".repeat(32)}.png`)).rejects.toThrow(/403/);
  });

  it("keeps chunks in the bucket, so a second server process can take the rest and merge", async () => {
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-s3-second-"));
    // Same database and bucket, its own data folder: like a second process behind a load balancer.
    const second = await createApp({ database: server.database, dataDir: otherDir, env: s3Env() });
    await second.listen({ port: 0, host: "127.0.0.1" });
    const other = {
      ...server,
      baseUrl: `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`,
    };
    try {
      const bytes = mp4Bytes(3 * CHUNK + 9);
      const sign = md5(bytes);
      await sendChunk(server, token, { bytes, chunkNumber: 0, fileType: "video" });
      await sendChunk(other, token, { bytes, chunkNumber: 2, fileType: "video" });
      const seen = await postJson(other, "/api/upload/getCheckChunkFile", token, {
        fileSign: sign,
      });
      expect(seen.json?.data.uploaded).toEqual([0, 2]);
      await sendChunk(other, token, { bytes, chunkNumber: 1, fileType: "video" });
      await sendChunk(server, token, { bytes, chunkNumber: 3, fileType: "video" });
      const merged = await merge(other, token, { fileSign: sign, chunkCount: 4, type: "video" });
      expect(merged.json).toMatchObject({ code: 0, data: { size: bytes.length } });
      expect((await fetchBytes(server, merged.json?.data.url)).bytes.equals(bytes)).toBe(true);
      // Merged chunks leave nothing behind in the bucket.
      expect([...s3.objects.keys()].filter((k) => k.startsWith("chunks/"))).toEqual([]);
    } finally {
      await second.close();
      fs.rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it("sweeps chunk sets abandoned in the bucket", async () => {
    const fresh = mp4Bytes(2 * CHUNK);
    const stale = mp4Bytes(2 * CHUNK);
    for (const bytes of [fresh, stale])
      for (const chunkNumber of [0, 1])
        await sendChunk(server, token, { bytes, chunkNumber, fileType: "video" });
    const day = new Date(Date.now() - 25 * 3_600_000);
    for (const key of s3.objects.keys()) if (key.includes(md5(stale))) s3.modified.set(key, day);

    const client = createS3Client(s3Settings());
    const store = createS3ChunkStore(client, path.join(server.dataDir, "sweep-incoming"));
    expect(await store.removeAbandoned(24 * 3_600_000)).toBe(1);
    expect(await store.list(md5(stale))).toEqual([]);
    expect(await store.list(md5(fresh))).toEqual([0, 1]);
  });

  it("checks the bucket with a probe it writes, reads back and removes", async () => {
    const checked = await server.call("POST", "/api/upload/initStorage", { token });
    expect(checked.json).toMatchObject({ code: 0, data: { ok: true, type: "s3" } });
    expect(s3.calls).toEqual(["PutObject", "DeleteObject"]);
    expect(s3.objects.size).toBe(0);
  });

  it("reports a store that refuses it, naming the step, in the operator's language", async () => {
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-s3-wrong-"));
    const wrong = await createApp({
      database: server.database,
      dataDir: otherDir,
      env: { ...s3Env(), S3_SECRET_KEY: "not-the-secret" },
    });
    await wrong.listen({ port: 0, host: "127.0.0.1" });
    const baseUrl = `http://127.0.0.1:${(wrong.server.address() as AddressInfo).port}`;
    // server.call is bound to the first server; this one is asked directly.
    const check = async (language: string) => {
      const response = await fetch(`${baseUrl}/api/upload/initStorage`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "accept-language": language },
      });
      return (await response.json()) as { code: number; msg: string };
    };
    try {
      const zh = await check("zh-CN");
      expect(zh.code).toBe(1);
      expect(zh.msg).toMatch(/^存储检查失败：写入时出错（S3 PutObject failed: 403/);
      const en = await check("en");
      expect(en.msg).toMatch(/^The storage check failed while it tried to write a probe/);
      expect(s3.objects.size).toBe(0);
    } finally {
      await wrong.close();
      fs.rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it("aborts the multipart uploads that merges which died left open, and only old ones", async () => {
    const storage = createS3Storage(createS3Client(s3Settings()));
    const key = (n: number) => `video/2026/01/01/${String(n).repeat(32)}.mp4`;
    for (const n of [1, 2]) {
      const writer = await storage.createWriter(key(n), "video/mp4");
      // One part's worth: the writer opens its multipart upload, then "crashes" (never commits).
      await writer.write(mp4Bytes(6 * CHUNK));
    }
    expect(s3.uploads.size).toBe(2);
    const [first] = [...s3.uploads.values()];
    if (first) first.initiated = new Date(Date.now() - 2 * 3_600_000);
    expect(await storage.removeLeftovers(Date.now() - 3_600_000)).toBe(1);
    expect([...s3.uploads.values()].map((u) => u.key)).toEqual([key(2)]);
  });
});

describe("direct upload to the bucket (getAliPoint)", () => {
  // biome-ignore lint/suspicious/noExplicitAny: the answer's shape is what the test checks
  const point = async (bytes: Buffer, type = "video/mp4", fileName = "clip.mp4"): Promise<any> => {
    const answer = await server.call("POST", "/api/upload/getAliPoint", {
      token,
      body: { fileName, fileMd5: md5(bytes), fileSize: bytes.length, type },
    });
    return answer.json;
  };
  /** What the browser does with the policy: a form with its fields, the file last. */
  const sendToStore = async (
    signed: { url: string; fields: Record<string, string> },
    bytes: Buffer,
    change: Record<string, string> = {},
  ) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...signed.fields, ...change }))
      form.append(name, value);
    form.append("file", new Blob([new Uint8Array(bytes)]), "clip.mp4");
    return (await fetch(signed.url, { method: "POST", body: form })).status;
  };
  const done = (key: string, bytes: Buffer, fileSize = bytes.length) =>
    server.call("POST", "/api/upload/getAliPointDone", {
      token,
      body: { key, fileName: "clip.mp4", fileMd5: md5(bytes), fileSize },
    });

  it("signs a short-lived policy the store accepts, then verifies the object and records it", async () => {
    const bytes = mp4Bytes(3 * CHUNK + 5);
    const signed = await point(bytes);
    expect(signed).toMatchObject({ code: 0, data: { is_true: false, url: `${s3.url}/${BUCKET}` } });
    const lifetime = Date.parse(signed.data.expiresAt) - server.clock.now.getTime();
    expect(lifetime).toBeGreaterThan(0);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000);
    expect(await sendToStore(signed.data, bytes)).toBe(204);
    expect(s3.calls).toEqual(["PostObject"]);
    const recorded = await done(signed.data.key, bytes);
    expect(recorded.json).toMatchObject({
      code: 0,
      data: { type: "video", size: bytes.length, md5: md5(bytes) },
    });
    expect((await fetchBytes(server, recorded.json?.data.url)).bytes.equals(bytes)).toBe(true);
    // The next request for the same bytes learns they are stored: nothing is sent again.
    expect((await point(bytes)).data).toMatchObject({ is_true: true, file: { md5: md5(bytes) } });
  });

  it("gets a policy the store holds to its key, its size and its lifetime", async () => {
    const bytes = mp4Bytes(CHUNK);
    const signed = await point(bytes);
    const elsewhere = `video/2026/01/01/${"e".repeat(32)}.mp4`;
    expect(await sendToStore(signed.data, bytes, { key: elsewhere })).toBe(403);
    expect(await sendToStore(signed.data, mp4Bytes(CHUNK + 1))).toBe(403);
    expect(await sendToStore(signed.data, bytes, { "x-amz-signature": "0".repeat(64) })).toBe(403);
    // A policy signed an hour ago has expired.
    server.clock.now = new Date(Date.now() - 3_600_000);
    const old = await point(bytes);
    expect(await sendToStore(old.data, bytes)).toBe(403);
    expect(s3.objects.size).toBe(0);
  });

  it("refuses and removes an object whose bytes are not the file announced", async () => {
    const announced = mp4Bytes(CHUNK);
    const signed = await point(announced);
    // Same size, other bytes: the store accepts them, the verification does not.
    expect(await sendToStore(signed.data, mp4Bytes(CHUNK))).toBe(204);
    const refused = await done(signed.data.key, announced);
    expect(refused.json).toMatchObject({ code: 1, msg: "文件校验失败，请重新上传" });
    expect(s3.objects.size).toBe(0);
    const rows = await server.database.query("SELECT id FROM uploads");
    expect(rows).toEqual([]);
    // A picture sent under a video's policy is refused as the wrong type.
    const picture = pngBytes(CHUNK);
    const asVideo = await point(picture);
    expect(await sendToStore(asVideo.data, picture)).toBe(204);
    expect((await done(asVideo.data.key, picture)).json).toMatchObject({
      code: 1,
      msg: "文件内容与所选类型不符",
    });
    expect(s3.objects.size).toBe(0);
  });

  it("refuses what it cannot sign or find, in the operator's language", async () => {
    const tooLong = await server.call("POST", "/api/upload/getAliPoint", {
      token,
      body: {
        fileName: "a.mp4",
        fileMd5: "a".repeat(32),
        fileSize: 200 * CHUNK + 1,
        type: "video",
      },
    });
    expect(tooLong.json).toMatchObject({ code: 1, msg: "上传视频大小不能超过200M" });
    const pdf = await point(Buffer.from("%PDF-1.4"), "application/pdf", "a.pdf");
    expect(pdf).toMatchObject({ code: 1, msg: "暂时不支持其他类型" });
    const missing = await done(`video/2026/01/01/${md5(Buffer.from("x"))}.mp4`, Buffer.from("x"));
    expect(missing.json).toMatchObject({ code: 1, msg: "没有找到直传的文件，请重新上传" });
    const foreignKey = await done(`video/2026/01/01/${"b".repeat(32)}.mp4`, Buffer.from("x"));
    expect(foreignKey.json?.code).toBe(1);
  });
});
