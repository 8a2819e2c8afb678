import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { FileHasher } from "./hasher";
import { CHUNK_SIZE } from "./media-record";
import type { UploadPhase } from "./progress-meter";
import { type ChunkOutcome, createFakeUploadServer } from "./testing/fake-upload-server";
import { createUploader, type UploaderOptions } from "./uploader";

const fastRetry = { retries: 3, baseDelayMs: 1, maxDelayMs: 4 };

function makeFile(chunks: number, name = "clip.mp4", extra = 123) {
  const bytes = randomBytes(chunks * CHUNK_SIZE + extra);
  const md5 = createHash("md5").update(bytes).digest("hex");
  return { file: new File([bytes], name), bytes, md5 };
}

function uploaderFor(
  server: ReturnType<typeof createFakeUploadServer>,
  options: Partial<UploaderOptions> = {},
) {
  return createUploader({
    baseUrl: "http://shop.test/",
    getToken: () => "secret-token",
    fetch: server.fetch,
    retry: fastRetry,
    ...options,
  });
}

const sentChunkNumbers = (server: ReturnType<typeof createFakeUploadServer>) =>
  server.chunkRequests.map((request) => request.chunkNumber).sort((a, b) => a - b);

describe("a fresh upload", () => {
  it("sends every chunk with the contract's fields, merges, and settles with the record", async () => {
    const server = createFakeUploadServer();
    const { file, md5, bytes } = makeFile(3);
    const result = await uploaderFor(server).upload(file, { type: "video", cateId: 7 }).result;

    expect(result.alreadyUploaded).toBe(false);
    expect(result.record).toMatchObject({ md5, cate_id: 7, type: "video", size: bytes.length });
    expect(sentChunkNumbers(server)).toEqual([0, 1, 2, 3]);
    const last = server.chunkRequests.find((request) => request.chunkNumber === 3);
    expect(last?.fields).toEqual({
      chunkNumber: "3",
      chunkSize: String(CHUNK_SIZE),
      fileName: "clip.mp4",
      fileSign: md5,
      totalChunks: "4",
      totalChunkSize: String(bytes.length),
      fileType: "video",
    });
    expect(last?.bytes.length).toBe(123);
    expect(last?.authorization).toBe("Bearer secret-token");
    expect(server.paths.at(-1)).toBe("/api/upload/mergeData");
  });

  it("reports the phases in order with percent, speed and time left", async () => {
    const server = createFakeUploadServer();
    let clock = 0;
    const handle = uploaderFor(server, { now: () => (clock += 100) }).upload(makeFile(2).file, {
      type: "video",
    });
    const phases: UploadPhase[] = [];
    const uploading: { percent: number; speed: number; remaining: number | undefined }[] = [];
    handle.onProgress((progress) => {
      if (phases.at(-1) !== progress.phase) phases.push(progress.phase);
      if (progress.phase === "uploading") {
        uploading.push({
          percent: progress.percent,
          speed: progress.speed,
          remaining: progress.remainingSeconds,
        });
      }
    });
    await handle.result;
    expect(phases).toEqual(["hashing", "checking", "uploading", "merging", "done"]);
    expect(uploading.at(-1)?.percent).toBe(100);
    expect(uploading.at(-1)?.remaining).toBe(0);
    expect(uploading.some((sample) => sample.speed > 0)).toBe(true);
    expect(handle.progress.phase).toBe("done");
    expect(handle.status).toBe("done");
  });

  it("ignores hashing progress that arrives after the hash (a worker's late message)", async () => {
    const server = createFakeUploadServer();
    const { file, md5 } = makeFile(0);
    const lateHasher: FileHasher = {
      hash: async (blob, onProgress) => {
        setTimeout(() => onProgress(blob.size), 0);
        return md5;
      },
    };
    const handle = uploaderFor(server, { createHasher: () => lateHasher }).upload(file, {
      type: "video",
    });
    const seen: { phase: UploadPhase; loaded: number }[] = [];
    handle.onProgress(({ phase, loaded }) => seen.push({ phase, loaded }));
    await handle.result;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(seen.filter((event) => event.phase !== "hashing")).toEqual([
      { phase: "checking", loaded: 0 },
      { phase: "uploading", loaded: 0 },
      { phase: "uploading", loaded: file.size },
      { phase: "merging", loaded: 0 },
      { phase: "done", loaded: file.size },
    ]);
  });

  it("keeps at most `concurrency` chunks in flight", async () => {
    const slow = () =>
      new Promise<ChunkOutcome>((resolve) => setTimeout(() => resolve("store"), 5));
    const three = createFakeUploadServer({ chunkOutcome: slow });
    await uploaderFor(three).upload(makeFile(8).file, { type: "video" }).result;
    expect(three.maxInFlight).toBe(3);

    const one = createFakeUploadServer({ chunkOutcome: slow });
    await uploaderFor(one, { concurrency: 1 }).upload(makeFile(4).file, { type: "video" }).result;
    expect(one.maxInFlight).toBe(1);
  });
});

