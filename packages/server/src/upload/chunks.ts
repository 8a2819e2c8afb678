import fs from "node:fs";
import path from "node:path";
import {
  type ChunkSetInfo,
  type ChunkStore,
  createIncoming,
  FILE_SIGN,
  fileSource,
  sameInfo,
} from "./chunk-store.js";

export { type ChunkSetInfo, type ChunkStore, FILE_SIGN } from "./chunk-store.js";

const CHUNK_NAME = /^\d+$/;

/** Chunks on local disk: `<root>/<fileSign>/<chunkNumber>` plus `info.json`, renamed into place. */
export function createChunkStore(
  root: string,
): ChunkStore & { chunkPath(sign: string, n: number): string } {
  const incoming = createIncoming(path.join(root, ".incoming"));
  const setDir = (sign: string) => {
    if (!FILE_SIGN.test(sign)) throw new Error("invalid file sign");
    return path.join(root, sign);
  };
  const chunkPath = (sign: string, n: number) => path.join(setDir(sign), String(n));

  async function info(sign: string): Promise<ChunkSetInfo | undefined> {
    try {
      return JSON.parse(
        await fs.promises.readFile(path.join(setDir(sign), "info.json"), "utf8"),
      ) as ChunkSetInfo;
    } catch {
      return undefined;
    }
  }

  return {
    tempPath: () => incoming.tempPath(),
    removeLeftovers: (beforeMs) => incoming.sweep(0, beforeMs),
    chunkPath,
    info,

    async accept(sign, chunkNumber, tempFile, announced) {
      const dir = setDir(sign);
      await fs.promises.mkdir(dir, { recursive: true });
      let existing = await info(sign);
      if (!existing) {
        // The first writer wins through a hard link, which fails when the name exists.
        const infoTemp = `${tempFile}.info`;
        await fs.promises.writeFile(infoTemp, JSON.stringify(announced));
        try {
          await fs.promises.link(infoTemp, path.join(dir, "info.json"));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
        } finally {
          await fs.promises.rm(infoTemp, { force: true });
        }
        existing = await info(sign);
      }
      if (!existing || !sameInfo(existing, announced)) {
        await fs.promises.rm(tempFile, { force: true });
        return "inconsistent";
      }
      const target = chunkPath(sign, chunkNumber);
      try {
        await fs.promises.rename(tempFile, target);
      } catch (error) {
        // A merge or the sweep may remove the folder in between: make it again and retry once.
        if ((error as NodeJS.ErrnoException).code !== "ENOENT" || !fs.existsSync(tempFile))
          throw error;
        await fs.promises.mkdir(dir, { recursive: true });
        await fs.promises.rename(tempFile, target);
      }
      return "ok";
    },

    async list(sign) {
      let names: string[];
      try {
        names = await fs.promises.readdir(setDir(sign));
      } catch {
        return [];
      }
      return names
        .filter((n) => CHUNK_NAME.test(n))
        .map(Number)
        .sort((a, b) => a - b);
    },

    async sources(sign, count) {
      const out = [];
      for (let n = 0; n < count; n++) {
        const file = chunkPath(sign, n);
        out.push(fileSource(file, (await fs.promises.stat(file)).size));
      }
      return out;
    },

    async remove(sign) {
      await fs.promises.rm(setDir(sign), { recursive: true, force: true });
    },

    async removeAbandoned(maxAgeMs, nowMs = Date.now()) {
      let removed = 0;
      for (const name of await fs.promises.readdir(root).catch(() => [] as string[])) {
        if (!FILE_SIGN.test(name)) continue;
        const dir = path.join(root, name);
        // A new chunk renamed into the folder updates its mtime, so this is the last activity.
        const stat = await fs.promises.stat(dir).catch(() => undefined);
        if (stat && nowMs - stat.mtimeMs > maxAgeMs) {
          await fs.promises.rm(dir, { recursive: true, force: true });
          removed++;
        }
      }
      return removed + (await incoming.sweep(maxAgeMs, nowMs));
    },
  };
}
