import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** What the first chunk of a file announced; every later chunk of the same file must agree. */
export interface ChunkSetInfo {
  totalChunks: number;
  totalChunkSize: number;
  fileType: "image" | "video";
}

/** fileSign is a lowercase hex MD5: the only client value that ever names a folder. */
export const FILE_SIGN = /^[0-9a-f]{32}$/;

const CHUNK_NAME = /^\d+$/;

/**
 * Chunks waiting for their merge, on local disk: `<root>/<fileSign>/<chunkNumber>` plus `info.json`.
 * Every write goes to a temp file first and is renamed into place, so a chunk sent twice, or a
 * request cut off half way, never leaves a partial chunk under its number.
 */
export function createChunkStore(root: string) {
  const incoming = path.join(root, ".incoming");
  const setDir = (sign: string) => {
    if (!FILE_SIGN.test(sign)) throw new Error("invalid file sign");
    return path.join(root, sign);
  };

  return {
    root,
    /** A fresh temp path for a chunk being received (its number and file are not known yet). */
    async tempPath(): Promise<string> {
      await fs.promises.mkdir(incoming, { recursive: true });
      return path.join(incoming, `${randomBytes(12).toString("hex")}.part`);
    },

    chunkPath(sign: string, chunkNumber: number): string {
      return path.join(setDir(sign), String(chunkNumber));
    },

    async info(sign: string): Promise<ChunkSetInfo | undefined> {
      try {
        return JSON.parse(
          await fs.promises.readFile(path.join(setDir(sign), "info.json"), "utf8"),
        ) as ChunkSetInfo;
      } catch {
        return undefined;
      }
    },

    /**
     * Moves a received chunk into place. The first chunk fixes the set's info (the first writer wins
     * through a hard link, which fails when the name exists); a chunk that disagrees is refused.
     */
    async accept(
      sign: string,
      chunkNumber: number,
      tempFile: string,
      info: ChunkSetInfo,
    ): Promise<"ok" | "inconsistent"> {
      const dir = setDir(sign);
      await fs.promises.mkdir(dir, { recursive: true });
      let existing = await this.info(sign);
      if (!existing) {
        const infoTemp = `${tempFile}.info`;
        await fs.promises.writeFile(infoTemp, JSON.stringify(info));
        try {
          await fs.promises.link(infoTemp, path.join(dir, "info.json"));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
        } finally {
          await fs.promises.rm(infoTemp, { force: true });
        }
        existing = await this.info(sign);
      }
      if (
        !existing ||
        existing.totalChunks !== info.totalChunks ||
        existing.totalChunkSize !== info.totalChunkSize ||
        existing.fileType !== info.fileType
      ) {
        await fs.promises.rm(tempFile, { force: true });
        return "inconsistent";
      }
      const target = path.join(dir, String(chunkNumber));
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

    /** Chunk numbers present, ascending. */
    async list(sign: string): Promise<number[]> {
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

    async chunkSize(sign: string, chunkNumber: number): Promise<number> {
      return (await fs.promises.stat(this.chunkPath(sign, chunkNumber))).size;
    },

    async remove(sign: string): Promise<void> {
      await fs.promises.rm(setDir(sign), { recursive: true, force: true });
    },

    /** Removes chunk sets and stray temp files nobody has touched for `maxAgeMs`; answers how many. */
    async removeAbandoned(maxAgeMs: number, nowMs = Date.now()): Promise<number> {
      let removed = 0;
      let names: string[];
      try {
        names = await fs.promises.readdir(root);
      } catch {
        return 0;
      }
      for (const name of names) {
        if (FILE_SIGN.test(name)) {
          const dir = path.join(root, name);
          // A new chunk renamed into the folder updates its mtime, so this is the last activity.
          const stat = await fs.promises.stat(dir).catch(() => undefined);
          if (stat && nowMs - stat.mtimeMs > maxAgeMs) {
            await fs.promises.rm(dir, { recursive: true, force: true });
            removed++;
          }
        }
      }
      for (const name of await fs.promises.readdir(incoming).catch(() => [] as string[])) {
        const file = path.join(incoming, name);
        const stat = await fs.promises.stat(file).catch(() => undefined);
        if (stat && nowMs - stat.mtimeMs > maxAgeMs) {
          await fs.promises.rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}

export type ChunkStore = ReturnType<typeof createChunkStore>;