describe("a file the server already holds", () => {
  it("settles at once with the stored record and 已经上传过该文件, sending nothing", async () => {
    const server = createFakeUploadServer();
    const { file } = makeFile(1, "photo.png");
    const first = await uploaderFor(server).upload(file, { type: "image" }).result;
    const chunksBefore = server.chunkRequests.length;

    const again = await uploaderFor(server).upload(file, { type: "image" }).result;
    expect(again).toEqual({
      record: first.record,
      alreadyUploaded: true,
      message: "已经上传过该文件",
    });
    expect(server.chunkRequests.length).toBe(chunksBefore);
    expect(server.paths.at(-1)).toBe("/api/upload/getUploadFile");
  });

  it("says so in English when asked", async () => {
    const server = createFakeUploadServer();
    const { file } = makeFile(0, "photo.png");
    await uploaderFor(server).upload(file, { type: "image" }).result;
    const again = await uploaderFor(server, { locale: "en" }).upload(file, { type: "image" })
      .result;
    expect(again.message).toBe("This file has already been uploaded");
  });
});

describe("resuming", () => {
  it("sends only the chunks the server is missing after a failed attempt", async () => {
    let refuse = true;
    const server = createFakeUploadServer({
      chunkOutcome: (request) =>
        refuse && request.chunkNumber === 4 ? { code: 1, msg: "disk full" } : "store",
    });
    const { file, md5 } = makeFile(6);
    await expect(
      uploaderFor(server, { concurrency: 1 }).upload(file, { type: "video" }).result,
    ).rejects.toMatchObject({ message: "disk full" });
    const storedAfterFailure = server.storedChunkNumbers(md5);
    expect(storedAfterFailure).toEqual([0, 1, 2, 3]);

    refuse = false;
    server.chunkRequests.length = 0;
    const result = await uploaderFor(server).upload(file, { type: "video" }).result;
    expect(sentChunkNumbers(server)).toEqual([4, 5, 6]);
    expect(result.record.md5).toBe(md5);
  });

  it("counts the chunks already stored as uploaded bytes", async () => {
    let refuse = true;
    const server = createFakeUploadServer({
      chunkOutcome: (request) => (refuse && request.chunkNumber === 1 ? { status: 400 } : "store"),
    });
    const { file } = makeFile(3, "clip.mp4", 0);
    await uploaderFor(server, { concurrency: 1 })
      .upload(file, { type: "video" })
      .result.catch(() => {});
    refuse = false;
    const handle = uploaderFor(server).upload(file, { type: "video" });
    const firstUploading: number[] = [];
    handle.onProgress((progress) => {
      if (progress.phase === "uploading") firstUploading.push(progress.loaded);
    });
    await handle.result;
    expect(firstUploading[0]).toBe(CHUNK_SIZE);
  });
});

describe("retries", () => {
  it("retries a chunk after dropped connections and 5xx answers, then succeeds", async () => {
    const server = createFakeUploadServer({
      chunkOutcome: (request, attempt) => {
        if (request.chunkNumber !== 1) return "store";
        return attempt === 1 ? "network" : attempt === 2 ? { status: 503 } : "store";
      },
    });
    const result = await uploaderFor(server).upload(makeFile(2).file, { type: "video" }).result;
    expect(result.alreadyUploaded).toBe(false);
    expect(server.chunkRequests.filter((request) => request.chunkNumber === 1)).toHaveLength(3);
  });

  it("does not retry a refusal and shows the server's message", async () => {
    const server = createFakeUploadServer({
      chunkOutcome: () => ({ code: 1, msg: "没有上传权限" }),
    });
    const handle = uploaderFor(server, { concurrency: 1 }).upload(makeFile(2).file, {
      type: "video",
    });
    await expect(handle.result).rejects.toMatchObject({
      code: "rejected",
      message: "没有上传权限",
    });
    expect(server.chunkRequests).toHaveLength(1);
    expect(handle.status).toBe("failed");
  });

  it("does not retry a 4xx and shows its decoded statusmessage", async () => {
    let calls = 0;
    const uploader = createUploader({
      baseUrl: "http://shop.test",
      getToken: () => "t",
      fetch: async () => {
        calls++;
        const statusmessage = encodeURIComponent("文件太大");
        return new Response("", { status: 413, headers: { statusmessage } });
      },
      retry: fastRetry,
    });
    await expect(
      uploader.upload(makeFile(0, "a.png").file, { type: "image" }).result,
    ).rejects.toMatchObject({ message: "文件太大", options: { status: 413 } });
    expect(calls).toBe(1);
  });

  it("gives up after the last retry with the spec's upload-again message", async () => {
    const server = createFakeUploadServer({ chunkOutcome: () => ({ status: 500 }) });
    const video = uploaderFor(server).upload(makeFile(0).file, { type: "video" });
    await expect(video.result).rejects.toMatchObject({ message: "请重新上传" });
    expect(server.chunkRequests).toHaveLength(1 + fastRetry.retries);

    const image = uploaderFor(server).upload(makeFile(0, "a.png").file, { type: "image" });
    await expect(image.result).rejects.toMatchObject({ message: "上传图片失败，请删除后重新上传" });
  });
});

