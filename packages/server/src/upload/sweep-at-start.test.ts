import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../app.js";
import { openDatabase } from "../db/database.js";
import { migrate } from "../db/migrate.js";
import { createUploadService } from "./service.js";
import { LEFTOVER_IDLE_MS, sweepUploads } from "./sweep.js";

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

// The sweep runs beside the start; on a loaded machine it may take a while to get its turn.
const WAIT = { timeout: 60_000, interval: 100 };

// Each test opens its own PGlite and runs every migration: slow on a busy machine.
describe("abandoned chunk sets", { timeout: 120_000 }, () => {
  it("are removed when the server starts, while recent ones stay", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-sweep-"));
    dirs.push(dataDir);
    const abandoned = chunkSet(dataDir, "a".repeat(32), 25);
    const recent = chunkSet(dataDir, "b".repeat(32), 23);
    const database = await openDatabase({});
    await migrate(database);
    const app = await createApp({ database, dataDir, env: {} });
    try {
      await vi.waitFor(() => expect(fs.existsSync(abandoned)).toBe(false), WAIT);
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
      await vi.waitFor(() => expect(fs.existsSync(older)).toBe(false), WAIT);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("include the temp files of merges that died, removed at start", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-sweep-"));
    dirs.push(dataDir);
    // What a kill -9 during a merge leaves: a half-written file in storage and a chunk in transit.
    const merging = leftover(dataDir, "uploads", 1);
    const receiving = leftover(dataDir, "upload-chunks", 1);
    const database = await openDatabase({});
    await migrate(database);
    const app = await createApp({ database, dataDir, env: {} });
    try {
      await vi.waitFor(() => {
        expect(fs.existsSync(merging)).toBe(false);
        expect(fs.existsSync(receiving)).toBe(false);
      }, WAIT);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("include, in the periodic sweep, merge temp files idle for an hour but not a merge still writing", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-sweep-"));
    dirs.push(dataDir);
    const database = await openDatabase({});
    await migrate(database);
    try {
      const service = createUploadService({
        database,
        db: database.db,
        dataDir,
        env: {},
        now: () => new Date(),
      } as unknown as Parameters<typeof createUploadService>[0]);
      const dead = leftover(dataDir, "uploads", 2);
      const live = leftover(dataDir, "uploads", 0);
      const now = Date.now();
      await sweepUploads(service, now, now - LEFTOVER_IDLE_MS);
      expect(fs.existsSync(dead)).toBe(false);
      expect(fs.existsSync(live)).toBe(true);
    } finally {
      await database.close();
    }
  });
});

/** A temp file under `<area>/.incoming`, last written `ageHours` ago. */
function leftover(dataDir: string, area: string, ageHours: number) {
  const dir = path.join(dataDir, area, ".incoming");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${ageHours}${"0".repeat(23)}.part`);
  fs.writeFileSync(file, Buffer.alloc(4096));
  const when = new Date(Date.now() - ageHours * 3_600_000 - 60_000);
  fs.utimesSync(file, when, when);
  return file;
}
