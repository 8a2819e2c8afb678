import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../app.js";
import { openDatabase } from "../db/database.js";
import { migrate } from "../db/migrate.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function chunkSet(dataDir: string, sign: string, ageHours: number) {
  const dir = path.join(dataDir, "upload-chunks", sign);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "0"), "chunk");
  const when = new Date(Date.now() - ageHours * 3_600_000);
  fs.utimesSync(dir, when, when);
  return dir;
}

describe("abandoned chunk sets", () => {
  it("are removed when the server starts, while recent ones stay", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-sweep-"));
    dirs.push(dataDir);
    const abandoned = chunkSet(dataDir, "a".repeat(32), 25);
    const recent = chunkSet(dataDir, "b".repeat(32), 23);
    const database = await openDatabase({});
    await migrate(database);
    const app = await createApp({ database, dataDir, env: {} });
    try {
      await vi.waitFor(() => expect(fs.existsSync(abandoned)).toBe(false));
      expect(fs.existsSync(recent)).toBe(true);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("follow UPLOAD_CHUNK_TTL_HOURS", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-sweep-"));
    dirs.push(dataDir);
    const older = chunkSet(dataDir, "c".repeat(32), 3);
    const database = await openDatabase({});
    await migrate(database);
    const app = await createApp({ database, dataDir, env: { UPLOAD_CHUNK_TTL_HOURS: "2" } });
    try {
      await vi.waitFor(() => expect(fs.existsSync(older)).toBe(false));
    } finally {
      await app.close();
      await database.close();
    }
  });
});
