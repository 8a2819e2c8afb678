import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type S3rver, startS3rver } from "../../../../../scripts/cluster/s3rver.mjs";
import { createApp } from "../../app.js";
import { ADMIN_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server.js";
import { createS3ChunkStore } from "../chunks-s3.js";
import { readUploadSettings } from "../settings.js";
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
import { createS3Storage } from "./s3.js";
import { createS3Bucket, listObjects } from "./s3-bucket.js";

const MIB = 1024 * 1024;
// Parts of the smallest size S3 allows, so a few MiB already make a multipart upload.
const s3Env = (change: Record<string, string> = {}) => ({
  ...s3.env,
  S3_PART_BYTES: String(5 * MIB),
  ...change,
});
const bucketOf = (change: Record<string, string> = {}) => {
  const settings = readUploadSettings(s3Env(change)).s3;
  if (!settings) throw new Error("no S3 settings");
  return createS3Bucket(settings);
};
const Bucket = () => s3.env.S3_BUCKET;

/** Every key in the bucket, through a client of our own (not the server's). */
const keys = async () => (await listObjects(bucketOf(), "")).map((o) => o.key);
async function objectBytes(key: string): Promise<Buffer | undefined> {
  try {
    const got = await bucketOf().client.send(new GetObjectCommand({ Bucket: Bucket(), Key: key }));
    return Buffer.from((await got.Body?.transformToByteArray()) ?? []);
  } catch {
    return undefined;
  }
}

let s3: S3rver;
let s3Dir: string;
let server: TestServer;
let token: string;
beforeAll(async () => {
  // A real S3-compatible server in its own process, on a loopback port and a folder of its own.
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-s3rver-"));
  s3 = await startS3rver({ dir: s3Dir });
  server = await startTestServer({ env: s3Env() });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await s3?.stop();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await server.reset();
  clearMediaFolders(server);
  const bucket = bucketOf();
  for (const key of await keys())
    await bucket.client.send(new DeleteObjectCommand({ Bucket: Bucket(), Key: key }));
  token = await server.signIn("admin", ADMIN_PASSWORD);
});

/** A bucket whose client notes the name of every command it sends (what went over the wire). */
function watchedBucket() {
  const bucket = bucketOf();
  const sent: string[] = [];
  bucket.client.middlewareStack.add(
    (next, context) => (args) => {
      sent.push(String(context.commandName).replace(/Command$/, ""));
      return next(args);
    },
    { step: "initialize" },
  );
  return { bucket, sent };
}

describe("the S3 storage on its own", () => {
  const key = (n: number) => `video/2026/01/01/${String(n).repeat(32)}.mp4`;

  it("writes several 5 MiB parts, reads them back byte for byte, in ranges, sizes and removes", async () => {
    const { bucket, sent } = watchedBucket();
    const storage = createS3Storage(bucket);
    const bytes = mp4Bytes(3 * 5 * MIB + 12_345);
    const writer = await storage.createWriter(key(1), "video/mp4");
    // Pieces of 1 MiB, as a merge writes them: the writer gathers them into parts.
    for (let at = 0; at < bytes.length; at += MIB) await writer.write(bytes.subarray(at, at + MIB));
    expect(await storage.size(key(1))).toBeUndefined();
    await writer.commit();
    // Three full parts and the rest, held to one part in memory.
    expect(sent.filter((name) => name !== "HeadObject")).toEqual([
      "CreateMultipartUpload",
      "UploadPart",
      "UploadPart",
      "UploadPart",
      "UploadPart",
      "CompleteMultipartUpload",
    ]);
    const head = await bucketOf().client.send(
      new HeadObjectCommand({ Bucket: Bucket(), Key: key(1) }),
    );
    expect(head.ContentType).toBe("video/mp4");
    expect(await storage.size(key(1))).toBe(bytes.length);
    const read = async (start: number, end: number) => {
      const pieces: Buffer[] = [];
      for await (const piece of await storage.read(key(1), start, end)) pieces.push(piece);
      return Buffer.concat(pieces);
    };
    expect((await read(0, bytes.length - 1)).equals(bytes)).toBe(true);
    // A range across the border of the first and second parts.
    const start = 5 * MIB - 10;
    expect((await read(start, start + 19)).equals(bytes.subarray(start, start + 20))).toBe(true);
    await storage.remove(key(1));
    expect(await storage.size(key(1))).toBeUndefined();
    // Removing what is gone is no error.
    await storage.remove(key(1));
  });

  it("sends an object smaller than a part in one PutObject", async () => {
    const { bucket, sent } = watchedBucket();
    const storage = createS3Storage(bucket);
    const bytes = pngBytes(1000);
    const key = `image/2026/01/01/${md5(bytes)}.png`;
    const writer = await storage.createWriter(key, "image/png");
    await writer.write(bytes);
    await writer.commit();
    expect(sent).toEqual(["PutObject"]);
    expect((await objectBytes(key))?.equals(bytes)).toBe(true);
  });

  it("leaves nothing under the key when a multipart write is aborted", async () => {
    const storage = createS3Storage(bucketOf());
    const writer = await storage.createWriter(key(2), "video/mp4");
    await writer.write(mp4Bytes(6 * MIB));
    await writer.abort();
    await writer.abort();
    expect(await storage.size(key(2))).toBeUndefined();
    expect(await keys()).toEqual([]);
  });

  it("skips the leftover sweep where the store has no ListMultipartUploads, saying so once", async () => {
    const said: string[] = [];
    const storage = createS3Storage(bucketOf(), (message) => said.push(message));
    const writer = await storage.createWriter(key(3), "video/mp4");
    await writer.write(mp4Bytes(6 * MIB));
    // s3rver answers NotImplemented: no crash, nothing counted, one line for the operator.
    expect(await storage.removeLeftovers(Date.now() + 3_600_000)).toBe(0);
    expect(await storage.removeLeftovers(Date.now() + 3_600_000)).toBe(0);
    expect(said).toEqual([expect.stringContaining("ListMultipartUploads")]);
    await writer.abort();
  });

  // s3rver checks the access key but not SigV4 signatures, so a wrong key is what it refuses.
  it("is refused by the store when the access key is unknown", async () => {
    const wrong = createS3Storage(bucketOf({ S3_ACCESS_KEY: "NOT-OUR-KEY" }));
    await expect(wrong.size(key(4))).rejects.toThrow();
    await expect(wrong.remove(key(4))).rejects.toThrow(/access key/i);
  });
});

describe("the upload routes on S3", () => {
  it("say so, and store a small file in the bucket, served back with ranges", async () => {
    const type = await server.call("GET", "/api/upload/getStorageType", { token });
    expect(type.json?.data).toEqual({ type: "s3" });
    const bytes = pngBytes(CHUNK + 500);
    const merged = await uploadWhole(server, token, bytes, { fileName: "s.png" });
    expect(merged.json?.code).toBe(0);
    const key = merged.json?.data.url.replace("/uploads/", "");
    expect((await objectBytes(key))?.equals(bytes)).toBe(true);
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
    expect(await keys()).toEqual([]);
  });

  it("streams a large file through a multipart upload", async () => {
    const bytes = mp4Bytes(12 * CHUNK + 77);
    const merged = await uploadWhole(server, token, bytes, {
      fileName: "long.mp4",
      fileType: "video",
    });
    expect(merged.json).toMatchObject({ code: 0, data: { type: "video", size: bytes.length } });
    const key = merged.json?.data.url.replace("/uploads/", "");
    expect((await objectBytes(key))?.equals(bytes)).toBe(true);
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
    // Nothing under a media key (the chunk set stays for a retry, as on disk).
    expect((await keys()).filter((k) => !k.startsWith("chunks/"))).toEqual([]);
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
      expect((await keys()).filter((k) => k.startsWith("chunks/"))).toEqual([]);
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
    // s3rver dates an object by its file: the stale set's files are set back a day and an hour.
    const day = new Date(Date.now() - 25 * 3_600_000);
    const age = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const at = path.join(dir, entry.name);
        if (entry.isDirectory()) age(at);
        else if (at.includes(md5(stale))) fs.utimesSync(at, day, day);
      }
    };
    age(s3Dir);

    const store = createS3ChunkStore(bucketOf(), path.join(server.dataDir, "sweep-incoming"));
    expect(await store.removeAbandoned(24 * 3_600_000)).toBe(1);
    expect(await store.list(md5(stale))).toEqual([]);
    expect(await store.list(md5(fresh))).toEqual([0, 1]);
  });

  it("checks the bucket with a probe it writes, reads back and removes", async () => {
    const checked = await server.call("POST", "/api/upload/initStorage", { token });
    expect(checked.json).toMatchObject({ code: 0, data: { ok: true, type: "s3" } });
    expect(await keys()).toEqual([]);
  });

  it("reports a store that refuses it, naming the step, in the operator's language", async () => {
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-s3-wrong-"));
    const wrong = await createApp({
      database: server.database,
      dataDir: otherDir,
      env: s3Env({ S3_ACCESS_KEY: "NOT-OUR-KEY" }),
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
      expect(zh.msg).toMatch(/^存储检查失败：写入时出错（/);
      const en = await check("en");
      expect(en.msg).toMatch(/^The storage check failed while it tried to write a probe/);
      expect(await keys()).toEqual([]);
    } finally {
      await wrong.close();
      fs.rmSync(otherDir, { recursive: true, force: true });
    }
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
    expect(signed).toMatchObject({
      code: 0,
      data: { is_true: false, url: `${s3.url}/${Bucket()}` },
    });
    const lifetime = Date.parse(signed.data.expiresAt) - server.clock.now.getTime();
    expect(lifetime).toBeGreaterThan(0);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000);
    expect(await sendToStore(signed.data, bytes)).toBe(204);
    expect(await keys()).toEqual([signed.data.key]);
    const recorded = await done(signed.data.key, bytes);
    expect(recorded.json).toMatchObject({
      code: 0,
      data: { type: "video", size: bytes.length, md5: md5(bytes) },
    });
    expect((await fetchBytes(server, recorded.json?.data.url)).bytes.equals(bytes)).toBe(true);
    // The next request for the same bytes learns they are stored: nothing is sent again.
    expect((await point(bytes)).data).toMatchObject({ is_true: true, file: { md5: md5(bytes) } });
  });

  // s3rver takes POST uploads without checking their policy (it ignores the field), so what a
  // store such as S3 or MinIO enforces is checked here in the signed policy itself.
  it("gets a policy bound to its key, its type, its exact size and 15 minutes", async () => {
    const bytes = mp4Bytes(CHUNK);
    const signed = await point(bytes);
    const { fields } = signed.data;
    const policy = JSON.parse(Buffer.from(fields.policy, "base64").toString("utf8"));
    const now = server.clock.now;
    expect(Date.parse(policy.expiration) - now.getTime()).toBe(15 * 60_000);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { bucket: Bucket() },
        ["eq", "$key", signed.data.key],
        ["eq", "$Content-Type", "video/mp4"],
        ["content-length-range", bytes.length, bytes.length],
        { "x-amz-algorithm": "AWS4-HMAC-SHA256" },
        { "x-amz-credential": fields["x-amz-credential"] },
        { "x-amz-date": fields["x-amz-date"] },
      ]),
    );
    const day = now.toISOString().slice(0, 10).replaceAll("-", "");
    expect(fields["x-amz-credential"]).toBe(
      `${s3.env.S3_ACCESS_KEY}/${day}/us-east-1/s3/aws4_request`,
    );
    expect(fields["x-amz-signature"]).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses and removes an object whose bytes are not the file announced", async () => {
    const announced = mp4Bytes(CHUNK);
    const signed = await point(announced);
    // Same size, other bytes: the store accepts them, the verification does not.
    expect(await sendToStore(signed.data, mp4Bytes(CHUNK))).toBe(204);
    const refused = await done(signed.data.key, announced);
    expect(refused.json).toMatchObject({ code: 1, msg: "文件校验失败，请重新上传" });
    expect(await keys()).toEqual([]);
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
    expect(await keys()).toEqual([]);
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
