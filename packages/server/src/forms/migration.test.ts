import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.js";
import { migrations } from "../db/migrations/index.js";
import { seedIfEmpty } from "../seed/seed.js";

const screenQuery = `SELECT m.path, m.permission, m.component, r.sign FROM menus m
  LEFT JOIN role_menus rm ON rm.menu_id = m.id LEFT JOIN roles r ON r.id = rm.role_id
  WHERE m.name = 'decorateForms' OR m.permission LIKE 'formAnswer:%' ORDER BY m.id`;
const SCREEN = [
  { path: "/decorate/forms", permission: "", component: "forms/index", sign: "admin" },
  { path: "", permission: "formAnswer:index", component: "", sign: "admin" },
  { path: "", permission: "formAnswer:export", component: "", sign: "admin" },
  { path: "", permission: "formAnswer:del", component: "", sign: "admin" },
];
const passwords = { adminPassword: "Admin-pass-1", testPassword: "Test-pass-1" };

// Each test opens its own PGlite and runs every migration: slow on a busy machine.
describe("the form answers screen on every kind of database", { timeout: 120_000 }, () => {
  it("a database seeded before form answers existed gets the screen and its buttons for admin", async () => {
    const database = await openDatabase({});
    try {
      const before = migrations.filter((m) => m.id < "0009-form-answers");
      for (const migration of before) await database.runScript(migration.sql);
      await seedIfEmpty(database.db, passwords);
      // As the seed was before this screen: without its rows.
      await database.runScript(
        "DELETE FROM menus WHERE name = 'decorateForms' OR permission LIKE 'formAnswer:%'",
      );
      const formsMigration = migrations.find((m) => m.id === "0009-form-answers");
      await database.runScript(formsMigration?.sql ?? "");
      expect(await database.query(screenQuery)).toEqual(SCREEN);
    } finally {
      await database.close();
    }
  });

  it("a first start gets them once, from the seed", async () => {
    const database = await openDatabase({});
    try {
      for (const migration of migrations) await database.runScript(migration.sql);
      expect(await database.query(screenQuery)).toEqual([]);
      await seedIfEmpty(database.db, passwords);
      expect(await database.query(screenQuery)).toEqual(SCREEN);
    } finally {
      await database.close();
    }
  });
});
