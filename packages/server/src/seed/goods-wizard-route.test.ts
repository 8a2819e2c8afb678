import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.js";
import { migrations } from "../db/migrations/index.js";
import { seedIfEmpty } from "./seed.js";

const passwords = { adminPassword: "Admin-pass-1", testPassword: "Test-pass-1" };
const OURS = "0027-goods-wizard-route";

/** The wizard's row, its section and the roles granted it. */
const wizardQuery = `SELECT m.path, m.component, m.title, m.is_hide AS "isHide", p.name AS parent,
    coalesce(string_agg(r.sign, ',' ORDER BY r.sign), '') AS roles
  FROM menus m JOIN menus p ON p.id = m.pid
  LEFT JOIN role_menus rm ON rm.menu_id = m.id LEFT JOIN roles r ON r.id = rm.role_id
  WHERE m.name = 'goodsAdd' GROUP BY m.id, p.name`;
const row = (roles: string) => ({
  path: "/goods/add",
  component: "goods/add/index",
  title: "router.goodsAdd",
  isHide: true,
  parent: "goodsIndex",
  roles,
});

// Each test opens its own PGlite and runs every migration: slow on a busy machine.
describe("the goods wizard's own route in the menu", { timeout: 240_000 }, () => {
  it("a database seeded before gets it, granted to the roles that have 商品列表", async () => {
    const database = await openDatabase({});
    try {
      const index = migrations.findIndex((m) => m.id === OURS);
      for (const migration of migrations.slice(0, index)) await database.runScript(migration.sql);
      await seedIfEmpty(database.db, passwords);
      // As the seed was before the wizard had a route; an operator also gave common the list.
      await database.runScript(`DELETE FROM menus WHERE name = 'goodsAdd';
        INSERT INTO role_menus (role_id, menu_id)
          SELECT r.id, m.id FROM roles r, menus m WHERE r.sign = 'common' AND m.name = 'goodsList'`);
      for (const migration of migrations.slice(index)) await database.runScript(migration.sql);
      expect(await database.query(wizardQuery)).toEqual([row("admin,common")]);
      // Run twice (a restored backup), it adds nothing.
      await database.runScript(migrations[index]!.sql);
      expect(await database.query(wizardQuery)).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it("a first start gets it once, from the seed", async () => {
    const database = await openDatabase({});
    try {
      for (const migration of migrations) await database.runScript(migration.sql);
      expect(await database.query(wizardQuery)).toEqual([]);
      await seedIfEmpty(database.db, passwords);
      expect(await database.query(wizardQuery)).toEqual([row("admin")]);
    } finally {
      await database.close();
    }
  });
});
