/** The stored media row the server answers (spec section 3, "Upload (media)"). */
export type MediaType = "image" | "video";

export interface MediaRecord {
  id: number;
  url: string;
  fileName: string;
  md5: string;
  ext: string;
  type: MediaType;
  size: number;
  cate_id: number;
  create_time: string;
}

/** 1 MiB, the spec's chunk size for both hashing and sending. */
export const CHUNK_SIZE = 1_048_576;

export function chunkCountOf(size: number, chunkSize = CHUNK_SIZE): number {
  return Math.max(1, Math.ceil(size / chunkSize));
}
