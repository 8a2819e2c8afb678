/** What the first bytes of a file say it is; the name and the client's claim are never trusted. */
export interface SniffedType {
  type: "image" | "video";
  ext: "jpg" | "png" | "gif" | "mp4";
  contentType: string;
}

/** Bytes needed to recognise every supported format. */
export const SNIFF_BYTES = 12;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(head: Uint8Array, bytes: number[], offset = 0): boolean {
  return bytes.every((b, i) => head[offset + i] === b);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function sniffMedia(head: Uint8Array): SniffedType | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff]))
    return { type: "image", ext: "jpg", contentType: "image/jpeg" };
  if (startsWith(head, PNG)) return { type: "image", ext: "png", contentType: "image/png" };
  if (startsWith(head, ascii("GIF87a")) || startsWith(head, ascii("GIF89a")))
    return { type: "image", ext: "gif", contentType: "image/gif" };
  // ISO base media files open with a box size then "ftyp"; mp4 and its variants all do.
  if (startsWith(head, ascii("ftyp"), 4))
    return { type: "video", ext: "mp4", contentType: "video/mp4" };
  return undefined;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  mp4: "video/mp4",
};

export function contentTypeOfExt(ext: string): string {
  return CONTENT_TYPES[ext] ?? "application/octet-stream";
}
