import fs from "node:fs";
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import {
  type ChunkSetInfo,
  type ChunkSource,
  type ChunkStore,
  createIncoming,
  FILE_SIGN,
  sameInfo,
} from "./chunk-store.js";
import {
  bodyStream,
  isMissing,
  listObjects,
  type S3Bucket,
  statusOf,
} from "./storage/s3-bucket.js";

const PREFIX = "chunks/";

/**
 * Chunks as objects in the bucket (`chunks/<fileSign>/<chunkNumber>`), so that several server
 * processes behind a load balancer see the same chunk sets: any of them can take the next chunk or
 * the merge. A chunk still arrives in a local temp file first; one PutObject then makes it visible
 * whole, never in part.
 */
export function createS3ChunkStore(bucket: S3Bucket, incomingDir: string): ChunkStore {
  const { client } = bucket;
  const Bucket = bucket.settings.bucket;
  const incoming = createIncoming(incomingDir);
  const setPrefix = (sign: string) => {
    if (!FILE_SIGN.test(sign)) throw new Error("invalid file sign");
    return `${PREFIX}${sign}/`;
  };

  async function info(sign: string): Promise<ChunkSetInfo | undefined> {
    let text: string;
    try {
      const got = await client.send(
        new GetObjectCommand({ Bucket, Key: `${setPrefix(sign)}info.json` }),
      );
      text = (await got.Body?.transformToString()) ?? "";
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    try {
      return JSON.parse(text) as ChunkSetInfo;
    } catch {
      return undefined;
    }
  }

  async function listed(sign: string) {
    const prefix = setPrefix(sign);
    return (await listObjects(bucket, prefix))
      .map((o) => ({ ...o, name: o.key.slice(prefix.length) }))
      .filter((o) => /^\d+$/.test(o.name));
  }

  async function remove(sign: string) {
    for (const object of await listObjects(bucket, setPrefix(sign))) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: object.key }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
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
        try {
          await client.send(
            new PutObjectCommand({
              Bucket,
              Key: `${setPrefix(sign)}info.json`,
              IfNoneMatch: "*",
              ContentType: "application/json",
              Body: JSON.stringify(announced),
            }),
          );
        } catch (error) {
          // 412: another process wrote it first.
          if (statusOf(error) !== 412) throw error;
        }
        existing = await info(sign);
      }
      try {
        if (!existing || !sameInfo(existing, announced)) return "inconsistent";
        // Chunks are small (the chunk limit caps them), so one buffered PutObject is enough.
        const body = await fs.promises.readFile(tempFile);
        await client.send(
          new PutObjectCommand({ Bucket, Key: `${setPrefix(sign)}${chunkNumber}`, Body: body }),
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
            const got = await client.send(
              new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${bytes - 1}` }),
            );
            const head = (await got.Body?.transformToByteArray()) ?? new Uint8Array();
            return Buffer.from(head).subarray(0, bytes);
          },
          async open() {
            const got = await client.send(new GetObjectCommand({ Bucket, Key: key }));
            return bodyStream(got.Body);
          },
        };
      });
    },

    async removeAbandoned(maxAgeMs, nowMs = Date.now()) {
      // The last activity of a set is its newest object.
      const newest = new Map<string, number>();
      for (const object of await listObjects(bucket, PREFIX)) {
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
