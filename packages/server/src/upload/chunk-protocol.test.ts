import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, startTestServer, type TestServer } from "../testing/test-server.js";
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
} from "./test-support.js";

let server: TestServer;
let token: string;
beforeAll(async () => {
  // An empty env: the server's own defaults (images up to 2 MiB, videos up to 200 MiB).
  server = await startTestServer({ env: {} });
});
afterAll(async () => server.close());
beforeEach(async () => {
  await server.reset();
  // reset() empties the tables; the stored files and chunks of earlier tests go too.
  clearMediaFolders(server);
  token = await server.signIn("admin", ADMIN_PASSWORD);
});

/** Every file under the data folder's media storage, relative to it. */
function storedFiles(): string[] {
  const root = path.join(server.dataDir, "uploads");
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((name) => fs.statSync(path.join(root, name)).isFile())
    .map((name) => name.split(path.sep).join("/"));
}

async function uploadedChunks(sign: string): Promise<number[]> {
  const result = await server.call("POST", "/api/upload/getCheckChunkFile", {
    token,
    body: { fileSign: sign },
  });
  expect(result.json?.code).toBe(0);
  return result.json?.data.uploaded;
}

describe("chunked upload", () => {
  it("merges chunks sent out of order into the original bytes, served back over HTTP", async () => {
    const bytes = pngBytes(CHUNK + CHUNK / 2);
    const merged = await uploadWhole(server, token, bytes, {
      fileName: "holiday.png",
      order: [1, 0],
    });
    expect(merged.json?.code).toBe(0);
    const record = merged.json?.data;
    expect(record).toMatchObject({
      fileName: "holiday.png",
      md5: md5(bytes),
      ext: "png",
      type: "image",
      size: bytes.length,
      cate_id: 0,
    });
    expect(record.url).toMatch(/^\/uploads\/image\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.png$/);
    expect(typeof record.id).toBe("number");
    expect(Number.isNaN(Date.parse(record.create_time))).toBe(false);

    // No sign-in needed to read it: storefront pages show these files.
    const { response, bytes: served } = await fetchBytes(server, record.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(served.equals(bytes)).toBe(true);

    const again = await server.call("POST", "/api/upload/getUploadFile", {
      token,
      body: { fileMd5: md5(bytes) },
    });
    expect(again.json).toMatchObject({ code: 0, msg: "已经上传过该文件" });
    expect(again.json?.data).toEqual({ is_true: true, file: record });
    // The chunks are gone once merged.
    expect(await uploadedChunks(md5(bytes))).toEqual([]);
  });

  it("answers is_true false for a file it has never seen", async () => {
    const result = await server.call("POST", "/api/upload/getUploadFile", {
      token,
      body: { fileMd5: md5(pngBytes(100)) },
    });
    expect(result.json).toMatchObject({ code: 0, data: { is_true: false } });
  });

  it("accepts a chunk sent twice and still stores the file once", async () => {
    const bytes = mp4Bytes(2 * CHUNK + 10);
    for (const chunkNumber of [0, 1, 1, 2, 0]) {
      const sent = await sendChunk(server, token, { bytes, chunkNumber, fileType: "video" });
      expect(sent.json).toMatchObject({ code: 0, data: { chunkNumber } });
    }
    expect(await uploadedChunks(md5(bytes))).toEqual([0, 1, 2]);
    const merged = await merge(server, token, {
      fileSign: md5(bytes),
      chunkCount: 3,
      type: "video",
    });
    expect(merged.json?.code).toBe(0);
    const { bytes: served } = await fetchBytes(server, merged.json?.data.url);
    expect(served.equals(bytes)).toBe(true);
    expect(storedFiles()).toHaveLength(1);
  });

  it("resumes: after a partial upload it lists what arrived and needs only the rest", async () => {
    const bytes = mp4Bytes(3 * CHUNK + 5);
    const sign = md5(bytes);
    await sendChunk(server, token, { bytes, chunkNumber: 0, fileType: "video" });
    await sendChunk(server, token, { bytes, chunkNumber: 2, fileType: "video" });
    expect(await uploadedChunks(sign)).toEqual([0, 2]);
    // A merge now refuses and names what is missing, keeping what arrived.
    const early = await merge(server, token, {
      fileSign: sign,
      chunkCount: 4,
      type: "video",
      fileName: "clip.mp4",
    });
    expect(early.json).toMatchObject({
      code: 1,
      msg: "文件分片不完整，缺少第 2, 4 片，请重新上传",
    });
    expect(await uploadedChunks(sign)).toEqual([0, 2]);
    for (const chunkNumber of [1, 3])
      await sendChunk(server, token, { bytes, chunkNumber, fileType: "video" });
    const merged = await merge(server, token, {
      fileSign: sign,
      chunkCount: 4,
      type: "video",
      fileName: "clip.mp4",
    });
    expect(merged.json).toMatchObject({
      code: 0,
      data: { type: "video", ext: "mp4", size: bytes.length },
    });
    const { response, bytes: served } = await fetchBytes(server, merged.json?.data.url);
    expect(response.headers.get("content-type")).toBe("video/mp4");
    expect(served.equals(bytes)).toBe(true);
  });

  it("refuses bytes that do not hash to fileSign and keeps nothing", async () => {
    const bytes = pngBytes(CHUNK + 1);
    const claimed = md5(pngBytes(CHUNK + 1));
    for (const chunkNumber of [0, 1])
      await sendChunk(server, token, { bytes, chunkNumber, fileSign: claimed });
    const merged = await merge(server, token, { fileSign: claimed, chunkCount: 2 });
    expect(merged.json).toMatchObject({ code: 1, msg: "文件校验失败，请重新上传" });
    expect(storedFiles()).toEqual([]);
    expect(await uploadedChunks(claimed)).toEqual([]);
    const rows = await server.database.query("SELECT id FROM uploads");
    expect(rows).toHaveLength(0);
  });

  it("refuses chunks that do not add up to the announced size, so the merge finds one missing", async () => {
    const bytes = pngBytes(CHUNK + 100);
    const sent = [];
    for (const chunkNumber of [0, 1])
      sent.push(
        await sendChunk(server, token, { bytes, chunkNumber, totalChunkSize: bytes.length + 7 }),
      );
    expect(sent[1]?.json).toMatchObject({
      code: 1,
      msg: "第 2 片应为 107 字节，实际收到 100 字节，请重新上传",
    });
    const merged = await merge(server, token, { fileSign: md5(bytes), chunkCount: 2 });
    expect(merged.json).toMatchObject({ code: 1, msg: "文件分片不完整，缺少第 2 片，请重新上传" });
    expect(storedFiles()).toEqual([]);
  });

  it("refuses a chunk whose totals disagree with the file's earlier chunks", async () => {
    const bytes = pngBytes(CHUNK + 100);
    await sendChunk(server, token, { bytes, chunkNumber: 0 });
    const odd = await sendChunk(server, token, { bytes, chunkNumber: 1, totalChunks: 3 });
    expect(odd.json).toMatchObject({ code: 1, msg: "分片信息与此前上传的不一致，请重新上传" });
    expect(await uploadedChunks(md5(bytes))).toEqual([0]);
  });

  it("refuses a chunk that cannot belong to the file it names", async () => {
    const bytes = pngBytes(CHUNK + 100);
    // Chunk 5 of a file of 1 MiB + 100 bytes would start past its end.
    const past = await sendChunk(server, token, {
      bytes,
      chunkNumber: 5,
      totalChunks: 6,
      chunk: bytes.subarray(0, 100),
    });
    expect(past.json).toMatchObject({ code: 1, msg: "分片信息与此前上传的不一致，请重新上传" });
    // A chunk larger than the whole file.
    const larger = await sendChunk(server, token, {
      bytes,
      chunkNumber: 0,
      chunk: bytes,
      totalChunkSize: 1000,
    });
    expect(larger.json?.code).toBe(1);
    expect(await uploadedChunks(md5(bytes))).toEqual([]);
  });

  it("refuses a merge with no chunks, or with a chunk count that differs from the upload's", async () => {
    const bytes = pngBytes(CHUNK + 100);
    const none = await merge(server, token, { fileSign: md5(bytes), chunkCount: 2 });
    expect(none.json).toMatchObject({ code: 1, msg: "没有找到该文件的分片，请重新上传" });
    for (const chunkNumber of [0, 1]) await sendChunk(server, token, { bytes, chunkNumber });
    const wrong = await merge(server, token, { fileSign: md5(bytes), chunkCount: 3 });
    expect(wrong.json).toMatchObject({ code: 1, msg: "分片数量不符，请重新上传" });
  });

  it("gives exactly one record when several merges of one file run at once", async () => {
    const bytes = pngBytes(2 * CHUNK);
    for (const chunkNumber of [0, 1]) await sendChunk(server, token, { bytes, chunkNumber });
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        merge(server, token, { fileSign: md5(bytes), chunkCount: 2 }),
      ),
    );
    for (const result of results) expect(result.json?.code).toBe(0);
    const ids = new Set(results.map((r) => r.json?.data.id));
    expect(ids.size).toBe(1);
    const rows = await server.database.query("SELECT id FROM uploads");
    expect(rows).toHaveLength(1);
    expect(storedFiles()).toHaveLength(1);
  });

  it("finishes many merges of different files at once (no lock starves the connection pool)", async () => {
    const files = Array.from({ length: 14 }, () => pngBytes(2000));
    for (const bytes of files) await sendChunk(server, token, { bytes, chunkNumber: 0 });
    const results = await Promise.all(
      files.map((bytes) => merge(server, token, { fileSign: md5(bytes), chunkCount: 1 })),
    );
    expect(results.map((r) => r.json?.code)).toEqual(files.map(() => 0));
    const rows = await server.database.query("SELECT id FROM uploads");
    expect(rows).toHaveLength(files.length);
  });

  it("decides the type from the bytes, not the name", async () => {
    // A PNG called .mp4 is stored as the PNG it is.
    const png = pngBytes(5000);
    const stored = await uploadWhole(server, token, png, { fileName: "movie.mp4" });
    expect(stored.json).toMatchObject({
      code: 0,
      data: { ext: "png", type: "image", fileName: "movie.mp4" },
    });
    expect(stored.json?.data.url).toMatch(/\.png$/);

    // Text called .png is not an image at all.
    const text = Buffer.from("just some words pretending to be a picture");
    const refused = await uploadWhole(server, token, text, { fileName: "cat.png" });
    expect(refused.json).toMatchObject({ code: 1, msg: "暂时不支持其他类型" });

    // A video sent through the image button is refused.
    const mp4 = mp4Bytes(4000);
    const mismatch = await uploadWhole(server, token, mp4, {
      fileName: "cat.png",
      fileType: "image",
    });
    expect(mismatch.json).toMatchObject({ code: 1, msg: "文件内容与所选类型不符" });
    expect(storedFiles()).toHaveLength(1);
  });

  it("never lets a name become a path", async () => {
    const bytes = pngBytes(3000);
    const merged = await uploadWhole(server, token, bytes, { fileName: "../../../escape.png" });
    expect(merged.json?.code).toBe(0);
    expect(merged.json?.data.fileName).toBe("../../../escape.png");
    expect(merged.json?.data.url).toBe(
      `/uploads/image/${merged.json?.data.url.split("/").slice(3, 6).join("/")}/${md5(bytes)}.png`,
    );
    expect(fs.readdirSync(path.dirname(server.dataDir)).includes("escape.png")).toBe(false);
    expect(storedFiles()).toEqual([merged.json?.data.url.replace("/uploads/", "")]);

    const badSign = await sendChunk(server, token, {
      bytes,
      chunkNumber: 0,
      fileSign: "../../etc/passwd",
    });
    expect(badSign.status).toBe(400);
    const badCheck = await server.call("POST", "/api/upload/getCheckChunkFile", {
      token,
      body: { fileSign: "../0123456789abcdef0123456789abcd" },
    });
    expect(badCheck.status).toBe(400);
    const traversal = await fetchBytes(server, "/uploads/..%2f..%2fpglite");
    expect(traversal.response.status).toBe(404);
  });

  it("enforces the size limit of each type, in the operator's language", async () => {
    const big = pngBytes(2 * CHUNK + 1);
    const refused = await sendChunk(server, token, { bytes: big, chunkNumber: 0 });
    expect(refused.json).toMatchObject({ code: 1, msg: "上传图片大小不能超过2M" });
    const en = await fetch(`${server.baseUrl}/api/upload/getUploadFile`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
        "accept-language": "en",
      },
      body: JSON.stringify({ fileMd5: "zz" }),
    });
    expect(en.status).toBe(400);
    const enChunk = await fetch(`${server.baseUrl}/api/upload/file`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "accept-language": "en" },
      body: (() => {
        const form = new FormData();
        form.append("chunkNumber", "0");
        form.append("file", new Blob([new Uint8Array(big.subarray(0, CHUNK))]));
        form.append("fileSign", md5(big));
        form.append("totalChunks", "3");
        form.append("totalChunkSize", String(big.length));
        form.append("fileType", "image");
        return form;
      })(),
    });
    expect(await enChunk.json()).toMatchObject({ code: 1, msg: "Images cannot be larger than 2M" });
    // The default video limit is 200 MiB.
    const video = await sendChunk(server, token, {
      bytes: mp4Bytes(1000),
      chunkNumber: 0,
      fileType: "video",
      totalChunks: 201,
      totalChunkSize: 200 * CHUNK + 1,
    });
    expect(video.json).toMatchObject({ code: 1, msg: "上传视频大小不能超过200M" });
    // A single chunk above the chunk limit (8 MiB) is cut off while it streams.
    const huge = mp4Bytes(9 * CHUNK);
    const chunk = await sendChunk(server, token, {
      bytes: huge,
      chunkNumber: 0,
      fileType: "video",
      chunk: huge,
      totalChunks: 1,
    });
    expect(chunk.json).toMatchObject({ code: 1, msg: "分片大小不能超过8M" });
    expect(storedFiles()).toEqual([]);
  });

  it("takes the file's MIME type as the merge type, as the original client sends it", async () => {
    const png = pngBytes(CHUNK + 10);
    const viaMime = await uploadWhole(server, token, png, { mergeType: "image/png" });
    expect(viaMime.json).toMatchObject({ code: 0, data: { type: "image", ext: "png" } });
    const mp4 = mp4Bytes(1000);
    const video = await uploadWhole(server, token, mp4, {
      fileType: "video",
      mergeType: "video/mp4",
    });
    expect(video.json).toMatchObject({ code: 0, data: { type: "video" } });
    // The bytes still decide: a video declared as a picture is refused.
    const wrong = await uploadWhole(server, token, mp4Bytes(1200), {
      fileType: "video",
      mergeType: "image/jpeg",
    });
    expect(wrong.json).toMatchObject({ code: 1, msg: "文件内容与所选类型不符" });
    const other = await uploadWhole(server, token, pngBytes(1300), {
      mergeType: "application/pdf",
    });
    expect(other.json).toMatchObject({ code: 1, msg: "暂时不支持其他类型" });
  });

  it("refuses an empty chunk as a broken file", async () => {
    const bytes = pngBytes(100);
    const sent = await sendChunk(server, token, { bytes, chunkNumber: 0, chunk: Buffer.alloc(0) });
    expect(sent.json).toMatchObject({ code: 1, msg: "文件异常" });
  });

  it("answers range requests for video seeking", async () => {
    const bytes = mp4Bytes(CHUNK + 333);
    const merged = await uploadWhole(server, token, bytes, {
      fileType: "video",
      fileName: "a.mp4",
    });
    const url: string = merged.json?.data.url;
    const middle = await fetchBytes(server, url, { range: "bytes=1000-1999" });
    expect(middle.response.status).toBe(206);
    expect(middle.response.headers.get("content-range")).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(middle.bytes.equals(bytes.subarray(1000, 2000))).toBe(true);
    const tail = await fetchBytes(server, url, { range: "bytes=-10" });
    expect(tail.bytes.equals(bytes.subarray(bytes.length - 10))).toBe(true);
    const open = await fetchBytes(server, url, { range: `bytes=${CHUNK}-` });
    expect(open.bytes.equals(bytes.subarray(CHUNK))).toBe(true);
    const past = await fetchBytes(server, url, { range: `bytes=${bytes.length}-` });
    expect(past.response.status).toBe(416);
    expect(past.response.headers.get("content-range")).toBe(`bytes */${bytes.length}`);
    const head = await fetch(server.baseUrl + url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(bytes.length));
    expect(head.headers.get("accept-ranges")).toBe("bytes");
    const missing = await fetchBytes(server, url.replace(/[0-9a-f]{32}/, "0".repeat(32)));
    expect(missing.response.status).toBe(404);
  });
});

