import { createInlineHasher, createUploader } from "@vitrine/media-uploader";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from "../../../server/src/testing/test-server";
import { type FakeS3, fakeS3Env, startFakeS3 } from "../../../server/src/upload/storage/fake-s3";
import { mp4Bytes, pngBytes } from "../../../server/src/upload/test-support";
import { createHttpMediaApi } from "./http-media-api";

// The editor's media layer against the real server, which stores in an S3-compatible test double.
let s3: FakeS3;
let server: TestServer;
let token: string;
beforeAll(async () => {
  s3 = await startFakeS3();
  server = await startTestServer({ env: fakeS3Env(s3) });
  await server.reset();
  token = await server.signIn("admin", ADMIN_PASSWORD);
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

function mediaApi(fetch: typeof globalThis.fetch = globalThis.fetch) {
  const uploader = createUploader({
    baseUrl: server.baseUrl,
    getToken: () => token,
    createHasher: createInlineHasher,
    fetch,
    retry: { retries: 1, baseDelayMs: 1, maxDelayMs: 2 },
  });
  return createHttpMediaApi({ baseUrl: server.baseUrl, getToken: () => token, uploader });
}

describe("the editor's uploads with S3 storage", () => {
  it("sends a video straight to the store and records it; images still go in chunks", async () => {
    const api = mediaApi();
    const bytes = mp4Bytes(3 * 1024 * 1024 + 17);
    const video = await api.upload(
      new File([new Uint8Array(bytes)], "clip.mp4", { type: "video/mp4" }),
      {
        type: "video",
      },
    ).result;
    expect(video.record).toMatchObject({ type: "video", size: bytes.length });
    expect(s3.calls).toEqual(["PostObject"]);
    // No chunk went through the server for it.
    expect(s3.chunkCalls).toEqual([]);
    const stored = s3.objects.get(video.record.url.replace("/uploads/", ""));
    expect(stored?.equals(bytes)).toBe(true);

    const picture = pngBytes(1500);
    const image = await api.upload(
      new File([new Uint8Array(picture)], "a.png", { type: "image/png" }),
      {
        type: "image",
      },
    ).result;
    expect(image.record).toMatchObject({ type: "image", size: 1500 });
    expect(s3.chunkCalls).toContain("PutObject");
    expect(s3.calls.filter((call) => call === "PostObject")).toHaveLength(1);

    // The same video again: the server knows it, nothing is sent.
    const again = await api.upload(
      new File([new Uint8Array(bytes)], "copy.mp4", { type: "video/mp4" }),
      {
        type: "video",
      },
    ).result;
    expect(again).toMatchObject({ alreadyUploaded: true, record: { id: video.record.id } });
  });

  it("falls back to chunks when the browser cannot reach the store (a page policy forbids it)", async () => {
    s3.calls.length = 0;
    s3.chunkCalls.length = 0;
    // What a Content-Security-Policy without the store in connect-src does to fetch.
    const blocked: typeof globalThis.fetch = (input, init) =>
      String(input).startsWith(s3.url)
        ? Promise.reject(new TypeError("Failed to fetch"))
        : globalThis.fetch(input, init);
    const bytes = mp4Bytes(2 * 1024 * 1024 + 5);
    const video = await mediaApi(blocked).upload(
      new File([new Uint8Array(bytes)], "clip.mp4", { type: "video/mp4" }),
      { type: "video" },
    ).result;
    expect(video.record).toMatchObject({ type: "video", size: bytes.length });
    expect(s3.calls).not.toContain("PostObject");
    expect(s3.chunkCalls).toContain("PutObject");
  });
});
