import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { APP_TEST_ENV, signInApp } from "../app-users/testing.js";
import { resetWithModules, signInAll, type Tokens } from "../modules/testing.js";
import { startTestServer, type TestServer } from "../testing/test-server.js";
import { APP_UPLOAD_LIMIT } from "./app-upload-routes.js";
import { sendAppImage, uploadAppImages } from "./app-upload-testing.js";
import { clearMediaFolders, fetchBytes, md5, mp4Bytes, pngBytes } from "./test-support.js";

// A small image limit keeps the over-limit file small.
const LIMIT = 64 * 1024;
let server: TestServer;
let tokens: Tokens;
let alice: string;
let bob: string;
beforeAll(async () => {
  server = await startTestServer({
    env: { ...APP_TEST_ENV, UPLOAD_MAX_IMAGE_BYTES: String(LIMIT) },
  });
});
afterAll(async () => server.close());
beforeEach(async () => {
  await resetWithModules(server);
  clearMediaFolders(server);
  tokens = await signInAll(server);
  alice = await signInApp(server, "13700000011");
  bob = await signInApp(server, "13700000012");
});

const submit = (token: string, images: string[]) =>
  server.call("POST", "/api/app/feedback", { token, body: { content: "照片见附件", images } });
const rows = async () =>
  (await server.database.query<{ n: number }>("SELECT count(*)::int AS n FROM app_uploads"))[0]!.n;

describe("the app's image upload", () => {
  it("stores an image under the data folder and reads it back byte for byte", async () => {
    const bytes = pngBytes(5000);
    const answer = await sendAppImage(server, alice, bytes, { name: "../../etc/passwd.png" });
    expect(answer.status).toBe(200);
    expect(answer.json?.code).toBe(0);
    const url = answer.json?.data.url as string;
    expect(answer.json?.data).toMatchObject({ md5: md5(bytes), ext: "png", size: 5000 });
    // The client's file name never reaches the path: the key is built from the content only.
    expect(url).toMatch(/^\/uploads\/image\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.png$/);
    const read = await fetchBytes(server, url);
    expect(read.response.status).toBe(200);
    expect(read.response.headers.get("content-type")).toBe("image/png");
    expect(read.bytes.equals(bytes)).toBe(true);
    const onDisk = path.join(server.dataDir, url.slice(1));
    expect(fs.readFileSync(onDisk).equals(bytes)).toBe(true);
    // The same photo again is the same address and one row.
    const again = await sendAppImage(server, alice, bytes);
    expect(again.json?.data.url).toBe(url);
    expect(await rows()).toBe(1);
  });

  it("keeps its objects apart from the media library's, so a library delete leaves them", async () => {
    const bytes = pngBytes(3000);
    const app = await sendAppImage(server, alice, bytes);
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)]), "same.png");
    const library = await fetch(`${server.baseUrl}/api/upload/uploadFile`, {
      method: "POST",
      body: form,
      headers: { authorization: `Bearer ${tokens.admin}` },
    }).then((r) => r.json());
    expect(library.code).toBe(0);
    expect(library.data.url).not.toBe(app.json?.data.url);
    const del = await server.call("GET", `/api/upload/del?id=${library.data.id}`, {
      token: tokens.admin,
    });
    expect(del.json?.code).toBe(0);
    const read = await fetchBytes(server, app.json?.data.url);
    expect(read.bytes.equals(bytes)).toBe(true);
  });

  it("refuses what is not an image, an empty or oversized file, and a form without a file", async () => {
    const text = await sendAppImage(server, alice, Buffer.from("<svg onload=alert(1)>"), {
      name: "x.png",
    });
    expect(text.status).toBe(200);
    expect(text.json).toMatchObject({ code: 1, msg: "只能上传 JPG、PNG 或 GIF 图片" });
    const video = await sendAppImage(server, alice, mp4Bytes(2000), { language: "en" });
    expect(video.json).toMatchObject({
      code: 1,
      msg: "Only JPG, PNG or GIF images can be uploaded",
    });
    const big = await sendAppImage(server, alice, pngBytes(LIMIT + 1), { language: "zh-TW" });
    expect(big.json).toMatchObject({ code: 1, msg: "圖片大小不能超過64K" });
    const empty = await sendAppImage(server, alice, Buffer.alloc(0));
    expect(empty.json?.code).toBe(1);
    const noFile = await fetch(`${server.baseUrl}/api/app/upload/image`, {
      method: "POST",
      body: new FormData(),
      headers: { authorization: `Bearer ${alice}` },
    });
    expect(noFile.status).toBeLessThan(500);
    const json = await server.call("POST", "/api/app/upload/image", {
      token: alice,
      body: { file: "x" },
    });
    expect(json.status).toBe(415);
    expect(await rows()).toBe(0);
    // Nothing was stored: the media folder holds no image.
    const images = path.join(server.dataDir, "uploads", "image");
    expect(fs.existsSync(images) ? fs.readdirSync(images, { recursive: true }) : []).toEqual([]);
  });

  it("needs a live app session: none, a made-up one, an operator's or a disabled user's is refused", async () => {
    const bytes = pngBytes(100);
    const none = await sendAppImage(server, undefined, bytes);
    expect(none.status).toBe(401);
    expect((await sendAppImage(server, "not-a-token", bytes)).status).toBe(401);
    expect((await sendAppImage(server, tokens.admin, bytes)).status).toBe(401);
    await server.database.query("UPDATE app_users SET status = 0 WHERE phone = '13700000011'");
    const disabled = await sendAppImage(server, alice, bytes);
    expect(disabled.status).toBe(401);
    expect(disabled.json?.code).toBe(4001);
    expect(await rows()).toBe(0);
  });

  it(`takes at most ${APP_UPLOAD_LIMIT.max} uploads an hour from one app user`, async () => {
    await uploadAppImages(server, alice, APP_UPLOAD_LIMIT.max);
    const over = await sendAppImage(server, alice, pngBytes(100));
    expect(over.json).toMatchObject({ code: 1 });
    expect(over.json?.msg).toContain(String(APP_UPLOAD_LIMIT.max));
    // Another user is not held back by the first one's uploads.
    expect((await sendAppImage(server, bob, pngBytes(100))).json?.code).toBe(0);
  });
});