describe("malformed uploads", () => {
  it("never answer 500", async () => {
    const post = (contentType: string, body: string, url = "/api/upload/file") =>
      fetch(`${server.baseUrl}${url}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": contentType },
        body,
      });
    const cases = [
      post("multipart/form-data", "no boundary at all"),
      post("multipart/form-data; boundary=x", "--x\r\ngarbage without headers"),
      post(
        "multipart/form-data; boundary=x",
        '--x\r\ncontent-disposition: form-data; name="file"; filename="a"\r\n\r\nunterminated',
      ),
      post(
        "multipart/form-data; boundary=x",
        `${Array.from({ length: 40 }, (_, i) => `--x\r\ncontent-disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join("")}--x--\r\n`,
      ),
      post(
        "multipart/form-data; boundary=x",
        '--x\r\ncontent-disposition: form-data; name="__proto__"\r\n\r\nv\r\n--x--\r\n',
      ),
      post("text/plain", "hello"),
      post("multipart/form-data; boundary=x", "--x\r\ngarbage", "/api/upload/wang_image"),
      post("multipart/form-data", "no boundary", "/api/upload/miniShop"),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.status).toBeLessThan(500);
      const body = (await response.json()) as { code: number };
      expect(body.code).not.toBe(0);
    }
  });
});

