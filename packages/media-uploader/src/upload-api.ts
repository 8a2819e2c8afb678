import { UploadError } from "./errors";
import type { MediaRecord, UploadKind } from "./media-record";
import { type UploaderLocale, uploaderMessage } from "./messages";

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface UploadApiOptions {
  baseUrl: string;
  getToken: () => string | undefined | null | Promise<string | undefined | null>;
  fetch: FetchLike;
  locale: UploaderLocale;
  /**
   * Where the chunk protocol's four calls live: `/api/upload` for media, `/api/firmware/upload` for
   * firmware files. The direct-to-store calls are the media library's only.
   */
  chunkPath?: string | undefined;
}

interface Envelope<T> {
  code: number;
  msg?: string | undefined;
  data: T;
}

/** The server's upload calls (spec section 7), each answering the `{code, msg, data}` envelope. */
export interface UploadApi {
  findByMd5(
    fileMd5: string,
    signal?: AbortSignal,
  ): Promise<{ is_true: boolean; file?: MediaRecord | undefined }>;
  uploadedChunks(fileSign: string, signal?: AbortSignal): Promise<number[]>;
  sendChunk(fields: ChunkFields, chunk: Blob, signal?: AbortSignal): Promise<void>;
  merge(body: MergeBody, signal?: AbortSignal): Promise<MediaRecord>;
  /** `getAliPoint`: a signed policy to send the file straight to the store, or the stored record. */
  directPoint(body: DirectPointBody, signal?: AbortSignal): Promise<DirectPoint>;
  /** Sends the file to the store with the policy's fields (the store answers, not our server). */
  sendToStore(point: DirectPolicy, file: Blob, signal?: AbortSignal): Promise<void>;
  /** `getAliPointDone`: the server checks the object and records it. */
  directDone(body: DirectDoneBody, signal?: AbortSignal): Promise<MediaRecord>;
}

export interface DirectPointBody {
  fileName: string;
  fileMd5: string;
  fileSize: number;
  /** The file's MIME type when the browser knows it, else `image` or `video`. */
  type: string;
}

export interface DirectPolicy {
  url: string;
  fields: Record<string, string>;
  key: string;
}

export type DirectPoint =
  | { is_true: true; file: MediaRecord }
  | ({ is_true: false } & DirectPolicy);

export interface DirectDoneBody {
  key: string;
  fileName: string;
  fileMd5: string;
  fileSize: number;
  cate_id: number;
}

export interface ChunkFields {
  chunkNumber: number;
  chunkSize: number;
  fileName: string;
  fileSign: string;
  totalChunks: number;
  totalChunkSize: number;
  fileType: UploadKind;
}

export interface MergeBody {
  fileName: string;
  fileSign: string;
  chunkCount: number;
  type: UploadKind;
  cate_id: number;
}

export function createUploadApi(options: UploadApiOptions): UploadApi {
  const base = options.baseUrl.replace(/\/+$/, "");
  const chunkPath = options.chunkPath ?? "/api/upload";

  async function call<T>(path: string, body: BodyInit, signal?: AbortSignal, json = true) {
    const token = await options.getToken();
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (json) headers["Content-Type"] = "application/json";
    let response: Response;
    try {
      response = await options.fetch(`${base}${path}`, { method: "POST", headers, body, signal });
    } catch {
      if (signal?.aborted)
        throw new UploadError("cancelled", uploaderMessage(options.locale, "cancelled"));
      // fetch rejects only when no answer arrived: a dropped connection is worth retrying.
      throw new UploadError("network", uploaderMessage(options.locale, "networkError"), {
        retryable: true,
      });
    }
    return readEnvelope<T>(response, options.locale);
  }

  return {
    findByMd5: (fileMd5, signal) =>
      call<{ is_true: boolean; file?: MediaRecord | undefined }>(
        `${chunkPath}/getUploadFile`,
        JSON.stringify({ fileMd5 }),
        signal,
      ),
    async uploadedChunks(fileSign, signal) {
      const data = await call<{ uploaded?: number[] | undefined } | null>(
        `${chunkPath}/getCheckChunkFile`,
        JSON.stringify({ fileSign }),
        signal,
      );
      return Array.isArray(data?.uploaded) ? data.uploaded : [];
    },
    async sendChunk(fields, chunk, signal) {
      const form = new FormData();
      form.append("chunkNumber", String(fields.chunkNumber));
      form.append("chunkSize", String(fields.chunkSize));
      form.append("fileName", fields.fileName);
      form.append("fileSign", fields.fileSign);
      form.append("totalChunks", String(fields.totalChunks));
      form.append("totalChunkSize", String(fields.totalChunkSize));
      form.append("fileType", fields.fileType);
      // The file part goes last so a streaming server has every other field before the bytes.
      form.append("file", chunk, fields.fileName);
      await call(`${chunkPath}/file`, form, signal, false);
    },
    merge: (body, signal) =>
      call<MediaRecord>(`${chunkPath}/mergeData`, JSON.stringify(body), signal),
    directPoint: (body, signal) =>
      call<DirectPoint>("/api/upload/getAliPoint", JSON.stringify(body), signal),
    async sendToStore(point, file, signal) {
      const form = new FormData();
      for (const [name, value] of Object.entries(point.fields)) form.append(name, value);
      // The store reads the policy's fields first; the file must be the form's last part.
      form.append("file", file);
      let response: Response;
      try {
        response = await options.fetch(point.url, { method: "POST", body: form, signal });
      } catch {
        if (signal?.aborted)
          throw new UploadError("cancelled", uploaderMessage(options.locale, "cancelled"));
        throw new UploadError("network", uploaderMessage(options.locale, "networkError"), {
          retryable: true,
        });
      }
      if (!response.ok)
        // The store's refusal is XML meant for developers; the operator is told to upload again.
        throw new UploadError("http", uploaderMessage(options.locale, "uploadAgain"), {
          status: response.status,
          retryable: response.status >= 500,
        });
    },
    directDone: (body, signal) =>
      call<MediaRecord>("/api/upload/getAliPointDone", JSON.stringify(body), signal),
  };
}

async function readEnvelope<T>(response: Response, locale: UploaderLocale): Promise<T> {
  if (!response.ok) {
    const header = response.headers.get("statusmessage");
    const message = header
      ? safeDecode(header)
      : response.statusText || uploaderMessage(locale, "uploadAgain");
    const status = response.status;
    if (status === 401) throw new UploadError("unauthorized", message, { status });
    if (status === 404 && !header) {
      throw new UploadError("http", uploaderMessage(locale, "pathNotFound"), { status });
    }
    // Only a server fault (5xx) may heal by itself; 4xx answers are final.
    throw new UploadError("http", message, { status, retryable: status >= 500 });
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new UploadError("http", uploaderMessage(locale, "pathNotFound"), {
      status: response.status,
    });
  }
  if (envelope.code === 0) return envelope.data;
  const message = envelope.msg || uploaderMessage(locale, "uploadAgain");
  if (envelope.code === 401 || envelope.code === 4001) {
    throw new UploadError("unauthorized", message, { status: envelope.code });
  }
  throw new UploadError("rejected", message, { status: envelope.code });
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
