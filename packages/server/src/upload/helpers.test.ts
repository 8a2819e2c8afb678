import { describe, expect, it } from "vitest";
import { createKeyedMutex } from "./keyed-mutex.js";
import { formatSize } from "./messages.js";
import { createSemaphore } from "./semaphore.js";
import { parseRange } from "./serve-files.js";
import { readUploadSettings } from "./settings.js";
import { sniffMedia } from "./sniff.js";

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  );

describe("sniffMedia", () => {
  it("recognises jpg, png, gif and mp4 by their first bytes", () => {
    expect(sniffMedia(bytes(0xff, 0xd8, 0xff, 0xe0))?.ext).toBe("jpg");
    expect(sniffMedia(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a))?.ext).toBe("png");
    expect(sniffMedia(bytes("GIF89a"))?.ext).toBe("gif");
    expect(sniffMedia(bytes("GIF87a"))?.ext).toBe("gif");
    expect(sniffMedia(bytes(0, 0, 0, 0x20, "ftypmp42"))).toMatchObject({
      ext: "mp4",
      type: "video",
    });
  });

  it("recognises nothing else", () => {
    expect(sniffMedia(bytes("<svg xmlns"))).toBeUndefined();
    expect(sniffMedia(bytes("%PDF-1.7"))).toBeUndefined();
    expect(sniffMedia(bytes(0x89, "PN"))).toBeUndefined();
    expect(sniffMedia(new Uint8Array())).toBeUndefined();
  });
});

describe("parseRange", () => {
  it("reads the forms browsers send when seeking", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=990-5000", 1000)).toEqual({ start: 990, end: 999 });
  });

  it("sends the whole file for no or odd headers, and refuses ranges past the end", () => {
    expect(parseRange(undefined, 1000)).toBeUndefined();
    expect(parseRange("bytes=0-1,5-6", 1000)).toBeUndefined();
    expect(parseRange("items=0-1", 1000)).toBeUndefined();
    expect(parseRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=-0", 1000)).toBe("unsatisfiable");
  });
});

describe("upload settings", () => {
  it("has media-library defaults and takes raised limits from the env", () => {
    expect(readUploadSettings({})).toMatchObject({
      maxImageBytes: 2 * 1024 * 1024,
      maxVideoBytes: 200 * 1024 * 1024,
      maxChunkBytes: 8 * 1024 * 1024,
      chunkTtlMs: 24 * 3_600_000,
      storage: "local",
    });
    expect(readUploadSettings({ UPLOAD_MAX_VIDEO_BYTES: "2147483648" }).maxVideoBytes).toBe(
      2 ** 31,
    );
  });

  it("refuses settings it cannot use instead of guessing", () => {
    expect(() => readUploadSettings({ UPLOAD_MAX_IMAGE_BYTES: "lots" })).toThrow(
      /UPLOAD_MAX_IMAGE_BYTES/,
    );
    expect(() => readUploadSettings({ STORAGE: "ftp" })).toThrow(/STORAGE/);
    expect(() => readUploadSettings({ STORAGE: "s3", S3_ENDPOINT: "http://x" })).toThrow(
      /S3_BUCKET/,
    );
  });

  it("writes limits the way the spec does", () => {
    expect(formatSize(2 * 1024 * 1024)).toBe("2M");
    expect(formatSize(10 * 1024 * 1024)).toBe("10M");
    expect(formatSize(64 * 1024)).toBe("64K");
  });
});

describe("keyed mutex", () => {
  it("runs tasks of one key one at a time, and of different keys together", async () => {
    const withKey = createKeyedMutex();
    const log: string[] = [];
    const task = (name: string, ms: number) => async () => {
      log.push(`start ${name}`);
      await new Promise((r) => setTimeout(r, ms));
      log.push(`end ${name}`);
    };
    await Promise.all([
      withKey("a", task("a1", 20)),
      withKey("a", task("a2", 1)),
      withKey("b", task("b1", 1)),
    ]);
    expect(log.indexOf("end a1")).toBeLessThan(log.indexOf("start a2"));
    expect(log.indexOf("start b1")).toBeLessThan(log.indexOf("end a1"));
  });

  it("keeps going after a task fails", async () => {
    const withKey = createKeyedMutex();
    const failed = withKey("a", async () => {
      throw new Error("boom");
    });
    await expect(failed).rejects.toThrow("boom");
    await expect(withKey("a", async () => 42)).resolves.toBe(42);
  });
});

describe("semaphore", () => {
  it("never runs more than its limit at once, and runs every task", async () => {
    const withSlot = createSemaphore(2);
    let running = 0;
    let most = 0;
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        withSlot(async () => {
          running++;
          most = Math.max(most, running);
          await new Promise((r) => setTimeout(r, 5));
          running--;
          if (i === 3) throw new Error("one fails");
          return i;
        }).catch(() => -1),
      ),
    );
    expect(most).toBe(2);
    expect(results).toEqual([0, 1, 2, -1, 4, 5, 6]);
  });
});