describe("upload access", () => {
  it("refuses every call without a token", async () => {
    const bytes = pngBytes(100);
    const calls = [
      server.call("POST", "/api/upload/getUploadFile", { body: { fileMd5: md5(bytes) } }),
      server.call("POST", "/api/upload/getCheckChunkFile", { body: { fileSign: md5(bytes) } }),
      sendChunk(server, undefined, { bytes, chunkNumber: 0 }),
      server.call("POST", "/api/upload/mergeData", {
        body: { fileName: "a.png", fileSign: md5(bytes), chunkCount: 1, type: "image", cate_id: 0 },
      }),
      server.call("POST", "/api/upload/index", { body: { cate_id: 0, page: 1, limit: 10 } }),
      server.call("GET", "/api/upload/del?id=1"),
      server.call("POST", "/api/uploadCate/add", { body: { title: "x" } }),
      server.call("POST", "/api/uploadCate/index", { body: {} }),
      server.call("GET", "/api/upload/getStorageType"),
    ];
    for (const result of await Promise.all(calls)) {
      expect(result.status).toBe(401);
      expect(result.json?.code).toBe(401);
    }
    expect(await uploadedChunks(md5(bytes))).toEqual([]);
  });

  it("refuses a user whose role lacks the upload permission with 403", async () => {
    await server.database.query(
      `DELETE FROM role_menus WHERE role_id = (SELECT id FROM roles WHERE sign = 'common')
         AND menu_id IN (SELECT id FROM menus WHERE permission IN ('upload:add', 'upload:del'))`,
    );
    const testToken = await server.signIn("test", "Test-pass-1");
    const bytes = pngBytes(100);
    const chunk = await sendChunk(server, testToken, { bytes, chunkNumber: 0 });
    expect(chunk.status).toBe(403);
    const merged = await merge(server, testToken, { fileSign: md5(bytes), chunkCount: 1 });
    expect(merged.status).toBe(403);
    const cate = await server.call("POST", "/api/uploadCate/add", {
      token: testToken,
      body: { title: "x" },
    });
    expect(cate.status).toBe(403);
    const del = await server.call("GET", "/api/upload/del?id=1", { token: testToken });
    expect(del.status).toBe(403);
    // Listing is a separate permission the role still has.
    const list = await server.call("POST", "/api/upload/index", {
      token: testToken,
      body: { cate_id: 0, page: 1, limit: 10 },
    });
    expect(list.json?.code).toBe(0);
    expect(await uploadedChunks(md5(bytes))).toEqual([]);
  });
});
