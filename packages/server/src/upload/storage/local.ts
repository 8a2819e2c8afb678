import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { assertStorageKey, type MediaStorage, type ObjectWriter } from "./types.js";

/** Media on local disk under `root`; a file appears under its key only once it is complete. */
export function createLocalStorage(root: string): MediaStorage {
  const incoming = path.join(root, ".incoming");
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split("/"));
  };

  return {
    kind: "local",
    async createWriter(key) {
      const target = fileOf(key);
      await fs.promises.mkdir(incoming, { recursive: true });
      const temp = path.join(incoming, `${randomBytes(12).toString("hex")}.part`);
      const handle = await fs.promises.open(temp, "w");
      let closed = false;
      const close = async () => {
        if (closed) return;
        closed = true;
        await handle.close();
      };
      const writer: ObjectWriter = {
        async write(bytes) {
          // A write may take fewer bytes than given; keep going until all are on disk.
          let offset = 0;
          while (offset < bytes.length) {
            const { bytesWritten } = await handle.write(bytes, offset, bytes.length - offset);
            offset += bytesWritten;
          }
        },
        async commit() {
          await handle.sync();
          await close();
          await fs.promises.mkdir(path.dirname(target), { recursive: true });
          // rename is atomic: readers see either nothing or the whole file.
          await fs.promises.rename(temp, target);
        },
        async abort() {
          await close().catch(() => undefined);
          await fs.promises.rm(temp, { force: true });
        },
      };
      return writer;
    },
    async size(key) {
      try {
        const stat = await fs.promises.stat(fileOf(key));
        return stat.isFile() ? stat.size : undefined;
      } catch {
        return undefined;
      }
    },
    async read(key, start, end): Promise<Readable> {
      return fs.createReadStream(fileOf(key), { start, end, highWaterMark: 256 * 1024 });
    },
    async remove(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
    async removeLeftovers(beforeMs) {
      let removed = 0;
      for (const name of await fs.promises.readdir(incoming).catch(() => [] as string[])) {
        if (!name.endsWith(".part")) continue;
        const file = path.join(incoming, name);
        const stat = await fs.promises.stat(file).catch(() => undefined);
        if (stat?.isFile() && stat.mtimeMs < beforeMs) {
          await fs.promises.rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
