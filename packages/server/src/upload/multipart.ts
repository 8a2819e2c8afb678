import { createHash } from "node:crypto";
import fs from "node:fs";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { uploadText } from "./messages.js";

export interface ReceivedFile {
  /** Temp file holding the bytes; the caller moves or removes it. */
  path: string;
  bytes: number;
  /** Lowercase hex MD5 when asked for. */
  md5?: string;
  /** The name the client gave: for display only. */
  filename: string;
  /** True when the part went over `maxFileBytes` (the temp file is already removed then). */
  tooLarge: boolean;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  file?: ReceivedFile;
}

/**
 * Reads a multipart form whose one file part (`file`) streams straight to a temp file, whatever the
 * order of the parts: memory stays at a few buffers however large the file is.
 */
/**
 * A body the parser cannot read is the client's fault (400), like a schema failure; an error from
 * our own disk (it carries a syscall) stays a server fault.
 */
function asClientError(request: FastifyRequest, error: unknown): unknown {
  const e = error as { statusCode?: number; syscall?: string };
  if (e.syscall || (e.statusCode && e.statusCode < 500)) return error;
  return Object.assign(new Error(uploadText(request.locale, "upload.badForm")), {
    statusCode: 400,
  });
}

export async function receiveForm(
  request: FastifyRequest,
  options: { maxFileBytes: number; tempPath: () => Promise<string>; hash?: boolean },
): Promise<ReceivedForm> {
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  const parts = request.parts({
    limits: { fileSize: options.maxFileBytes, files: 1, fields: 16, fieldSize: 4096, parts: 17 },
    throwFileSizeLimit: false,
  } as Parameters<FastifyRequest["parts"]>[0]);
  try {
    for await (const part of parts) {
      if (part.type === "field") {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== "file" || file) {
        part.file.resume();
        continue;
      }
      const target = await options.tempPath();
      const hash = options.hash ? createHash("md5") : undefined;
      let bytes = 0;
      const count = new Transform({
        transform(piece: Buffer, _encoding, done) {
          bytes += piece.length;
          hash?.update(piece);
          done(null, piece);
        },
      });
      file = { path: target, bytes: 0, filename: part.filename ?? "", tooLarge: false };
      await pipeline(part.file, count, fs.createWriteStream(target));
      file.bytes = bytes;
      if (hash) file.md5 = hash.digest("hex");
      if (part.file.truncated) {
        file.tooLarge = true;
        await fs.promises.rm(target, { force: true });
      }
    }
  } catch (error) {
    if (file) await fs.promises.rm(file.path, { force: true });
    throw asClientError(request, error);
  }
  return file ? { fields, file } : { fields };
}
