import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.js";
import { migrations } from "../db/migrations/index.js";
import { seedIfEmpty } from "../seed/seed.js";

const grantQuery = `SELECT parent.name AS screen, r.sign FROM menus m
  JOIN menus parent ON parent.id = m.pid
  JOIN role_menus rm ON rm.menu_id = m.id JOIN roles r ON r.id = rm.role_id
  WHERE m.permission = 'settings:edit' ORDER BY r.sign`;
const GRANTED = [{ screen: "systemConfig", sign: "admin" }];
const passwords = { adminPassword: "Admin-pass-1", testPassword: "Test-pass-1" };
const ID = "0011-site-settings";

// Each test opens its own PGlite and runs every migration: slow on a busy machine.
describe("the site settings grant on every kind of database", { timeout: 120_000 }, () => {
  it("a database seeded before site settings existed grants settings:edit to admin", async () => {
    const database = await openDatabase({});
    try {
      for (const migration of migrations.filter((m) => m.id < ID))
        await database.runScript(migration.sql);
      await seedIfEmpty(database.db, passwords);
      // As the seed was before this permission: without its row.
      await database.runScript("DELETE FROM menus WHERE permission = 'settings:edit'");
      await database.runScript(migrations.find((m) => m.id === ID)?.sql ?? "");
      expect(await database.query(grantQuery)).toEqual(GRANTED);
    } finally {
      await database.close();
    }
  });

  it("a first start gets it once, from the seed", async () => {
    const database = await openDatabase({});
    try {
      for (const migration of migrations) await database.runScript(migration.sql);
      await seedIfEmpty(database.db, passwords);
      expect(await database.query(grantQuery)).toEqual(GRANTED);
    } finally {
      await database.close();
    }
  });
});
