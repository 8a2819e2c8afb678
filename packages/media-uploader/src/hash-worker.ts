/**
 * The hashing worker. The page hands it the File itself (structured clone shares the underlying
 * bytes, nothing is copied), and the worker reads it in 1 MiB slices so the page stays responsive
 * and memory stays bounded for files of several GB.
 */
import { expose } from "comlink";
import type { HashWorkerApi } from "./hash-worker-api";
import { createBestMd5, md5OfBlob } from "./md5";

const api: HashWorkerApi = {
  async md5(file, onProgress) {
    const md5 = await createBestMd5();
    // Reporting every slice through postMessage is cheap next to hashing 1 MiB.
    return md5OfBlob(file, md5, { onProgress: (bytes) => onProgress?.(bytes) });
  },
};

expose(api);
