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

/**
 * What a chunked upload can carry: the media library's kinds, or a device firmware file, which
 * goes to its own calls (`/api/firmware/upload/...`), is never treated as media and needs the
 * server's upgrade package rights.
 */
export type UploadKind = MediaType | "firmware";

/** The stored firmware file the server answers: opaque bytes with the SHA-256 it computed. */
export interface FirmwareRecord {
  id: number;
  /** The download (`/api/firmware/file/<md5>`), sent as an attachment. */
  url: string;
  fileName: string;
  md5: string;
  sha256: string;
  ext: string;
  type: "firmware";
  size: number;
  create_time: string;
}

/** 1 MiB, the spec's chunk size for both hashing and sending. */
export const CHUNK_SIZE = 1_048_576;

export function chunkCountOf(size: number, chunkSize = CHUNK_SIZE): number {
  return Math.max(1, Math.ceil(size / chunkSize));
}
