import { createMD5 } from "hash-wasm";
import SparkMD5 from "spark-md5";
import { UploadError } from "./errors";
import { CHUNK_SIZE } from "./media-record";

/** An MD5 fed piece by piece, so memory stays at one slice whatever the file size. */
export interface IncrementalMd5 {
  readonly engine: "hash-wasm" | "spark-md5";
  update(bytes: Uint8Array): void;
  /** Lowercase hex of everything fed so far. */
  digest(): string;
}

/** The fast path: hash-wasm's WebAssembly MD5. Rejects where WebAssembly is not allowed. */
export async function createWasmMd5(): Promise<IncrementalMd5> {
  const hasher = await createMD5();
  hasher.init();
  return {
    engine: "hash-wasm",
    update: (bytes) => {
      hasher.update(bytes);
    },
    digest: () => hasher.digest("hex"),
  };
}

/** The pure-JavaScript fallback for hosts whose content-security policy forbids WebAssembly. */
export function createSparkMd5(): IncrementalMd5 {
  const spark = new SparkMD5.ArrayBuffer();
  return {
    engine: "spark-md5",
    update: (bytes) => {
      // spark-md5 reads a whole ArrayBuffer, so a view into a larger buffer (a Node Buffer from
      // a pool, a subarray) is copied out first; `new Uint8Array(view)` always copies.
      const exact =
        bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
          ? bytes.buffer
          : new Uint8Array(bytes).buffer;
      spark.append(exact as ArrayBuffer);
    },
    digest: () => spark.end(),
  };
}

/** hash-wasm when WebAssembly works here, spark-md5 otherwise. */
export async function createBestMd5(): Promise<IncrementalMd5> {
  if (typeof WebAssembly === "undefined") return createSparkMd5();
  try {
    return await createWasmMd5();
  } catch {
    return createSparkMd5();
  }
}

export interface HashBlobOptions {
  /** Called after each slice with the number of bytes hashed so far. */
  onProgress?: ((bytesHashed: number) => void) | undefined;
  signal?: AbortSignal | undefined;
  sliceSize?: number | undefined;
}

/** MD5 of a Blob or File read one slice at a time: only one slice is ever held in memory. */
export async function md5OfBlob(
  blob: Blob,
  md5: IncrementalMd5,
  { onProgress, signal, sliceSize = CHUNK_SIZE }: HashBlobOptions = {},
): Promise<string> {
  for (let offset = 0; offset < blob.size; offset += sliceSize) {
    if (signal?.aborted) throw new UploadError("cancelled", "cancelled");
    const slice = await blob.slice(offset, offset + sliceSize).arrayBuffer();
    md5.update(new Uint8Array(slice));
    onProgress?.(Math.min(offset + sliceSize, blob.size));
  }
  return md5.digest();
}
