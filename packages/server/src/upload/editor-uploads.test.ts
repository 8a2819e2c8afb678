import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ADMIN_PASSWORD,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "../testing/test-server.js";
import {
  clearMediaFolders,
  fetchBytes,
  md5,
  mp4Bytes,
  pngBytes,
  sendWhole,
} from "./test-support.js";

let server: TestServer;
let token: string;
beforeAll(async () => {
  // Raised and lowered through the env, as deployments and benchmarks do.
  server = await startTestServer({
    env: { UPLOAD_MAX_IMAGE_BYTES: String(64 * 1024), UPLOAD_MAX_VIDEO_BYTES: String(256 * 1024) },
  });
});
afterAll(async () => server.close());
beforeEach(async () => {
  await server.reset();
  clearMediaFolders(server);
  token = await server.signIn("admin", ADMIN_PASSWORD);
});

describe("whole-file uploads of the rich-text editor and the mini shop", () => {
  it("stores an image from wang_image and answers url, alt and href", async () => {
    const bytes = pngBytes(10_000);
    const result = await sendWhole(server, token, "/api/upload/wang_image", bytes, "cover.png");
    expect(result.json?.code).toBe(0);
    expect(result.json?.data).toMatchObject({ alt: "cover.png", href: "" });
    expect(result.json?.data.url).toMatch(new RegExp(`/uploads/image/.+/${md5(bytes)}\\.png$`));
    const served = await fetchBytes(server, result.json?.data.url);
    expect(served.bytes.equals(bytes)).toBe(true);
    // It is a library record like any other.
    const again = await server.call("POST", "/api/upload/getUploadFile", {
      token,
      body: { fileMd5: md5(bytes) },
    });
    expect(again.json?.data.is_true).toBe(true);
  });

  it("stores a video from wang_video and refuses a picture there", async () => {
    const bytes = mp4Bytes(100_000);
    const result = await sendWhole(server, token, "/api/upload/wang_video", bytes, "clip.mp4");
    expect(result.json?.code).toBe(0);
    expect((await fetchBytes(server, result.json?.data.url)).bytes.equals(bytes)).toBe(true);
    const picture = await sendWhole(
      server,
      token,
      "/api/upload/wang_video",
      pngBytes(100),
      "x.mp4",
    );
    expect(picture.json).toMatchObject({ code: 1, msg: "文件内容与所选类型不符" });
  });

  it("refuses a non-image on the image entry points with 请上传图片！", async () => {
    for (const url of ["/api/upload/wang_image", "/api/upload/miniShop"]) {
      const text = await sendWhole(
        server,
        token,
        url,
        Buffer.from("hello there, not a picture"),
        "a.png",
      );
      expect(text.json).toMatchObject({ code: 1, msg: "请上传图片！" });
      const video = await sendWhole(server, token, url, mp4Bytes(500), "a.jpg");
      expect(video.json).toMatchObject({ code: 1, msg: "请上传图片！" });
    }
  });

  it("answers the mini shop with success and data.src", async () => {
    const bytes = pngBytes(5000);
    const result = await sendWhole(server, token, "/api/upload/miniShop", bytes, "item.png");
    expect(result.json).toMatchObject({ code: 0, success: true });
    const src: string = result.json?.data.src;
    expect((await fetchBytes(server, src)).bytes.equals(bytes)).toBe(true);
    const empty = await sendWhole(server, token, "/api/upload/miniShop", Buffer.alloc(0), "e.png");
    expect(empty.json).toMatchObject({ code: 1, success: false, msg: "文件异常" });
  });

  it("enforces the configured limits while the file streams in", async () => {
    const image = await sendWhole(
      server,
      token,
      "/api/upload/wang_image",
      pngBytes(64 * 1024 + 1),
      "big.png",
    );
    expect(image.json).toMatchObject({ code: 1, msg: "上传图片大小不能超过64K" });
    const video = await sendWhole(
      server,
      token,
      "/api/upload/wang_video",
      mp4Bytes(256 * 1024 + 1),
      "big.mp4",
    );
    expect(video.json).toMatchObject({ code: 1, msg: "上传视频大小不能超过256K" });
    const list = await server.call("POST", "/api/upload/index", {
      token,
      body: { cate_id: 0, page: 1, limit: 10 },
    });
    expect(list.json?.data.total).toBe(0);
  });

  it("takes an avatar from any signed-in user, granted uploads or not, and still checks it", async () => {
    // A role without any grant (as after-sale staff hold no upload grant) keeps its own picture.
    const [common] = await server.database.query<{ id: number }>(
      "SELECT id FROM roles WHERE sign = 'common'",
    );
    const revoke = await server.call("POST", "/api/role/add", {
      token,
      body: { id: common!.id, menuIds: [] },
    });
    expect(revoke.json?.code).toBe(0);
    const test = await server.signIn("test", TEST_PASSWORD);
    const bytes = pngBytes(2_000);
    const library = await sendWhole(server, test, "/api/upload/wang_image", bytes, "me.png");
    expect(library.status).toBe(403);
    const avatar = await sendWhole(server, test, "/api/upload/avatar", bytes, "me.png");
    expect(avatar.json?.code).toBe(0);
    expect((await fetchBytes(server, avatar.json?.data.url)).bytes.equals(bytes)).toBe(true);
    const notImage = await sendWhole(server, test, "/api/upload/avatar", mp4Bytes(2_000), "a.png");
    expect(notImage.json).toMatchObject({ code: 1, msg: "请上传图片！" });
    const anonymous = await sendWhole(server, undefined, "/api/upload/avatar", bytes, "a.png");
    expect(anonymous.status).toBe(401);
  });

  it("refuses a request without a file or that is not multipart, and one without a token", async () => {
    const form = new FormData();
    form.append("other", "x");
    const response = await fetch(`${server.baseUrl}/api/upload/wang_image`, {
      method: "POST",
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await response.json()).toMatchObject({ code: 1, msg: "请选择要上传的文件" });
    const json = await server.call("POST", "/api/upload/wang_image", {
      token,
      body: { file: "x" },
    });
    expect(json.status).toBe(415);
    const anonymous = await sendWhole(
      server,
      undefined,
      "/api/upload/wang_image",
      pngBytes(100),
      "a.png",
    );
    expect(anonymous.status).toBe(401);
  });
});
