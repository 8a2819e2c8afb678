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

describe("the IMEI index on a database that already holds an IMEI twice", {
  timeout: 120_000,
}, () => {
  it("keeps the IMEI on the first device, empties it on the later ones with a note in their history", async () => {
    const older = await openDatabase({});
    try {
      for (const m of migrations.filter((m) => m.id < "0023-device-imei-unique"))
        await older.runScript(m.sql);
      await older.runScript(`INSERT INTO devices (serial, imei, model, batch) VALUES
        ('DUP-0001', '490154203237518', 'VT-100', 'B1'),
        ('DUP-0002', '490154203237518', 'VT-100', 'B1'),
        ('DUP-0003', '490154203237518', 'VT-100', 'B1'),
        ('ONE-0001', '', 'VT-100', 'B1'),
        ('ONE-0002', '', 'VT-100', 'B1')`);
      for (const m of migrations.filter((m) => m.id >= "0023-device-imei-unique"))
        await older.runScript(m.sql);
      expect(await older.query("SELECT serial, imei FROM devices ORDER BY serial")).toEqual([
        { serial: "DUP-0001", imei: "490154203237518" },
        { serial: "DUP-0002", imei: "" },
        { serial: "DUP-0003", imei: "" },
        { serial: "ONE-0001", imei: "" },
        { serial: "ONE-0002", imei: "" },
      ]);
      expect(
        await older.query(
          "SELECT d.serial, e.type, e.detail FROM device_events e JOIN devices d ON d.id = e.device_id ORDER BY d.serial",
        ),
      ).toEqual([
        {
          serial: "DUP-0002",
          type: "edited",
          detail: { reason: "duplicateImei", imei: "490154203237518", keptBy: "DUP-0001" },
        },
        {
          serial: "DUP-0003",
          type: "edited",
          detail: { reason: "duplicateImei", imei: "490154203237518", keptBy: "DUP-0001" },
        },
      ]);
      await expect(
        older.runScript("UPDATE devices SET imei = '490154203237518' WHERE serial = 'ONE-0001'"),
      ).rejects.toThrow();
    } finally {
      await older.close();
    }
  });
});
