import { createHash, createHmac, randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
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
  sendChunk,
  uploadWhole,
} from "../test-support.js";
import { createS3Storage } from "./s3.js";
import { createS3Client } from "./s3-client.js";

const ACCESS = "VITRINETESTKEY";
const SECRET = "vitrine-test-secret";
const BUCKET = "media";

/**
 * A tiny S3-compatible store: path-style objects, multipart uploads, ranges, and its own SigV4
 * check written from the AWS description (not with the code under test), refusing bad signatures.
 */
function startFakeS3() {
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, { key: string; parts: Map<number, Buffer>; initiated: Date }>();
  const modified = new Map<string, Date>();
  /** Operations on media objects (chunk objects are listed apart, in chunkCalls). */
  const calls: string[] = [];
  const chunkCalls: string[] = [];
  const record = (op: string, key: string) =>
    (key.startsWith("chunks/") ? chunkCalls : calls).push(op);
  const store = (key: string, body: Buffer) => {
    objects.set(key, body);
    modified.set(key, new Date());
  };

  const sha = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");
  const enc = (s: string) =>
    encodeURIComponent(s).replace(
      /[!'()*]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    );

  function signatureOk(req: http.IncomingMessage, url: URL, body: Buffer): boolean {
    const auth = req.headers.authorization ?? "";
    const m =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
        auth,
      );
    if (!m) return false;
    const [, access, day, region, signed = "", signature] = m;
    if (access !== ACCESS) return false;
    if (req.headers["x-amz-content-sha256"] !== sha(body)) return false;
    const names = signed.split(";");
    if (!names.includes("host") || !names.includes("x-amz-date")) return false;
    const canonicalHeaders = names
      .map((n) => `${n}:${String(req.headers[n] ?? "").trim()}\n`)
      .join("");
    const query = [...url.searchParams]
      .map(([k, v]) => [enc(k), enc(v)] as const)
      .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      .map(([k, v]) => `${k}=${v}`)
      .join("&");
    const canonical = [req.method, url.pathname, query, canonicalHeaders, signed, sha(body)].join(
      "\n",
    );
    const scope = `${day}/${region}/s3/aws4_request`;
    const toSign = ["AWS4-HMAC-SHA256", req.headers["x-amz-date"], scope, sha(canonical)].join(
      "\n",
    );
    let key: Buffer = createHmac("sha256", `AWS4${SECRET}`).update(String(day)).digest();
    for (const part of [String(region), "s3", "aws4_request"])
      key = createHmac("sha256", key).update(part).digest();
    return createHmac("sha256", key).update(toSign).digest("hex") === signature;
  }

  /**
   * POST Object as S3 checks it: the policy's SigV4 signature, its expiry, every condition against
   * the form's fields and the file's size, and no field the policy does not cover. Answers the
   * error code, or undefined once the object is stored.
   */
  async function acceptPostObject(req: http.IncomingMessage, body: Buffer) {
    const form = await new Request("http://fake/", {
      method: "POST",
      headers: { "content-type": String(req.headers["content-type"]) },
      body: new Uint8Array(body),
    }).formData();
    const fields = new Map<string, string>();
    let file: Buffer | undefined;
    for (const [name, value] of form) {
      if (name === "file" && typeof value !== "string")
        file = Buffer.from(await value.arrayBuffer());
      else fields.set(name.toLowerCase(), String(value));
    }
    const policy = fields.get("policy") ?? "";
    const credential = /^([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request$/.exec(
      fields.get("x-amz-credential") ?? "",
    );
    if (!file || !policy || !credential || credential[1] !== ACCESS) return "AccessDenied";
    let key: Buffer = createHmac("sha256", `AWS4${SECRET}`).update(String(credential[2])).digest();
    for (const part of [String(credential[3]), "s3", "aws4_request"])
      key = createHmac("sha256", key).update(part).digest();
    if (createHmac("sha256", key).update(policy).digest("hex") !== fields.get("x-amz-signature"))
      return "SignatureDoesNotMatch";
    const document = JSON.parse(Buffer.from(policy, "base64").toString()) as {
      expiration: string;
      conditions: Array<Record<string, string> | Array<string | number>>;
    };
    if (Date.parse(document.expiration) <= Date.now()) return "AccessDenied";
    const covered = new Set(["policy", "x-amz-signature", "file"]);
    const value = (name: string) => (name === "bucket" ? BUCKET : fields.get(name));
    for (const condition of document.conditions) {
      if (!Array.isArray(condition)) {
        for (const [name, expected] of Object.entries(condition)) {
          covered.add(name.toLowerCase());
          if (value(name.toLowerCase()) !== expected) return "AccessDenied";
        }
      } else if (condition[0] === "content-length-range") {
        if (file.length < Number(condition[1]) || file.length > Number(condition[2]))
          return "EntityTooLarge";
      } else {
        const [op, field = "", expected = ""] = condition.map(String);
        const name = field.replace(/^\$/, "").toLowerCase();
        covered.add(name);
        const actual = value(name) ?? "";
        if (op === "eq" ? actual !== expected : !actual.startsWith(expected)) return "AccessDenied";
      }
    }
    if ([...fields.keys()].some((name) => !covered.has(name))) return "AccessDenied";
    store(fields.get("key") ?? "", file);
    record("PostObject", fields.get("key") ?? "");
    return undefined;
  }

  const server = http.createServer(async (req, res) => {
    const pieces: Buffer[] = [];
    for await (const piece of req) pieces.push(piece as Buffer);
    const body = Buffer.concat(pieces);
    const url = new URL(req.url ?? "/", "http://fake");
    const send = (
      status: number,
      payload: string | Buffer = "",
      headers: Record<string, string> = {},
    ) => {
      res.writeHead(status, headers);
      res.end(payload);
    };
    // A browser's POST Object: authorised by its signed policy instead of a header.
    if (req.method === "POST" && url.pathname === `/${BUCKET}`) {
      const refusal = await acceptPostObject(req, body);
      return refusal ? send(403, `<Error><Code>${refusal}</Code></Error>`) : send(204);
    }
    if (!signatureOk(req, url, body))
      return send(403, "<Error><Code>SignatureDoesNotMatch</Code></Error>");
    const [, bucket, ...rest] = url.pathname.split("/");
    const key = rest.join("/");
    if (bucket !== BUCKET) return send(404, "<Error><Code>NoSuchBucket</Code></Error>");
    const q = url.searchParams;
    if (req.method === "POST" && q.has("uploads")) {
      record("CreateMultipartUpload", key);
      const id = randomBytes(8).toString("hex");
      uploads.set(id, { key, parts: new Map(), initiated: new Date() });
      return send(
        200,
        `<InitiateMultipartUploadResult><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (req.method === "PUT" && q.has("uploadId")) {
      record("UploadPart", key);
      const upload = uploads.get(q.get("uploadId") ?? "");
      if (!upload) return send(404, "<Error><Code>NoSuchUpload</Code></Error>");
      upload.parts.set(Number(q.get("partNumber")), body);
      return send(200, "", { etag: `"${createHash("md5").update(body).digest("hex")}"` });
    }
    if (req.method === "POST" && q.has("uploadId")) {
      record("CompleteMultipartUpload", key);
      const id = q.get("uploadId") ?? "";
      const upload = uploads.get(id);
      if (!upload) return send(404, "<Error><Code>NoSuchUpload</Code></Error>");
      const numbers = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((x) =>
        Number(x[1]),
      );
      const parts = numbers.map((n) => upload.parts.get(n));
      // Like S3: every part but the last must be at least 5 MiB.
      if (parts.some((p, i) => !p || (i < parts.length - 1 && p.length < 5 * 1024 * 1024)))
        return send(400, "<Error><Code>EntityTooSmall</Code></Error>");
      store(upload.key, Buffer.concat(parts as Buffer[]));
      uploads.delete(id);
      return send(200, "<CompleteMultipartUploadResult></CompleteMultipartUploadResult>");
    }
    if (req.method === "DELETE" && q.has("uploadId")) {
      record("AbortMultipartUpload", key);
      uploads.delete(q.get("uploadId") ?? "");
      return send(204);
    }
    if (req.method === "PUT") {
      record("PutObject", key);
      // Conditional create, as S3 does it: If-None-Match: * fails when the key exists.
      if (req.headers["if-none-match"] === "*" && objects.has(key))
        return send(412, "<Error><Code>PreconditionFailed</Code></Error>");
      store(key, body);
      return send(200, "", { etag: `"${createHash("md5").update(body).digest("hex")}"` });
    }
    if (req.method === "GET" && key === "" && q.has("uploads")) {
      const listed = [...uploads]
        .map(
          ([id, u]) =>
            `<Upload><Key>${u.key}</Key><UploadId>${id}</UploadId><Initiated>${u.initiated.toISOString()}</Initiated></Upload>`,
        )
        .join("");
      return send(200, `<ListMultipartUploadsResult>${listed}</ListMultipartUploadsResult>`);
    }
    if (req.method === "GET" && key === "" && q.get("list-type") === "2") {
      const prefix = q.get("prefix") ?? "";
      // Two keys per page, so continuation tokens are exercised.
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
      const from = Number(q.get("continuation-token") ?? 0);
      const page = keys.slice(from, from + 2);
      const more = from + 2 < keys.length;
      const contents = page
        .map(
          (k) =>
            `<Contents><Key>${k}</Key><LastModified>${modified.get(k)?.toISOString()}</LastModified><Size>${objects.get(k)?.length}</Size></Contents>`,
        )
        .join("");
      return send(
        200,
        `<ListBucketResult><IsTruncated>${more}</IsTruncated>${contents}${more ? `<NextContinuationToken>${from + 2}</NextContinuationToken>` : ""}</ListBucketResult>`,
      );
    }
    const object = objects.get(key);
    if (req.method === "DELETE") {
      record("DeleteObject", key);
      objects.delete(key);
      return send(204);
    }
    if (!object)
      return send(404, req.method === "HEAD" ? "" : "<Error><Code>NoSuchKey</Code></Error>");
    if (req.method === "HEAD") return send(200, "", { "content-length": String(object.length) });
    const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ""));
    if (range) {
      const start = Number(range[1]);
      const end = Math.min(Number(range[2]), object.length - 1);
      return send(206, object.subarray(start, end + 1), {
        "content-range": `bytes ${start}-${end}/${object.length}`,
      });
    }
    return send(200, object);
  });

  const fake = {
    url: "",
    objects,
    modified,
    uploads,
    calls,
    chunkCalls,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
  return new Promise<typeof fake>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve(fake);
    });
  });
}

const s3Env = () => ({
  STORAGE: "s3",
  S3_ENDPOINT: s3.url,
  S3_BUCKET: BUCKET,
  S3_ACCESS_KEY: ACCESS,
  S3_SECRET_KEY: SECRET,
  S3_PART_BYTES: String(5 * 1024 * 1024),
});
const s3Settings = () => ({
  endpoint: s3.url,
  bucket: BUCKET,
  accessKey: ACCESS,
  secretKey: SECRET,
  region: "us-east-1",
  partBytes: 5 * 1024 * 1024,
});

let s3: Awaited<ReturnType<typeof startFakeS3>>;
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
      const seen = await other.call("POST", "/api/upload/getCheckChunkFile", {
        token,
        body: { fileSign: sign },
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
