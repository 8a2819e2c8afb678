import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { seedIfEmpty } from "../seed/seed.js";
import { startServer } from "../start.js";
import { checkPgliteFolder, DataFolderError, makeDataFolderPrivate } from "./data-folder.js";
import { openDatabase } from "./database.js";
import { migrate } from "./migrate.js";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-data-"));
  made.push(dir);
  return dir;
};

const configFor = (dataDir: string) => ({
  port: 0,
  host: "127.0.0.1",
  dataDir,
  databaseUrl: undefined,
  staticDir: undefined,
  adminPassword: undefined,
  testPassword: undefined,
  sessionTtlMinutes: 120,
  production: false,
  drainDelayMs: 0,
});

/** Every path under `root` whose mode lets anyone but the owner in. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const walk = (p: string) => {
    const stat = fs.lstatSync(p);
    if ((stat.mode & 0o077) !== 0) found.push(`${p} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const e of fs.readdirSync(p)) walk(path.join(p, e));
  };
  walk(root);
  return found;
}

describe("the data folder", () => {
  it("a first start creates the folder 0700 and every database file 0600, credentials included", async () => {
    const dataDir = path.join(tempDir(), "data");
    const logged: string[] = [];
    const log = console.log;
    console.log = (line: string) => logged.push(line);
    const server = await startServer(configFor(dataDir)).finally(() => {
      console.log = log;
    });
    // Migrations and the seed wrote tables after the database opened: private from the start too.
    const whileRunning = openToOthers(dataDir);
    await server.close();
    expect(whileRunning).toEqual([]);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
    expect(fs.statSync(path.join(dataDir, "initial-credentials.txt")).mode & 0o777).toBe(0o600);
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it("files an older version left open to others are made private at start", () => {
    const dataDir = tempDir();
    fs.mkdirSync(path.join(dataDir, "uploads", "2026"), { recursive: true });
    fs.chmodSync(dataDir, 0o755);
    fs.chmodSync(path.join(dataDir, "uploads"), 0o777);
    fs.writeFileSync(path.join(dataDir, "uploads", "2026", "a.png"), "x");
    fs.chmodSync(path.join(dataDir, "uploads", "2026", "a.png"), 0o666);
    fs.writeFileSync(path.join(dataDir, "initial-credentials.txt"), "admin: x\n");
    fs.chmodSync(path.join(dataDir, "initial-credentials.txt"), 0o644);
    makeDataFolderPrivate(dataDir);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(fs.readFileSync(path.join(dataDir, "uploads", "2026", "a.png"), "utf8")).toBe("x");
  });

  it("refuses a database folder without PG_VERSION, names it, and leaves it as it was", async () => {
    const dataDir = tempDir();
    const pglite = path.join(dataDir, "pglite");
    fs.mkdirSync(path.join(pglite, "base"), { recursive: true });
    fs.writeFileSync(path.join(pglite, "base", "1"), "old data");
    const started = startServer(configFor(dataDir));
    await expect(started).rejects.toBeInstanceOf(DataFolderError);
    await expect(started).rejects.toThrow(pglite);
    await expect(started).rejects.toThrow(/no PG_VERSION.*move it away/s);
    expect(fs.readdirSync(pglite)).toEqual(["base"]);
    expect(fs.readFileSync(path.join(pglite, "base", "1"), "utf8")).toBe("old data");
  });

  it("a damaged database names the folder and what to do instead of a bare PGlite error", async () => {
    const dataDir = tempDir();
    const pglite = path.join(dataDir, "pglite");
    fs.mkdirSync(pglite, { recursive: true });
    fs.writeFileSync(path.join(pglite, "PG_VERSION"), "17\n");
    const started = startServer(configFor(dataDir));
    await expect(started).rejects.toBeInstanceOf(DataFolderError);
    await expect(started).rejects.toThrow(
      new RegExp(
        `The database in ${pglite.replaceAll("/", "\\/")} could not be opened.*backup`,
        "s",
      ),
    );
  });

  it("a missing or empty folder is a new database", () => {
    const dir = tempDir();
    expect(checkPgliteFolder(path.join(dir, "pglite"))).toBe("new");
    expect(checkPgliteFolder(dir)).toBe("new");
  });
});

describe("seeding", () => {
  it("never seeds again over a database that holds users, even with its roles emptied", async () => {
    const database = await openDatabase({});
    try {
      await migrate(database);
      expect(
        (await seedIfEmpty(database.db, { adminPassword: "a", testPassword: "b" })).seeded,
      ).toBe(true);
      await database.runScript(
        "DELETE FROM role_menus; DELETE FROM user_roles; DELETE FROM roles;",
      );
      const again = await seedIfEmpty(database.db, { adminPassword: "c", testPassword: "d" });
      expect(again.seeded).toBe(false);
      expect(await database.query("SELECT id FROM roles")).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