describe("pause, resume and cancel", () => {
  it("sends nothing while paused and finishes every chunk after resuming", async () => {
    let releaseFirst: (() => void) | undefined;
    const server = createFakeUploadServer({
      chunkOutcome: (request, attempt) =>
        request.chunkNumber === 0 && attempt === 1
          ? new Promise<ChunkOutcome>((resolve) => {
              releaseFirst = () => resolve("store");
            })
          : "store",
    });
    const { file, md5 } = makeFile(3);
    const handle = uploaderFor(server, { concurrency: 1 }).upload(file, { type: "video" });
    while (!releaseFirst) await new Promise((resolve) => setTimeout(resolve, 1));

    handle.pause();
    expect(handle.status).toBe("paused");
    await new Promise((resolve) => setTimeout(resolve, 30));
    // The chunk in flight was aborted by the pause and nothing else started.
    expect(server.chunkRequests.map((request) => request.chunkNumber)).toEqual([0]);
    expect(server.storedChunkNumbers(md5)).toEqual([]);

    handle.resume();
    expect(handle.status).toBe("running");
    const result = await handle.result;
    expect(result.record.md5).toBe(md5);
    expect(server.storedChunkNumbers(md5)).toEqual([0, 1, 2, 3]);
    expect(handle.status).toBe("done");
  });

  it("cancels: rejects as cancelled, sends nothing more and never merges", async () => {
    let hold: (() => void) | undefined;
    const server = createFakeUploadServer({
      chunkOutcome: () =>
        new Promise<ChunkOutcome>((resolve) => {
          hold = () => resolve("store");
        }),
    });
    const handle = uploaderFor(server, { concurrency: 1 }).upload(makeFile(3).file, {
      type: "video",
    });
    while (!hold) await new Promise((resolve) => setTimeout(resolve, 1));
    handle.cancel();
    await expect(handle.result).rejects.toMatchObject({ code: "cancelled" });
    expect(handle.status).toBe("cancelled");
    expect(server.chunkRequests).toHaveLength(1);
    expect(server.paths).not.toContain("/api/upload/mergeData");
  });

  it("cancels while hashing through the hasher's signal", async () => {
    const server = createFakeUploadServer();
    const stalledHasher: FileHasher = {
      hash: (_file, _progress, signal) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener("abort", () => reject(signal.reason)),
        ),
    };
    const handle = uploaderFor(server, { createHasher: () => stalledHasher }).upload(
      makeFile(0).file,
      { type: "video" },
    );
    handle.cancel();
    await expect(handle.result).rejects.toMatchObject({ code: "cancelled", message: "上传已取消" });
    expect(server.paths).toEqual([]);
  });
});

describe("checks before anything is sent", () => {
  it.each([
    ["notes.txt", 10, "image", {}, "暂时不支持其他类型"],
    ["empty.png", 0, "image", {}, "文件异常"],
    ["big.png", 3 * CHUNK_SIZE, "image", { image: 2 * CHUNK_SIZE }, "上传图片大小不能超过2M"],
    ["big.mp4", 11 * CHUNK_SIZE, "video", { video: 10 * CHUNK_SIZE }, "上传视频大小不能超过10M"],
  ] as const)("refuses %s", async (name, size, type, limits, message) => {
    const server = createFakeUploadServer();
    const file = new File([new Uint8Array(size)], name);
    const handle = uploaderFor(server, { limits }).upload(file, { type });
    await expect(handle.result).rejects.toMatchObject({ message });
    expect(server.paths).toEqual([]);
  });
});

describe("a firmware file", () => {
  it("goes to the firmware calls as kind firmware, whatever its bytes", async () => {
    const server = createFakeUploadServer();
    const { file, md5 } = makeFile(1, "w1-2.0.0.bin");
    const result = await uploaderFor(server).uploadFirmware(file).result;
    expect(result.record).toMatchObject({ md5, type: "firmware", fileName: "w1-2.0.0.bin" });
    expect(server.paths).toEqual([
      "/api/firmware/upload/getUploadFile",
      "/api/firmware/upload/getCheckChunkFile",
      "/api/firmware/upload/file",
      "/api/firmware/upload/file",
      "/api/firmware/upload/mergeData",
    ]);
    expect(server.chunkRequests.every((r) => r.fields.fileType === "firmware")).toBe(true);
  });

  it("is refused before anything is sent when its name or size does not fit", async () => {
    const server = createFakeUploadServer();
    const uploader = uploaderFor(server, { limits: { firmware: CHUNK_SIZE }, locale: "en" });
    await expect(uploader.uploadFirmware(makeFile(0, "photo.png").file).result).rejects.toThrow(
      "Other file types are not supported yet",
    );
    await expect(uploader.uploadFirmware(makeFile(1, "w1.bin").file).result).rejects.toThrow(
      "A firmware file cannot be larger than 1 MB",
    );
    expect(server.paths).toEqual([]);
  });
});
