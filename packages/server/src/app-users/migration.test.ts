import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.js";
import { migrations } from "../db/migrations/index.js";
import { seedIfEmpty } from "../seed/seed.js";

const buttonQuery = `SELECT p.name AS screen, m.permission, r.sign FROM menus m
  JOIN menus p ON p.id = m.pid
  LEFT JOIN role_menus rm ON rm.menu_id = m.id LEFT JOIN roles r ON r.id = rm.role_id
  WHERE m.permission LIKE 'feedback:%' OR m.permission IN ('appAbout:edit', 'appMyAbout:edit')
  ORDER BY m.permission`;
const BUTTONS = [
  { screen: "appAbout", permission: "appAbout:edit", sign: "admin" },
  { screen: "appMyAbout", permission: "appMyAbout:edit", sign: "admin" },
  { screen: "feedback", permission: "feedback:edit", sign: "admin" },
  { screen: "feedback", permission: "feedback:export", sign: "admin" },
  { screen: "feedback", permission: "feedback:index", sign: "admin" },
  { screen: "feedback", permission: "feedback:status", sign: "admin" },
];
const passwords = { adminPassword: "Admin-pass-1", testPassword: "Test-pass-1" };

// Each test opens its own PGlite and runs every migration: slow on a busy machine.
describe("the app and feedback buttons on every kind of database", { timeout: 240_000 }, () => {
  it("a database seeded before this area existed gets the new buttons, granted to admin", async () => {
    const database = await openDatabase({});
    try {
      const ours = migrations.find((m) => m.id === "0013-app-users");
      // Later migrations that build on the app users' tables (0015 links distributors, 0021 fills
      // devices' province from app_users) could not have run before this area existed: from the
      // first of them on, every migration runs after it, in order, as it would have.
      const first = migrations.findIndex(
        (m, index) => index > migrations.indexOf(ours!) && m.sql.includes("app_users"),
      );
      const later = migrations.slice(first);
      for (const migration of migrations.filter((m) => m !== ours && !later.includes(m)))
        await database.runScript(migration.sql);
      await seedIfEmpty(database.db, passwords);
      // As the seed was before this area: without its buttons.
      await database.runScript(
        "DELETE FROM menus WHERE permission LIKE 'feedback:%' OR permission IN ('appAbout:edit', 'appMyAbout:edit')",
      );
      await database.runScript(ours?.sql ?? "");
      for (const migration of later) await database.runScript(migration.sql);
      expect(await database.query(buttonQuery)).toEqual(BUTTONS);
    } finally {
      await database.close();
    }
  });

  it("a first start gets them once, from the seed", async () => {
    const database = await openDatabase({});
    try {
      for (const migration of migrations) await database.runScript(migration.sql);
      expect(await database.query(buttonQuery)).toEqual([]);
      await seedIfEmpty(database.db, passwords);
      expect(await database.query(buttonQuery)).toEqual(BUTTONS);
    } finally {
      await database.close();
    }
  });
});