describe("feedback images", () => {
  it("takes up to 9 of the user's own uploads and shows them to the operators", async () => {
    const photos = await uploadAppImages(server, alice, 10);
    const ten = await submit(alice, photos);
    expect(ten.json).toMatchObject({ code: 1, msg: "最多上传 9 张图片" });
    const nine = await submit(alice, photos.slice(0, 9));
    expect(nine.json?.code).toBe(0);
    const item = await server.call("GET", `/api/feedback/info?id=${nine.json?.data.id}`, {
      token: tokens.admin,
    });
    expect(item.json?.data.images).toEqual(photos.slice(0, 9));
  });

  it("refuses another user's upload and an address nobody uploaded, naming the field", async () => {
    const [alicePhoto] = await uploadAppImages(server, alice, 1);
    const [bobPhoto] = await uploadAppImages(server, bob, 1);
    const stolen = await submit(bob, [bobPhoto!, alicePhoto!]);
    expect(stolen.json).toMatchObject({ code: 1, msg: "图片须先通过 APP 上传" });
    expect(stolen.json?.data.errors[0].field).toBe("images");
    const invented = await submit(alice, [
      "/uploads/image/2026/11/26/0123456789abcdef0123456789abcdef.png",
    ]);
    expect(invented.json?.code).toBe(1);
    for (const url of ["https://example.com/a.png", "/uploads/../secret.png", "//evil/a.png"])
      expect((await submit(alice, [url])).json?.data.errors[0].field).toBe("images");
    const count = await server.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM feedback",
    );
    expect(count[0]!.n).toBe(0);
  });
});
