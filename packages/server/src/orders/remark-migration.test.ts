import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.js";
import { migrations } from "../db/migrations/index.js";
import { seedIfEmpty } from "../seed/seed.js";

const passwords = { adminPassword: "Admin-pass-1", testPassword: "Test-pass-1" };

// Opens its own PGlite and runs every migration: slow on a busy machine.
describe("migration 0035 on a database seeded before order:remark", { timeout: 240_000 }, () => {
  it("adds the remark button once, for the admin role and every role that could ship", async () => {
    const database = await openDatabase({});
    try {
      const ours = migrations.find((m) => m.id === "0035-order-remark-button")!;
      for (const migration of migrations.slice(0, migrations.indexOf(ours)))
        await database.runScript(migration.sql);
      await seedIfEmpty(database.db, passwords);
      // A seed of that time: no remark button, and the common role granted shipping.
      await database.runScript(`
        DELETE FROM menus WHERE permission = 'order:remark';
        INSERT INTO role_menus (role_id, menu_id)
          SELECT r.id, m.id FROM roles r, menus m
          WHERE r.sign = 'common' AND m.permission = 'order:ship';
      `);
      const holders = () =>
        database.query<{ sign: string }>(
          `SELECT r.sign FROM role_menus rm JOIN roles r ON r.id = rm.role_id
           JOIN menus m ON m.id = rm.menu_id WHERE m.permission = 'order:remark' ORDER BY r.sign`,
        );
      await database.runScript(ours.sql);
      await database.runScript(ours.sql);
      expect((await holders()).map((h) => h.sign)).toEqual(["admin", "common"]);
      const [buttons] = await database.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM menus WHERE permission = 'order:remark' AND type = 'button'",
      );
      expect(buttons?.n).toBe(1);
    } finally {
      await database.close();
    }
  });
});
