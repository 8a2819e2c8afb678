import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { TestServer } from "../testing/test-server.js";

/** Helpers for the upload tests: real bytes with real magic numbers, sent as the uploader sends them. */

export const CHUNK = 1024 * 1024;

export const md5 = (bytes: Uint8Array) => createHash("md5").update(bytes).digest("hex");

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Bytes that open like a PNG (what the server sniffs) followed by random data. */
export function pngBytes(size: number): Buffer {
  const bytes = randomBytes(size);
  PNG_SIGNATURE.copy(bytes, 0);
  return bytes;
}

/** Bytes that open like an MP4 (`ftyp` box) followed by random data. */
export function mp4Bytes(size: number): Buffer {
  const bytes = randomBytes(size);
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(bytes, 0);
  return bytes;
}

export function chunksOf(bytes: Buffer, size = CHUNK): Buffer[] {
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) out.push(bytes.subarray(at, at + size));
  return out;
}

export interface ChunkUpload {
  bytes: Buffer;
  chunkNumber: number;
  fileName?: string;
  fileType?: string;
  fileSign?: string;
  totalChunks?: number;
  totalChunkSize?: number;
  /** Override the chunk's own bytes (defaults to its slice of `bytes`). */
  chunk?: Buffer;
  /** Override the announced chunk size (defaults to CHUNK; null leaves the field out). */
  chunkSize?: number | null;
  /** The operator's language, as the browser sends it. */
  language?: string;
}

export async function postForm(
  server: TestServer,
  url: string,
  form: FormData,
  token?: string,
  language?: string,
) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (language) headers["accept-language"] = language;
  const response = await fetch(server.baseUrl + url, { method: "POST", body: form, headers });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever shape each call answers
  let json: { code: number; msg: string; data: any; success?: boolean } | undefined;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text };
}

/** POST /api/upload/file with the fields in the order the spec lists them (the file before its sign). */
export function sendChunk(server: TestServer, token: string | undefined, upload: ChunkUpload) {
  const parts = chunksOf(upload.bytes);
  const chunk = upload.chunk ?? parts[upload.chunkNumber] ?? Buffer.alloc(0);
  const form = new FormData();
  form.append("chunkNumber", String(upload.chunkNumber));
  if (upload.chunkSize !== null) form.append("chunkSize", String(upload.chunkSize ?? CHUNK));
  form.append("file", new Blob([new Uint8Array(chunk)]), "blob");
  form.append("fileName", upload.fileName ?? "picture.png");
  form.append("fileSign", upload.fileSign ?? md5(upload.bytes));
  form.append("totalChunks", String(upload.totalChunks ?? parts.length));
  form.append("totalChunkSize", String(upload.totalChunkSize ?? upload.bytes.length));
  form.append("fileType", upload.fileType ?? "image");
  return postForm(server, "/api/upload/file", form, token, upload.language);
}

/** Sends a whole file in one multipart request (`file` field), as the rich-text editor does. */
export function sendWhole(
  server: TestServer,
  token: string | undefined,
  url: string,
  bytes: Buffer,
  fileName: string,
) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), fileName);
  return postForm(server, url, form, token);
}

export function merge(
  server: TestServer,
  token: string,
  body: {
    fileName?: string;
    fileSign: string;
    chunkCount: number;
    type?: string;
    cate_id?: number;
  },
) {
  return postJson(server, "/api/upload/mergeData", token, {
    fileName: "picture.png",
    type: "image",
    cate_id: 0,
    ...Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)),
  });
}

/**
 * POST JSON to `server.baseUrl` (not through server.call, which is bound to the server it was made
 * for: a test that points a copy at a second process reaches that process).
 */
export async function postJson(server: TestServer, url: string, token: string, body: unknown) {
  const response = await fetch(server.baseUrl + url, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever shape each call answers
  let json: { code: number; msg: string; data: any } | undefined;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text };
}

/** Every chunk of `bytes` (in the given order), then the merge. */
export async function uploadWhole(
  server: TestServer,
  token: string,
  bytes: Buffer,
  options: {
    fileName?: string;
    fileType?: "image" | "video";
    cateId?: number;
    order?: number[];
    /** The merge's `type` when it differs from fileType (the original client sent the MIME type). */
    mergeType?: string;
  } = {},
) {
  const count = chunksOf(bytes).length;
  const order = options.order ?? [...Array(count).keys()];
  for (const chunkNumber of order) {
    const sent = await sendChunk(server, token, {
      bytes,
      chunkNumber,
      fileName: options.fileName,
      fileType: options.fileType,
    });
    if (sent.json?.code !== 0) throw new Error(`chunk ${chunkNumber} refused: ${sent.text}`);
  }
  return merge(server, token, {
    fileSign: md5(bytes),
    chunkCount: count,
    fileName: options.fileName,
    type: options.mergeType ?? options.fileType,
    cate_id: options.cateId,
  });
}

/** GET a stored file as raw bytes. */
export async function fetchBytes(
  server: TestServer,
  url: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(server.baseUrl + url, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Removes stored media and chunk sets, so each test sees only its own files. */
export function clearMediaFolders(server: TestServer) {
  for (const folder of ["uploads", "upload-chunks"])
    fs.rmSync(path.join(server.dataDir, folder), { recursive: true, force: true });
}
