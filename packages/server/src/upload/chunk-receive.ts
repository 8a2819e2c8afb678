import fs from "node:fs";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ok, sendStatus } from "../http/envelope.js";
import { checkChunk, MIN_CHUNK_BYTES } from "./chunk-plan.js";
import { type ChunkSetInfo, type ChunkSource, FILE_SIGN } from "./chunk-store.js";
import { intField } from "./form-fields.js";
import { formatSize } from "./messages.js";
import { receiveForm } from "./multipart.js";
import { badField, refuse } from "./replies.js";
import type { UploadService } from "./service.js";

// More chunks than this would mean chunks far smaller than anything the uploader sends.
export const MAX_CHUNKS = 1_000_000;

export const md5Schema = { type: "string", pattern: "^[0-9a-f]{32}$" } as const;

/** The merge call's body, media and firmware alike. */
export const mergeBodySchema = {
  type: "object",
  required: ["fileName", "fileSign", "chunkCount", "type"],
  properties: {
    fileName: { type: "string", maxLength: 1000 },
    fileSign: md5Schema,
    chunkCount: { type: "integer", minimum: 1, maximum: MAX_CHUNKS },
    type: { type: "string", maxLength: 100 },
    cate_id: { type: "integer", minimum: 0, maximum: 2147483647 },
  },
} as const;

/** What one chunk call accepts: the media library's kinds, or the firmware files' one. */
export interface ChunkKinds {
  /** The chunk set's kind from the form's `fileType`, or undefined for one this call does not take. */
  kindOf(fileType: string | undefined): ChunkSetInfo["fileType"] | undefined;
  /** The refusal (code 1, the limit named) when the whole file is larger than its kind allows. */
  tooLarge(request: FastifyRequest, kind: ChunkSetInfo["fileType"], bytes: number): unknown;
}

/**
 * One chunk of the resumable protocol (`file`): the form checked field by field, the whole file's
 * size against its kind's limit, the chunk's size against the plan, the user's chunk quota, then
 * the chunk put in place atomically. The media library and the firmware files share it.
 */
export async function receiveChunk(
  service: UploadService,
  kinds: ChunkKinds,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { chunks, settings } = service;
  if (!request.isMultipart()) return sendStatus(reply, 415, request.t("http.unsupportedType"));
  const form = await receiveForm(request, {
    maxFileBytes: settings.maxChunkBytes,
    tempPath: () => chunks.tempPath(),
  });
  const file = form.file;
  try {
    if (!file) return refuse(request, "upload.noFile");
    if (file.tooLarge)
      return refuse(request, "upload.chunkTooLarge", {
        size: formatSize(settings.maxChunkBytes),
      });
    const f = form.fields;
    const sign = f.fileSign?.trim() ?? "";
    if (!FILE_SIGN.test(sign)) return badField(request, reply, "fileSign");
    const fileType = kinds.kindOf(f.fileType);
    if (!fileType) return refuse(request, "upload.unsupported");
    const totalChunks = intField(f.totalChunks, 1, MAX_CHUNKS);
    if (totalChunks === undefined) return badField(request, reply, "totalChunks");
    const chunkNumber = intField(f.chunkNumber, 0, totalChunks - 1);
    if (chunkNumber === undefined) return badField(request, reply, "chunkNumber");
    const totalChunkSize = intField(f.totalChunkSize, 0, Number.MAX_SAFE_INTEGER);
    if (totalChunkSize === undefined) return badField(request, reply, "totalChunkSize");
    if (totalChunkSize === 0 || file.bytes === 0) return refuse(request, "upload.empty");
    const tooLarge = kinds.tooLarge(request, fileType, totalChunkSize);
    if (tooLarge) return tooLarge;
    const chunkSize = intField(f.chunkSize, 1, Number.MAX_SAFE_INTEGER);
    if (chunkSize === undefined) return badField(request, reply, "chunkSize");
    const wrong = checkChunk(
      { chunkNumber, chunkSize, totalChunks, totalChunkSize, bytes: file.bytes },
      settings.maxChunkBytes,
    );
    if (wrong)
      return refuse(request, wrong.key, {
        size: formatSize(
          wrong.key === "upload.chunkTooSmall" ? MIN_CHUNK_BYTES : settings.maxChunkBytes,
        ),
        ...wrong.params,
      });
    const userId = request.auth?.access.userId ?? 0;
    if (!(await service.quota.reserve(userId, sign, chunkNumber, file.bytes)))
      return refuse(request, "upload.quotaExceeded", {
        size: formatSize(settings.userChunkQuotaBytes),
      });
    const accepted = await chunks.accept(sign, chunkNumber, file.path, {
      totalChunks,
      totalChunkSize,
      chunkSize,
      fileType,
    });
    if (accepted === "inconsistent") return refuse(request, "upload.inconsistentChunk");
    return ok({ chunkNumber });
  } finally {
    // After a successful rename there is nothing left here; after a refusal the temp file goes.
    if (file) await fs.promises.rm(file.path, { force: true });
  }
}

/** A chunk set that is done with: its chunks and the quota they held. */
export async function discardChunkSet(service: UploadService, sign: string) {
  await service.chunks.remove(sign);
  await service.quota.release(sign);
}

/**
 * The chunks of a merge, once they are all there and add up to the size the first one announced;
 * otherwise the refusal to answer (a set whose sizes disagree is discarded: it can never merge).
 */
export async function completeChunkSet(
  service: UploadService,
  request: FastifyRequest,
  sign: string,
  chunkCount: number,
): Promise<{ info: ChunkSetInfo; sources: ChunkSource[] } | { refusal: unknown }> {
  const { chunks } = service;
  const info = await chunks.info(sign);
  const present = new Set(await chunks.list(sign));
  if (!info || present.size === 0) return { refusal: refuse(request, "upload.noChunks") };
  if (chunkCount !== info.totalChunks)
    return { refusal: refuse(request, "upload.chunkCountMismatch") };
  const missing: number[] = [];
  for (let n = 0; n < chunkCount; n++) if (!present.has(n)) missing.push(n);
  if (missing.length > 0)
    // Operators count from 1; the protocol's chunk numbers start at 0.
    return {
      refusal: refuse(request, "upload.missingChunks", {
        chunks: missing
          .slice(0, 10)
          .map((n) => n + 1)
          .join(", "),
      }),
    };
  const sources = await chunks.sources(sign, chunkCount);
  const total = sources.reduce((sum, source) => sum + source.size, 0);
  if (total !== info.totalChunkSize) {
    await discardChunkSet(service, sign);
    return { refusal: refuse(request, "upload.sizeMismatch") };
  }
  return { info, sources };
}
