import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { importDevices } from "../devices/testing.js";
import { resetWithModules, signInAll, type Tokens } from "../modules/testing.js";
import { startTestServer, type TestServer } from "../testing/test-server.js";
import {
  CHUNK,
  chunksOf,
  clearMediaFolders,
  md5,
  postForm,
  postJson,
} from "../upload/test-support.js";

let server: TestServer;
let tokens: Tokens;
beforeAll(async () => {
  // A small limit, so the over-the-limit refusal needs no large file.
  server = await startTestServer({ env: { UPLOAD_MAX_FIRMWARE_BYTES: String(3 * CHUNK) } });
});
afterAll(async () => server.close());
beforeEach(async () => {
  await resetWithModules(server);
  clearMediaFolders(server);
  tokens = await signInAll(server);
});

/** Bytes no media sniffer would take: a firmware image is opaque. */
function firmwareBytes(size: number, seed = 7): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + seed) & 0xff;
  return bytes;
}

function sendFirmwareChunk(
  token: string,
  bytes: Buffer,
  chunkNumber: number,
  fields: Record<string, string> = {},
  language?: string,
) {
  const parts = chunksOf(bytes);
  const form = new FormData();
  const all: Record<string, string> = {
    chunkNumber: String(chunkNumber),
    chunkSize: String(CHUNK),
    fileName: "w1-2.0.0.bin",
    fileSign: md5(bytes),
    totalChunks: String(parts.length),
    totalChunkSize: String(bytes.length),
    fileType: "firmware",
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.append(name, value);
  form.append("file", new Blob([new Uint8Array(parts[chunkNumber]!)]), "blob");
  return postForm(server, "/api/firmware/upload/file", form, token, language);
}

async function uploadFirmware(token: string, bytes: Buffer, fileName = "w1-2.0.0.bin") {
  const count = chunksOf(bytes).length;
  for (let n = count - 1; n >= 0; n--) {
    const sent = await sendFirmwareChunk(token, bytes, n, { fileName });
    if (sent.json?.code !== 0) throw new Error(`chunk ${n} refused: ${sent.text}`);
  }
  return postJson(server, "/api/firmware/upload/mergeData", token, {
    fileName,
    fileSign: md5(bytes),
    chunkCount: count,
    type: "firmware",
  });
}

describe("firmware files (chunked upload, kind firmware)", { timeout: 60_000 }, () => {
  it("stores a binary and serves it back byte for byte as an attachment, with its SHA-256", async () => {
    const bytes = firmwareBytes(2 * CHUNK + 12_345);
    const merged = await uploadFirmware(tokens.admin, bytes, '固件 "w1".bin');
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    expect(merged.json).toMatchObject({
      code: 0,
      data: { type: "firmware", size: bytes.length, md5: md5(bytes), sha256 },
    });
    const url = merged.json?.data.url as string;
    expect(url).toBe(`/api/firmware/file/${md5(bytes)}`);

    const response = await fetch(server.baseUrl + url);
    const back = Buffer.from(await response.arrayBuffer());
    expect(response.status).toBe(200);
    expect(back.equals(bytes)).toBe(true);
    expect(response.headers.get("content-type")).toBe("application/octet-stream");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="__ _w1_.bin"; filename*=UTF-8''${encodeURIComponent('固件 "w1".bin')}`,
    );
    // A range, as a device resuming its download asks.
    const tail = await fetch(server.baseUrl + url, { headers: { range: "bytes=-100" } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(-100))).toBe(true);

    // Stored under the data folder, never listed in the media library nor served under /uploads/.
    const [row] = await server.database.query<{ storage_key: string }>(
      "SELECT storage_key FROM firmware_files",
    );
    expect(fs.existsSync(path.join(server.dataDir, "uploads", row!.storage_key))).toBe(true);
    expect((await fetch(`${server.baseUrl}/uploads/${row!.storage_key}`)).status).toBe(404);
    expect(await server.database.query("SELECT id FROM uploads")).toHaveLength(0);

    // The duplicate check finds it: nothing is sent a second time.
    const again = await postJson(server, "/api/firmware/upload/getUploadFile", tokens.admin, {
      fileMd5: md5(bytes),
    });
    expect(again.json?.data).toMatchObject({ is_true: true, file: { sha256 } });
    const media = await postJson(server, "/api/upload/getUploadFile", tokens.admin, {
      fileMd5: md5(bytes),
    });
    expect(media.json?.data).toEqual({ is_true: false });
  });

  it("lets a draft package take the file and leave draft with its size and hashes", async () => {
    await importDevices(server, tokens.admin, "FWFILE", 1, "W1");
    const bytes = firmwareBytes(CHUNK + 10, 3);
    const merged = await uploadFirmware(tokens.admin, bytes);
    const added = await server.call("POST", "/api/firmware/add", {
      token: tokens.admin,
      body: { model: "W1", version: "2.0.0", uploadId: merged.json?.data.id },
    });
    expect(added.json?.code).toBe(0);
    const id = added.json?.data.id as number;
    const released = await server.call("POST", "/api/firmware/add", {
      token: tokens.admin,
      body: { id, status: "released" },
    });
    expect(released.json?.code).toBe(0);
    const info = (await server.call("GET", `/api/firmware/info?id=${id}`, { token: tokens.admin }))
      .json?.data;
    expect(info).toMatchObject({
      status: "released",
      size: bytes.length,
      md5: md5(bytes),
      sha256: createHash("sha256").update(bytes).digest("hex"),
      url: `/api/firmware/file/${md5(bytes)}`,
    });
  });

  it("refuses users without the upgrade package rights, files over the limit and other kinds", async () => {
    const bytes = firmwareBytes(CHUNK + 10, 5);
    // The common role may upload media but not firmware: 403 on every call, in its language.
    const chunk = await sendFirmwareChunk(tokens.common, bytes, 0, {}, "en");
    expect(chunk.status).toBe(403);
    const check = await postJson(server, "/api/firmware/upload/getUploadFile", tokens.common, {
      fileMd5: md5(bytes),
    });
    expect(check.status).toBe(403);
    const merge = await postJson(server, "/api/firmware/upload/mergeData", tokens.common, {
      fileName: "x.bin",
      fileSign: md5(bytes),
      chunkCount: 2,
      type: "firmware",
    });
    expect(merge.status).toBe(403);

    // Over the limit (3 MiB here): refused before any byte is kept, with the limit named.
    const large = firmwareBytes(3 * CHUNK + 1, 9);
    for (const [language, text] of [
      ["zh-CN", "升级文件大小不能超过3M"],
      ["en", "A firmware file cannot be larger than 3M"],
      ["zh-TW", "升級檔案大小不能超過3M"],
    ] as const) {
      const refused = await sendFirmwareChunk(tokens.admin, large, 0, {}, language);
      expect(refused.status).toBe(200);
      expect(refused.json).toMatchObject({ code: 1, msg: text });
    }
    const listed = await postJson(server, "/api/firmware/upload/getCheckChunkFile", tokens.admin, {
      fileSign: md5(large),
    });
    expect(listed.json?.data.uploaded).toEqual([]);

    // The media kinds are not taken here, nor firmware by the media library's calls.
    const image = await sendFirmwareChunk(tokens.admin, bytes, 0, { fileType: "image" });
    expect(image.json?.code).toBe(1);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      chunkNumber: "0",
      chunkSize: String(CHUNK),
      fileName: "x.bin",
      fileSign: md5(bytes),
      totalChunks: "2",
      totalChunkSize: String(bytes.length),
      fileType: "firmware",
    }))
      form.append(name, value);
    form.append("file", new Blob([new Uint8Array(chunksOf(bytes)[0]!)]), "blob");
    const asMedia = await postForm(server, "/api/upload/file", form, tokens.admin);
    expect(asMedia.json?.code).toBe(1);

    // Unknown downloads are a 404, a malformed name a 400, never a 500.
    expect((await fetch(`${server.baseUrl}/api/firmware/file/${"0".repeat(32)}`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/api/firmware/file/..%2F..%2Fetc`)).status).toBe(400);
  });
});
