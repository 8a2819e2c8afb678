import { proxy, type Remote, wrap } from "comlink";
import { UploadError } from "./errors";
import type { HashWorkerApi } from "./hash-worker-api";

/** Computes a whole file's MD5 (lowercase hex); the uploader creates one per upload. */
export interface FileHasher {
  hash(file: Blob, onProgress: (bytesHashed: number) => void, signal: AbortSignal): Promise<string>;
}

export type CreateHasher = () => FileHasher;

/** Hashes on the calling thread; used where no Worker exists (Node, tests, old hosts). */
export function createInlineHasher(): FileHasher {
  return {
    async hash(file, onProgress, signal) {
      // Loaded on first use: a page whose hashing runs in the worker never downloads the MD5 code.
      const { createBestMd5, md5OfBlob } = await import("./md5");
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
    async hash(file, onProgress, signal) {
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
        // A worker script that cannot load (blocked by worker-src, missing file) only says so here.
        worker.addEventListener("error", (event) => {
          event.preventDefault();
          worker.terminate();
          reject(new WorkerUnavailableError(event.message || "the hash worker could not start"));
        });
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

/** Raised when the worker itself cannot run, as opposed to a failure while reading the file. */
export class WorkerUnavailableError extends Error {
  override readonly name = "WorkerUnavailableError";
}

/**
 * The worker where the host has one and allows it, the calling thread otherwise: a host whose
 * policy refuses the worker still gets its uploads, only with hashing on the page's thread.
 */
export function createDefaultHasher(workerUrl?: string | URL): FileHasher {
  if (typeof Worker === "undefined") return createInlineHasher();
  const inWorker = createWorkerHasher(workerUrl);
  const inline = createInlineHasher();
  return {
    async hash(file, onProgress, signal) {
      try {
        return await inWorker.hash(file, onProgress, signal);
      } catch (error) {
        const unavailable =
          error instanceof WorkerUnavailableError ||
          (error instanceof Error && error.name === "SecurityError");
        if (!unavailable || signal.aborted) throw error;
        return inline.hash(file, onProgress, signal);
      }
    },
  };
}
