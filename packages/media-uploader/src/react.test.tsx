import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UploadError } from "./errors";
import type { MediaRecord } from "./media-record";
import type { UploadProgress } from "./progress-meter";
import { useUpload } from "./react";
import type { UploadHandle, UploadResult, UploadStatus } from "./uploader";

/** A handle the test drives by hand: it reports whatever progress and outcome the test says. */
function manualHandle(file: File) {
  const progressListeners = new Set<(p: UploadProgress) => void>();
  const statusListeners = new Set<(s: UploadStatus) => void>();
  let status: UploadStatus = "running";
  let settle!: { resolve: (r: UploadResult) => void; reject: (e: unknown) => void };
  const result = new Promise<UploadResult>((resolve, reject) => {
    settle = { resolve, reject };
  });
  result.catch(() => {});
  const setStatus = (next: UploadStatus) => {
    status = next;
    for (const listener of statusListeners) listener(next);
  };
  const handle: UploadHandle = {
    file,
    result,
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
    onProgress: (listener) => {
      progressListeners.add(listener);
      return () => progressListeners.delete(listener);
    },
    onStatus: (listener) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    pause: () => setStatus("paused"),
    resume: () => setStatus("running"),
    cancel: () => {
      setStatus("cancelled");
      settle.reject(new UploadError("cancelled", "上传已取消"));
    },
  };
  return {
    handle,
    report: (p: Partial<UploadProgress>) => {
      for (const listener of progressListeners) listener({ ...handle.progress, ...p });
    },
    finish: (record: MediaRecord) => {
      setStatus("done");
      settle.resolve({ record, alreadyUploaded: false });
    },
    fail: (message: string) => {
      setStatus("failed");
      settle.reject(new UploadError("rejected", message));
    },
  };
}

const record = { id: 1, url: "/m/1.png", fileName: "a.png" } as MediaRecord;

describe("useUpload", () => {
  it("tracks each file's progress, status and outcome", async () => {
    const made: ReturnType<typeof manualHandle>[] = [];
    const uploader = {
      upload: (file: File) => {
        const manual = manualHandle(file);
        made.push(manual);
        return manual.handle;
      },
    };
    const { result } = renderHook(() => useUpload(uploader));
    act(() => {
      result.current.start(new File(["a"], "a.png"), { type: "image" });
      result.current.start(new File(["b"], "b.mp4"), { type: "video" });
    });
    expect(result.current.tasks.map((task) => task.fileName)).toEqual(["a.png", "b.mp4"]);

    act(() => made[0]?.report({ phase: "uploading", percent: 40 }));
    expect(result.current.tasks[0]?.progress).toMatchObject({ phase: "uploading", percent: 40 });

    act(() => result.current.pause(result.current.tasks[1]?.id ?? 0));
    expect(result.current.tasks[1]?.status).toBe("paused");

    await act(async () => made[0]?.finish(record));
    expect(result.current.tasks[0]).toMatchObject({ status: "done", result: { record } });

    await act(async () => made[1]?.fail("disk full"));
    expect(result.current.tasks[1]).toMatchObject({ status: "failed", error: "disk full" });

    act(() => result.current.clearFinished());
    expect(result.current.tasks).toEqual([]);
  });

  it("cancels the uploads still running when the component goes away", () => {
    const made: ReturnType<typeof manualHandle>[] = [];
    const uploader = {
      upload: (file: File) => {
        const manual = manualHandle(file);
        made.push(manual);
        return manual.handle;
      },
    };
    const { result, unmount } = renderHook(() => useUpload(uploader));
    act(() => {
      result.current.start(new File(["a"], "a.png"), { type: "image" });
    });
    unmount();
    expect(made[0]?.handle.status).toBe("cancelled");
  });
});
