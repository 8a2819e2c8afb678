import { createHash } from "node:crypto";
import type { MediaRecord } from "../media-record";

/** What the fake does with one chunk request: store it, drop the connection, or answer an error. */
export type ChunkOutcome = "store" | "network" | { status: number } | { code: 1; msg: string };

export interface ChunkRequest {
  chunkNumber: number;
  fields: Record<string, string>;
  bytes: Uint8Array;
  authorization: string | null;
}

/**
 * An in-memory stand-in for the server's upload contract, for unit tests of the client's own flow
 * (which chunks it sends, when it retries, pausing). It is not used by any end-to-end test.
 */
export function createFakeUploadServer(
  options: {
    records?: MediaRecord[];
    chunkOutcome?: (request: ChunkRequest, attempt: number) => ChunkOutcome | Promise<ChunkOutcome>;
  } = {},
) {
  const records = [...(options.records ?? [])];
  const chunks = new Map<string, Map<number, Uint8Array>>();
  const attempts = new Map<number, number>();
  const chunkRequests: ChunkRequest[] = [];
  const paths: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;

  const envelope = (data: unknown, code = 0, msg = "") =>
    new Response(JSON.stringify({ code, msg, data }), {
      headers: { "Content-Type": "application/json" },
    });

  async function fetch(url: string, init: RequestInit): Promise<Response> {
    const path = new URL(url).pathname;
    paths.push(path);
    // Firmware files use the same four calls under their own path.
    const route = path.replace(/^\/api\/firmware\/upload\//, "/api/upload/");
    const headers = new Headers(init.headers);
    if (init.signal?.aborted) throw new DOMException("aborted", "AbortError");
    if (route === "/api/upload/getUploadFile") {
      const { fileMd5 } = JSON.parse(String(init.body));
      const file = records.find((record) => record.md5 === fileMd5);
      return envelope(file ? { is_true: true, file } : { is_true: false });
    }
    if (route === "/api/upload/getCheckChunkFile") {
      const { fileSign } = JSON.parse(String(init.body));
      return envelope({ uploaded: [...(chunks.get(fileSign)?.keys() ?? [])] });
    }
    if (route === "/api/upload/file") {
      // In flight from the call on, before the body is read: Blob.arrayBuffer() settles in a later
      // turn of the event loop, so counting after it let a slow chunk finish before the next was
      // counted on a busy machine.
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        const form = init.body as FormData;
        const fields: Record<string, string> = {};
        for (const [key, value] of form.entries())
          if (typeof value === "string") fields[key] = value;
        const blob = form.get("file") as Blob;
        const chunkNumber = Number(fields.chunkNumber);
        const request: ChunkRequest = {
          chunkNumber,
          fields,
          bytes: new Uint8Array(await blob.arrayBuffer()),
          authorization: headers.get("Authorization"),
        };
        chunkRequests.push(request);
        const attempt = (attempts.get(chunkNumber) ?? 0) + 1;
        attempts.set(chunkNumber, attempt);
        const outcome = await waitOrAbort(
          Promise.resolve(options.chunkOutcome?.(request, attempt) ?? "store"),
          init.signal,
        );
        if (outcome === "network") throw new TypeError("fetch failed");
        if (typeof outcome === "object" && "status" in outcome) {
          return new Response("", { status: outcome.status });
        }
        if (typeof outcome === "object") return envelope(null, outcome.code, outcome.msg);
        const sign = fields.fileSign ?? "";
        if (!chunks.has(sign)) chunks.set(sign, new Map());
        chunks.get(sign)?.set(chunkNumber, request.bytes);
        return envelope({ chunkNumber });
      } finally {
        inFlight--;
      }
    }
    if (route === "/api/upload/mergeData") {
      const body = JSON.parse(String(init.body));
      const parts = chunks.get(body.fileSign) ?? new Map<number, Uint8Array>();
      const hash = createHash("md5");
      for (let n = 0; n < body.chunkCount; n++) {
        const part = parts.get(n);
        if (!part) return envelope(null, 1, `missing chunk ${n}`);
        hash.update(part);
      }
      if (hash.digest("hex") !== body.fileSign) return envelope(null, 1, "md5 mismatch");
      const record: MediaRecord = {
        id: records.length + 1,
        url: `/media/${body.fileSign}`,
        fileName: body.fileName,
        md5: body.fileSign,
        ext: body.fileName.split(".").pop(),
        type: body.type,
        size: [...parts.values()].reduce((sum, part) => sum + part.length, 0),
        cate_id: body.cate_id,
        create_time: "2026-01-01 00:00:00",
      };
      records.push(record);
      return envelope(record);
    }
    return new Response("", { status: 404 });
  }

  return {
    fetch,
    /** The chunk numbers the server holds for one file. */
    storedChunkNumbers: (fileSign: string) =>
      [...(chunks.get(fileSign)?.keys() ?? [])].sort((a, b) => a - b),
    chunkRequests,
    paths,
    records,
    get maxInFlight() {
      return maxInFlight;
    },
  };
}

function waitOrAbort<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException("aborted", "AbortError"));
    signal.addEventListener("abort", abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}
