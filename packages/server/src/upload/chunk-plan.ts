import type { UploadMessageKey } from "./messages.js";

/**
 * Smaller chunks than this (except for a file that is smaller itself) would only multiply the files
 * and rows a chunk set costs; the uploader sends 1 MiB.
 */
export const MIN_CHUNK_BYTES = 64 * 1024;

export interface ChunkClaim {
  chunkNumber: number;
  /** Bytes of every chunk but the last, as the client announced it. */
  chunkSize: number;
  totalChunks: number;
  totalChunkSize: number;
  /** Bytes that actually arrived for this chunk. */
  bytes: number;
}

export type ChunkRefusal = { key: UploadMessageKey; params?: Record<string, string | number> };

/**
 * Holds one chunk to the file it declares: the chunk count must follow from the total and the chunk
 * size, and each chunk must be exactly its share (the last one the rest). Chunks are kept by number,
 * so whatever arrives, a set can never hold more than its declared total.
 */
export function checkChunk(claim: ChunkClaim, maxChunkBytes: number): ChunkRefusal | undefined {
  const { chunkNumber, chunkSize, totalChunks, totalChunkSize, bytes } = claim;
  if (chunkSize > maxChunkBytes) return { key: "upload.chunkTooLarge" };
  if (chunkSize < Math.min(MIN_CHUNK_BYTES, totalChunkSize)) return { key: "upload.chunkTooSmall" };
  if (totalChunks !== Math.ceil(totalChunkSize / chunkSize) || chunkNumber >= totalChunks)
    return { key: "upload.inconsistentChunk" };
  const expected =
    chunkNumber < totalChunks - 1 ? chunkSize : totalChunkSize - (totalChunks - 1) * chunkSize;
  if (bytes !== expected)
    // Operators count chunks from 1; the protocol numbers them from 0.
    return { key: "upload.chunkSizeMismatch", params: { n: chunkNumber + 1, expected, bytes } };
  return undefined;
}
