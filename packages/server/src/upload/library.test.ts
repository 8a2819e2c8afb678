import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ADMIN_PASSWORD,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "../testing/test-server.js";
import { clearMediaFolders, fetchBytes, mp4Bytes, pngBytes, uploadWhole } from "./test-support.js";

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ env: {} });
});
afterAll(async () => server.close());
beforeEach(async () => {
  await server.reset();
  clearMediaFolders(server);
  token = await server.signIn("admin", ADMIN_PASSWORD);
});

async function addCate(title: string) {
  const result = await server.call("POST", "/api/uploadCate/add", { token, body: { title } });
  return result;
}

function list(body: Record<string, unknown>) {
  return server.call("POST", "/api/upload/index", { token, body });
}

describe("media library", () => {
  it("adds categories, refusing an empty keyword, and lists them", async () => {
    const first = await addCate("  Banners ");
    expect(first.json).toMatchObject({ code: 0, data: { title: "Banners" } });
    expect(typeof first.json?.data.id).toBe("number");
    await addCate("Videos");
    for (const title of ["", "   "]) {
      const empty = await addCate(title);
      expect(empty.json).toMatchObject({ code: 1, msg: "请输入后提交" });
    }
    const missing = await server.call("POST", "/api/uploadCate/add", { token, body: {} });
    expect(missing.json).toMatchObject({ code: 1, msg: "请输入后提交" });
    const en = await server.call("POST", "/api/uploadCate/add", {
      token,
      body: { title: "" },
      headers: { "accept-language": "zh-TW" },
    });
    expect(en.json?.msg).toBe("請輸入後提交");
    const all = await server.call("POST", "/api/uploadCate/index", { token, body: {} });
    expect(all.json).toMatchObject({ code: 0, data: { total: 2 } });
    expect(all.json?.data.data.map((c: { title: string }) => c.title)).toEqual([
      "Banners",
      "Videos",
    ]);
    const paged = await server.call("POST", "/api/uploadCate/index", {
      token,
      body: { page: 2, limit: 1 },
    });
    expect(paged.json?.data).toMatchObject({ total: 2, data: [{ title: "Videos" }] });
  });

  it("finds categories by a part of their name, taking wildcards literally", async () => {
    for (const title of ["Summer banners", "Winter BANNERS", "Videos", "100% cotton", "a_b"])
      await addCate(title);
    const search = (title: string) =>
      server.call("POST", "/api/uploadCate/index", { token, body: { title } });
    const banners = await search("banner");
    expect(banners.json?.data.total).toBe(2);
    expect(banners.json?.data.data.map((c: { title: string }) => c.title)).toEqual([
      "Summer banners",
      "Winter BANNERS",
    ]);
    expect((await search("%")).json?.data.data).toEqual([
      expect.objectContaining({ title: "100% cotton" }),
    ]);
    expect((await search("_")).json?.data.total).toBe(1);
    expect((await search("  ")).json?.data.total).toBe(5);
  });

  it("lists newest first, filtered by category (0 is all) and type, page by page", async () => {
    const cate = (await addCate("Banners")).json?.data.id as number;
    const a = await uploadWhole(server, token, pngBytes(2000), { fileName: "a.png", cateId: cate });
    const b = await uploadWhole(server, token, mp4Bytes(3000), {
      fileName: "b.mp4",
      fileType: "video",
    });
    const c = await uploadWhole(server, token, pngBytes(4000), { fileName: "c.png", cateId: cate });
    for (const r of [a, b, c]) expect(r.json?.code).toBe(0);

    const all = await list({ cate_id: 0, page: 1, limit: 10 });
    expect(all.json?.data.total).toBe(3);
    expect(all.json?.data.data.map((m: { fileName: string }) => m.fileName)).toEqual([
      "c.png",
      "b.mp4",
      "a.png",
    ]);
    expect(all.json?.data.data[0]).toEqual(c.json?.data);

    const inCate = await list({ cate_id: cate, page: 1, limit: 10 });
    expect(inCate.json?.data.data.map((m: { fileName: string }) => m.fileName)).toEqual([
      "c.png",
      "a.png",
    ]);
    const videos = await list({ type: "video", cate_id: 0, page: 1, limit: 10 });
    expect(videos.json?.data).toMatchObject({ total: 1, data: [{ fileName: "b.mp4" }] });
    const second = await list({ cate_id: 0, page: 2, limit: 2 });
    expect(second.json?.data.total).toBe(3);
    expect(second.json?.data.data.map((m: { fileName: string }) => m.fileName)).toEqual(["a.png"]);
    const bad = await list({ cate_id: 0, page: 0, limit: 10 });
    expect(bad.status).toBe(400);
    const unknownCate = await uploadWhole(server, token, pngBytes(500), { cateId: 999 });
    expect(unknownCate.json).toMatchObject({ code: 1, msg: "分类不存在" });
  });

  it("deletes records and their stored files", async () => {
    const a = await uploadWhole(server, token, pngBytes(2000), { fileName: "a.png" });
    const b = await uploadWhole(server, token, pngBytes(2500), { fileName: "b.png" });
    const keep = await uploadWhole(server, token, pngBytes(3000), { fileName: "keep.png" });
    const ids = `${a.json?.data.id},${b.json?.data.id}`;
    const removed = await server.call("GET", `/api/upload/del?id=${ids}`, { token });
    expect(removed.json?.code).toBe(0);
    for (const gone of [a, b]) {
      expect((await fetchBytes(server, gone.json?.data.url)).response.status).toBe(404);
      const file = path.join(
        server.dataDir,
        "uploads",
        gone.json?.data.url.replace("/uploads/", ""),
      );
      expect(fs.existsSync(file)).toBe(false);
    }
    expect((await fetchBytes(server, keep.json?.data.url)).response.status).toBe(200);
    const left = await list({ cate_id: 0, page: 1, limit: 10 });
    expect(left.json?.data).toMatchObject({ total: 1, data: [{ fileName: "keep.png" }] });
    // Deleting what is already gone changes nothing and is not an error.
    const again = await server.call("GET", `/api/upload/del?id=${ids}`, { token });
    expect(again.json?.code).toBe(0);
  });

  it("refuses ids that are not integers", async () => {
    for (const id of ["", "abc", "1;DROP TABLE uploads", "1,,2", "1.5", "99999999999"]) {
      const result = await server.call("GET", `/api/upload/del?id=${encodeURIComponent(id)}`, {
        token,
      });
      expect(result.json).toMatchObject({ code: 1, msg: "id 必须是整数，多个用逗号分隔" });
    }
  });

  it("checks that the store can be written, read back and cleared, for holders of upload:storage", async () => {
    const checked = await server.call("POST", "/api/upload/initStorage", { token });
    expect(checked.json).toMatchObject({
      code: 0,
      data: { ok: true, type: "local", steps: ["write", "read", "delete"] },
    });
    // The probe leaves nothing behind.
    const probes = path.join(server.dataDir, "uploads", "probe");
    expect(fs.existsSync(probes) ? fs.readdirSync(probes) : []).toEqual([]);
    const test = await server.signIn("test", TEST_PASSWORD);
    const refused = await server.call("POST", "/api/upload/initStorage", { token: test });
    expect(refused.status).toBe(403);
  });

  it("offers no direct upload with local storage, and says so", async () => {
    const body = { fileName: "a.mp4", fileMd5: "a".repeat(32), fileSize: 1000, type: "video/mp4" };
    const point = await server.call("POST", "/api/upload/getAliPoint", { token, body });
    expect(point.json).toMatchObject({ code: 1, msg: "当前存储不支持直传，请使用分片上传" });
    const done = await server.call("POST", "/api/upload/getAliPointDone", {
      token,
      body: {
        key: `video/2026/01/01/${"a".repeat(32)}.mp4`,
        fileName: "a.mp4",
        fileMd5: "a".repeat(32),
        fileSize: 1000,
      },
      headers: { "accept-language": "en" },
    });
    expect(done.json?.msg).toBe(
      "This server stores media locally, so direct upload is not offered; use the chunked upload",
    );
  });

  it("says where media are stored", async () => {
    const result = await server.call("GET", "/api/upload/getStorageType", { token });
    expect(result.json).toMatchObject({ code: 0, data: { type: "local" } });
  });
});
