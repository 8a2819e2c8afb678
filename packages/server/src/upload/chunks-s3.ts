import fs from "node:fs";
import {
  type ChunkSetInfo,
  type ChunkSource,
  type ChunkStore,
  createIncoming,
  FILE_SIGN,
  sameInfo,
} from "./chunk-store.js";
import type { S3Client } from "./storage/s3-client.js";

const PREFIX = "chunks/";

/**
 * Chunks as objects in the bucket (`chunks/<fileSign>/<chunkNumber>`), so that several server
 * processes behind a load balancer see the same chunk sets: any of them can take the next chunk or
 * the merge. A chunk still arrives in a local temp file first; one PutObject then makes it visible
 * whole, never in part.
 */
export function createS3ChunkStore(client: S3Client, incomingDir: string): ChunkStore {
  const incoming = createIncoming(incomingDir);
  const setPrefix = (sign: string) => {
    if (!FILE_SIGN.test(sign)) throw new Error("invalid file sign");
    return `${PREFIX}${sign}/`;
  };

  async function info(sign: string): Promise<ChunkSetInfo | undefined> {
    const response = await client.call({ method: "GET", key: `${setPrefix(sign)}info.json` });
    if (response.status === 404) return undefined;
    await client.expectOk(response, "GetObject");
    try {
      return JSON.parse(await response.text()) as ChunkSetInfo;
    } catch {
      return undefined;
    }
  }

  async function listed(sign: string) {
    const prefix = setPrefix(sign);
    return (await client.list(prefix))
      .map((o) => ({ ...o, name: o.key.slice(prefix.length) }))
      .filter((o) => /^\d+$/.test(o.name));
  }

  async function remove(sign: string) {
    for (const object of await client.list(setPrefix(sign))) {
      const response = await client.call({ method: "DELETE", key: object.key });
      if (response.status !== 404) await client.expectOk(response, "DeleteObject");
    }
  }

  return {
    tempPath: () => incoming.tempPath(),
    removeLeftovers: (beforeMs) => incoming.sweep(0, beforeMs),
    info,
    remove,

    async accept(sign, chunkNumber, tempFile, announced) {
      let existing = await info(sign);
      if (!existing) {
        // First writer wins where the store honours If-None-Match; the re-read settles the rest.
        const created = await client.call({
          method: "PUT",
          key: `${setPrefix(sign)}info.json`,
          headers: { "if-none-match": "*", "content-type": "application/json" },
          body: Buffer.from(JSON.stringify(announced)),
        });
        if (created.status !== 412) await client.expectOk(created, "PutObject");
        existing = await info(sign);
      }
      try {
        if (!existing || !sameInfo(existing, announced)) return "inconsistent";
        // Chunks are small (the chunk limit caps them), so one buffered PutObject is enough.
        const body = await fs.promises.readFile(tempFile);
        await client.expectOk(
          await client.call({ method: "PUT", key: `${setPrefix(sign)}${chunkNumber}`, body }),
          "PutObject",
        );
        return "ok";
      } finally {
        await fs.promises.rm(tempFile, { force: true });
      }
    },

    async list(sign) {
      return (await listed(sign)).map((o) => Number(o.name)).sort((a, b) => a - b);
    },

    async sources(sign, count) {
      const sizes = new Map((await listed(sign)).map((o) => [Number(o.name), o.size]));
      return Array.from({ length: count }, (_, n): ChunkSource => {
        const key = `${setPrefix(sign)}${n}`;
        return {
          size: sizes.get(n) ?? 0,
          async head(bytes) {
            const response = await client.expectOk(
              await client.call({ method: "GET", key, headers: { range: `bytes=0-${bytes - 1}` } }),
              "GetObject",
            );
            return Buffer.from(await response.arrayBuffer()).subarray(0, bytes);
          },
          async open() {
            const response = await client.expectOk(
              await client.call({ method: "GET", key }),
              "GetObject",
            );
            return client.bodyStream(response);
          },
        };
      });
    },

    async removeAbandoned(maxAgeMs, nowMs = Date.now()) {
      // The last activity of a set is its newest object.
      const newest = new Map<string, number>();
      for (const object of await client.list(PREFIX)) {
        const sign = object.key.slice(PREFIX.length).split("/")[0] ?? "";
        if (!FILE_SIGN.test(sign)) continue;
        newest.set(sign, Math.max(newest.get(sign) ?? 0, object.lastModified.getTime()));
      }
      let removed = 0;
      for (const [sign, at] of newest) {
        if (nowMs - at <= maxAgeMs) continue;
        await remove(sign);
        removed++;
      }
      return removed + (await incoming.sweep(maxAgeMs, nowMs));
    },
  };
}
