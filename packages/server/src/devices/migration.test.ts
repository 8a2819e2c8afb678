import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.js";
import { migrations } from "../db/migrations/index.js";
import { seedIfEmpty } from "../seed/seed.js";

// The buttons this area added, with the roles granted each (admin always, after-sale their share).
const grantsQuery = `SELECT b.permission, string_agg(r.sign, ',' ORDER BY r.sign) AS signs
  FROM menus b JOIN role_menus rm ON rm.menu_id = b.id JOIN roles r ON r.id = rm.role_id
  WHERE b.type = 'button' AND split_part(b.permission, ':', 1) IN ('device', 'sos', 'firmware')
    AND b.permission NOT IN ('device:status')
  GROUP BY b.permission ORDER BY b.permission`;
const passwords = { adminPassword: "Admin-pass-1", testPassword: "Test-pass-1" };

describe("the device area's buttons and roles on every kind of database", {
  timeout: 120_000,
}, () => {
  it("a database seeded before devices existed gets the agent role and the same grants as a first start", async () => {
    const fresh = await openDatabase({});
    const older = await openDatabase({});
    try {
      for (const migration of migrations) await fresh.runScript(migration.sql);
      await seedIfEmpty(fresh.db, passwords);
      const expected = await fresh.query(grantsQuery);
      expect(expected).toContainEqual({ permission: "device:battery", signs: "admin,aftersale" });
      expect(expected).toContainEqual({ permission: "device:sell", signs: "admin" });
      expect(expected).toContainEqual({ permission: "sos:acknowledge", signs: "admin,aftersale" });
      expect(expected).toContainEqual({ permission: "firmware:add", signs: "admin" });

      const before = migrations.filter((m) => m.id < "0014-devices");
      for (const migration of before) await older.runScript(migration.sql);
      await seedIfEmpty(older.db, passwords);
      // As seeded before this area: no agent role, only the device list's first buttons.
      await older.runScript(`DELETE FROM roles WHERE sign = 'agent';
        DELETE FROM menus WHERE type = 'button' AND (permission LIKE 'sos:%' OR permission LIKE 'firmware:%'
          OR permission IN ('device:battery', 'device:electrode', 'device:agent', 'device:afterSale',
            'device:sell', 'device:restore', 'device:secret'));
        DELETE FROM role_menus WHERE role_id = (SELECT id FROM roles WHERE sign = 'aftersale')
          AND menu_id IN (SELECT id FROM menus WHERE type = 'button');`);
      for (const migration of migrations.filter((m) => m.id >= "0014-devices"))
        await older.runScript(migration.sql);
      expect(await older.query(grantsQuery)).toEqual(expected);
      expect(await older.query("SELECT sign FROM roles WHERE sign = 'agent'")).toEqual([
        { sign: "agent" },
      ]);
    } finally {
      await fresh.close();
      await older.close();
    }
  });
});
