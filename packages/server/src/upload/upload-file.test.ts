import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, startTestServer, type TestServer } from "../testing/test-server.js";
import {
  CHUNK,
  clearMediaFolders,
  fetchBytes,
  md5,
  mp4Bytes,
  pngBytes,
  postForm,
} from "./test-support.js";

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

/** POST /api/upload/uploadFile with the file and whatever fields are given. */
function uploadFile(
  bytes: Buffer | undefined,
  fields: Record<string, string> = {},
  language?: string,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (bytes) form.append("file", new Blob([new Uint8Array(bytes)]), "picture.png");
  return postForm(server, "/api/upload/uploadFile", form, token, language);
}

describe("uploadFile (one request for a small file)", () => {
  it("stores a file and answers its record, served back byte for byte", async () => {
    const bytes = pngBytes(5000);
    const stored = await uploadFile(bytes, { type: "image/png" });
    expect(stored.json).toMatchObject({
      code: 0,
      data: { md5: md5(bytes), type: "image", ext: "png", size: 5000, fileName: "picture.png" },
    });
    const back = await fetchBytes(server, stored.json?.data.url);
    expect(back.bytes.equals(bytes)).toBe(true);
  });

  it("answers the stored record for a file it already holds (dedupe by MD5)", async () => {
    const bytes = pngBytes(6000);
    const first = await uploadFile(bytes);
    const again = await uploadFile(bytes);
    expect(again.json).toMatchObject({
      code: 0,
      msg: "已经上传过该文件",
      data: { id: first.json?.data.id },
    });
    const rows = await server.database.query("SELECT id FROM uploads");
    expect(rows).toHaveLength(1);
  });

  it("files it under an existing category and refuses an unknown one", async () => {
    const cate = await server.call("POST", "/api/uploadCate/add", {
      token,
      body: { title: "Banners" },
    });
    const id = cate.json?.data.id;
    const filed = await uploadFile(pngBytes(700), { cate_id: String(id) });
    expect(filed.json).toMatchObject({ code: 0, data: { cate_id: id } });
    const unknown = await uploadFile(pngBytes(800), { cate_id: "999" });
    expect(unknown.json).toMatchObject({ code: 1, msg: "分类不存在" });
    const bad = await uploadFile(pngBytes(800), { cate_id: "x" });
    expect(bad.status).toBe(400);
  });

  it("decides the type from the bytes and holds it to that type's limit", async () => {
    const big = await uploadFile(pngBytes(2 * CHUNK + 1));
    expect(big.json).toMatchObject({ code: 1, msg: "上传图片大小不能超过2M" });
    const en = await uploadFile(pngBytes(2 * CHUNK + 1), {}, "en");
    expect(en.json?.msg).toBe("Images cannot be larger than 2M");
    const video = await uploadFile(mp4Bytes(3 * CHUNK), { type: "video" });
    expect(video.json).toMatchObject({ code: 0, data: { type: "video" } });
    const mismatch = await uploadFile(mp4Bytes(900), { type: "image" });
    expect(mismatch.json).toMatchObject({ code: 1, msg: "文件内容与所选类型不符" });
    const text = await uploadFile(Buffer.from("just some text, not a picture"));
    expect(text.json).toMatchObject({ code: 1, msg: "暂时不支持其他类型" });
    const rows = await server.database.query("SELECT type FROM uploads");
    expect(rows).toEqual([{ type: "video" }]);
  });

  it("refuses a request without a file, an empty file, and one without a token", async () => {
    expect((await uploadFile(undefined, { type: "image" })).json).toMatchObject({
      code: 1,
      msg: "请选择要上传的文件",
    });
    expect((await uploadFile(Buffer.alloc(0))).json).toMatchObject({ code: 1, msg: "文件异常" });
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(pngBytes(100))]), "a.png");
    const anonymous = await postForm(server, "/api/upload/uploadFile", form);
    expect(anonymous.status).toBe(401);
  });
});
