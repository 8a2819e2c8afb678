import type {
  MediaRecord,
  UploadHandle,
  UploadProgress,
  UploadStatus,
} from "@vitrine/media-uploader";
import { describe, expect, it, vi } from "vitest";
import { createLazyUploader } from "./lazyUploader";

/** A real-shaped handle the test drives by hand. */
function manualHandle(file: File) {
  const progressListeners: Array<(p: UploadProgress) => void> = [];
  const statusListeners: Array<(s: UploadStatus) => void> = [];
  let settle: (record: MediaRecord) => void = () => {};
  let fail: (error: Error) => void = () => {};
  let status: UploadStatus = "running";
  const calls: string[] = [];
  const handle: UploadHandle = {
    file,
    result: new Promise((resolve, reject) => {
      settle = (record) => resolve({ record, alreadyUploaded: false });
      fail = reject;
    }),
    get status() {
      return status;
    },
    progress: {
      phase: "hashing",
      loaded: 0,
      total: file.size,
      percent: 0,
      speed: 0,
      remainingSeconds: undefined,
    },
    onProgress: (l) => {
      progressListeners.push(l);
      return () => {};
    },
    onStatus: (l) => {
      statusListeners.push(l);
      return () => {};
    },
    pause: () => calls.push("pause"),
    resume: () => calls.push("resume"),
    cancel: () => {
      calls.push("cancel");
      status = "cancelled";
      for (const l of statusListeners) l("cancelled");
      fail(new Error("cancelled"));
    },
  };
  return {
    handle,
    calls,
    settle: (record: MediaRecord) => settle(record),
    progress: (p: UploadProgress) => {
      for (const l of progressListeners) l(p);
    },
  };
}

function lazyWith(file: File) {
  const manual = manualHandle(file);
  const upload = vi.fn(() => manual.handle);
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const load = vi.fn(async () => {
    await gate;
    return { createUploader: () => ({ upload, uploadFirmware: vi.fn() }) } as never;
  });
  return { manual, upload, load, release: () => release() };
}

const file = new File([new Uint8Array(10)], "a.png", { type: "image/png" });

describe("the editor's lazily loaded uploader", () => {
  it("fetches the upload code with the first upload only, then reports its progress and record", async () => {
    const { manual, upload, load, release } = lazyWith(file);
    const uploader = createLazyUploader({ baseUrl: "", getToken: () => "t" }, load);
    expect(load).not.toHaveBeenCalled();

    const handle = uploader.upload(file, { type: "image" });
    expect(load).toHaveBeenCalledTimes(1);
    expect(handle.status).toBe("running");
    expect(handle.progress).toMatchObject({ phase: "hashing", percent: 0, total: 10 });

    const seen: number[] = [];
    handle.onProgress((p) => seen.push(p.percent));
    release();
    await vi.waitFor(() => expect(upload).toHaveBeenCalledWith(file, { type: "image" }));
    manual.progress({ ...manual.handle.progress, phase: "uploading", percent: 50 });
    expect(seen).toEqual([50]);
    manual.settle({ id: 1 } as MediaRecord);
    await expect(handle.result).resolves.toMatchObject({ record: { id: 1 } });
  });

  it("applies a cancel pressed before the code arrived, and the upload ends as cancelled", async () => {
    const { manual, load, release } = lazyWith(file);
    const uploader = createLazyUploader({ baseUrl: "", getToken: () => "t" }, load);
    const handle = uploader.upload(file, { type: "image" });
    const statuses: UploadStatus[] = [];
    handle.onStatus((s) => statuses.push(s));
    handle.cancel();
    expect(handle.status).toBe("cancelled");
    release();
    await expect(handle.result).rejects.toThrow("cancelled");
    expect(manual.calls).toEqual(["cancel"]);
    expect(statuses[0]).toBe("cancelled");
  });

  it("loads the code once for many uploads", async () => {
    const { load, release } = lazyWith(file);
    const uploader = createLazyUploader({ baseUrl: "", getToken: () => "t" }, load);
    uploader.upload(file, { type: "image" });
    uploader.upload(file, { type: "image" });
    release();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
