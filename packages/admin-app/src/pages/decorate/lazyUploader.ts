import type {
  Uploader,
  UploaderOptions,
  UploadHandle,
  UploadProgress,
  UploadStatus,
} from "@vitrine/media-uploader";

type UploaderModule = Pick<typeof import("@vitrine/media-uploader/uploader"), "createUploader">;

/**
 * An uploader whose code (chunking, retries, the hash worker's bridge) is fetched with the first
 * upload instead of with the editor: most editing sessions upload nothing. The handle it returns
 * works at once; pause, resume and cancel pressed before the code is there apply when it arrives.
 */
export function createLazyUploader(
  options: UploaderOptions,
  load: () => Promise<UploaderModule> = () => import("@vitrine/media-uploader/uploader"),
): Uploader {
  let real: Promise<Uploader> | null = null;
  const uploader = () => {
    real ??= load().then((module) => module.createUploader(options));
    return real;
  };
  return {
    upload(file, uploadOptions): UploadHandle {
      const progressListeners = new Set<(progress: UploadProgress) => void>();
      const statusListeners = new Set<(status: UploadStatus) => void>();
      let inner: UploadHandle | null = null;
      let status: UploadStatus = "running";
      let progress: UploadProgress = {
        phase: "hashing",
        loaded: 0,
        total: file.size,
        percent: 0,
        speed: 0,
        remainingSeconds: undefined,
      };
      const setStatus = (next: UploadStatus) => {
        status = next;
        for (const listener of statusListeners) listener(next);
      };
      const result = uploader().then((loaded) => {
        const handle = loaded.upload(file, uploadOptions);
        inner = handle;
        handle.onProgress((next) => {
          progress = next;
          for (const listener of progressListeners) listener(next);
        });
        handle.onStatus(setStatus);
        if (status === "cancelled") handle.cancel();
        else if (status === "paused") handle.pause();
        return handle.result;
      });
      return {
        file,
        result,
        get status() {
          return inner?.status ?? status;
        },
        get progress() {
          return inner?.progress ?? progress;
        },
        onProgress(listener) {
          progressListeners.add(listener);
          return () => progressListeners.delete(listener);
        },
        onStatus(listener) {
          statusListeners.add(listener);
          return () => statusListeners.delete(listener);
        },
        pause() {
          if (inner) inner.pause();
          else if (status === "running") setStatus("paused");
        },
        resume() {
          if (inner) inner.resume();
          else if (status === "paused") setStatus("running");
        },
        cancel() {
          if (inner) inner.cancel();
          else if (status === "running" || status === "paused") setStatus("cancelled");
        },
      };
    },
  };
}
