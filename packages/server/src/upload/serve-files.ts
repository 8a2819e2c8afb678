import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sendStatus } from "../http/envelope.js";
import type { UploadService } from "./service.js";
import { contentTypeOfExt } from "./sniff.js";
import { isStorageKey } from "./storage/types.js";

export type ByteRange = { start: number; end: number };

/**
 * One `bytes=` range of a `size`-byte file: undefined to send it whole (no header, or several
 * ranges, which we may ignore), "unsatisfiable" for a range wholly past the end.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | "unsatisfiable" | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return undefined;
  if (from === "") {
    // A suffix: the last N bytes.
    const length = Number(to);
    if (length === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return "unsatisfiable";
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (end < start) return undefined;
  return { start, end };
}

/** Stored media at their record's url, without a session (storefront pages show them). */
export async function serveFiles(app: FastifyInstance, service: UploadService) {
  // HEAD is declared here (not derived by Fastify) so it answers the real length without a body.
  app.route<{ Params: { "*": string } }>({
    method: ["GET", "HEAD"],
    url: "/uploads/*",
    config: { public: true },
    handler: async (request, reply) => {
      const key = request.params["*"];
      const size = isStorageKey(key) ? await service.storage.size(key) : undefined;
      if (size === undefined) return sendStatus(reply, 404, request.t("http.notFound"));
      // Keys are named by content hash, so a stored file never changes.
      const etag = `"${key.slice(key.lastIndexOf("/") + 1, key.lastIndexOf("."))}"`;
      reply
        .header("content-type", contentTypeOfExt(key.slice(key.lastIndexOf(".") + 1)))
        .header("accept-ranges", "bytes")
        .header("etag", etag)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff");
      return sendStored(request, reply, service, key, size, etag);
    },
  });
}

/**
 * The body of a stored object whose headers are set: 304 for its ETag, else the whole object or
 * one byte range (206, or 416 past the end), nothing after the headers for HEAD.
 */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  service: UploadService,
  key: string,
  size: number,
  etag: string,
) {
  if (request.headers["if-none-match"] === etag) return reply.code(304).send();
  const range = parseRange(request.headers.range, size);
  if (range === "unsatisfiable")
    return reply.code(416).header("content-range", `bytes */${size}`).send();
  const { start, end } = range ?? { start: 0, end: size - 1 };
  if (range) reply.code(206).header("content-range", `bytes ${start}-${end}/${size}`);
  reply.header("content-length", String(end - start + 1));
  if (request.method === "HEAD") return reply.send();
  return reply.send(await service.storage.read(key, start, end));
}
