import { proxy, type Remote, wrap } from "comlink";
import { UploadError } from "./errors";
import type { HashWorkerApi } from "./hash-worker";
import { createBestMd5, md5OfBlob } from "./md5";

/** Computes a whole file's MD5 (lowercase hex); the uploader creates one per upload. */
export interface FileHasher {
  hash(file: Blob, onProgress: (bytesHashed: number) => void, signal: AbortSignal): Promise<string>;
}

export type CreateHasher = () => FileHasher;

/** Hashes on the calling thread; used where no Worker exists (Node, tests, old hosts). */
export function createInlineHasher(): FileHasher {
  return {
    async hash(file, onProgress, signal) {
      return md5OfBlob(file, await createBestMd5(), { onProgress, signal });
    },
  };
}

/**
 * Hashes in a Web Worker through comlink. Cancelling terminates the worker, which stops the read
 * at once instead of waiting for the next slice.
 */
export function createWorkerHasher(workerUrl?: string | URL): FileHasher {
  return {
    hash(file, onProgress, signal) {
      const worker = workerUrl
        ? new Worker(workerUrl, { type: "module" })
        : // The literal `new Worker(new URL(...), ...)` is the form bundlers (Vite, webpack) follow.
          new Worker(new URL("./hash-worker.js", import.meta.url), { type: "module" });
      const remote: Remote<HashWorkerApi> = wrap<HashWorkerApi>(worker);
      return new Promise<string>((resolve, reject) => {
        const stop = () => {
          worker.terminate();
          reject(new UploadError("cancelled", "cancelled"));
        };
        if (signal.aborted) return stop();
        signal.addEventListener("abort", stop, { once: true });
        remote
          .md5(file, proxy(onProgress))
          .then(resolve, reject)
          .finally(() => {
            signal.removeEventListener("abort", stop);
            worker.terminate();
          });
      });
    },
  };
}

/** The worker where the host has one, the calling thread otherwise. */
export function createDefaultHasher(workerUrl?: string | URL): FileHasher {
  return typeof Worker === "undefined" ? createInlineHasher() : createWorkerHasher(workerUrl);
}
