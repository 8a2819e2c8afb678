import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../auth/password.js";
import { type Database, openDatabase } from "../db/database.js";
import { migrate } from "../db/migrate.js";
import { seedIfEmpty } from "./seed.js";

let database: Database;
let dataDir: string;
beforeAll(async () => {
  database = await openDatabase({});
  await migrate(database);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-seed-"));
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("first-start seed", () => {
  it("generates passwords when none are configured, prints them once and writes a 0600 file", async () => {
    const printed: string[] = [];
    const result = await seedIfEmpty(database.db, { dataDir, log: (l) => printed.push(l) });
    expect(result.seeded).toBe(true);
    expect(Object.keys(result.generated).sort()).toEqual(["admin", "test"]);
    const file = path.join(dataDir, "initial-credentials.txt");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const content = fs.readFileSync(file, "utf8");
    expect(content).toContain(`admin: ${result.generated.admin}`);
    expect(printed.join("\n")).toContain(result.generated.test);
    const [admin] = await database.query<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE username = 'admin'",
    );
    expect(await verifyPassword(result.generated.admin!, admin!.password_hash)).toBe(true);
    expect(admin!.password_hash.startsWith("scrypt$")).toBe(true);
  });

  it("does nothing on a later start", async () => {
    const again = await seedIfEmpty(database.db, { dataDir });
    expect(again).toEqual({ seeded: false, generated: {} });
  });

  it("seeds the four roles, the two users holding admin and common", async () => {
    const rows = await database.query<{ username: string; sign: string }>(
      "SELECT u.username, r.sign FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id ORDER BY u.username",
    );
    expect(rows).toEqual([
      { username: "admin", sign: "admin" },
      { username: "test", sign: "common" },
    ]);
    const signs = await database.query<{ sign: string }>("SELECT sign FROM roles ORDER BY sort");
    // agent (issue 22): held by whoever devices are sold through; the seed makes no such user.
    expect(signs.map((r) => r.sign)).toEqual(["admin", "common", "aftersale", "agent"]);
  });

  it("keeps alive only what the spec flags: the system screens and /iframesTwo", async () => {
    const kept = await database.query<{ path: string }>(
      "SELECT path FROM menus WHERE type = 'menu' AND is_keep_alive ORDER BY path",
    );
    expect(kept.map((row) => row.path)).toEqual([
      "/iframesTwo",
      "/system/config",
      "/system/dept",
      "/system/dic",
      "/system/log",
      "/system/menu",
      "/system/organize",
      "/system/role",
      "/system/user",
    ]);
  });

  it("migrations are idempotent", async () => {
    expect(await migrate(database)).toEqual([]);
  });
});
