import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInlineHasher, createUploader } from "@vitrine/media-uploader";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type S3rver, startS3rver } from "../../../../scripts/cluster/s3rver.mjs";
import {
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from "../../../server/src/testing/test-server";
import { readUploadSettings } from "../../../server/src/upload/settings";
import { createS3Bucket, listObjects } from "../../../server/src/upload/storage/s3-bucket";
import { mp4Bytes, pngBytes } from "../../../server/src/upload/test-support";
import { createHttpMediaApi } from "./http-media-api";

// The editor's media layer against the real server, which stores in a real S3-compatible server
// (s3rver, its own process on a loopback port and a folder of its own).
let s3: S3rver;
let s3Dir: string;
let server: TestServer;
let token: string;
beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-s3rver-"));
  s3 = await startS3rver({ dir: s3Dir });
  server = await startTestServer({ env: s3.env });
  await server.reset();
  token = await server.signIn("admin", ADMIN_PASSWORD);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await s3?.stop();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

/** What the browser sent: straight to the store, or which upload call of the server. */
let sent: string[] = [];
beforeEach(() => {
  sent = [];
});
const toStore = () => sent.filter((to) => to === "store");
const chunkCalls = () => sent.filter((to) => to === "/api/upload/file");

async function storedBytes(url: string) {
  const bucket = createS3Bucket(readUploadSettings(s3.env).s3!);
  const keys = (await listObjects(bucket, "")).map((o) => o.key);
  const key = url.replace("/uploads/", "");
  if (!keys.includes(key)) return undefined;
  const served = await fetch(`${s3.url}/${s3.env.S3_BUCKET}/${key}`);
  return Buffer.from(await served.arrayBuffer());
}

function mediaApi(fetch: typeof globalThis.fetch = globalThis.fetch) {
  const watched: typeof globalThis.fetch = (input, init) => {
    const url = String(input);
    sent.push(url.startsWith(s3.url) ? "store" : new URL(url).pathname);
    return fetch(input, init);
  };
  const uploader = createUploader({
    baseUrl: server.baseUrl,
    getToken: () => token,
    createHasher: createInlineHasher,
    fetch: watched,
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
    expect(toStore()).toHaveLength(1);
    // No chunk went through the server for it.
    expect(chunkCalls()).toEqual([]);
    expect((await storedBytes(video.record.url))?.equals(bytes)).toBe(true);

    const picture = pngBytes(1500);
    const image = await api.upload(
      new File([new Uint8Array(picture)], "a.png", { type: "image/png" }),
      {
        type: "image",
      },
    ).result;
    expect(image.record).toMatchObject({ type: "image", size: 1500 });
    expect(chunkCalls().length).toBeGreaterThan(0);
    expect(toStore()).toHaveLength(1);
    expect((await storedBytes(image.record.url))?.equals(picture)).toBe(true);

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
    // Every try at the store failed (it retries once); the chunks went through the server.
    expect(toStore().length).toBeGreaterThan(0);
    expect(chunkCalls().length).toBeGreaterThan(0);
    expect((await storedBytes(video.record.url))?.equals(bytes)).toBe(true);
  });
});
