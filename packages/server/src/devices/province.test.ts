import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.js";
import { migrations } from "../db/migrations/index.js";
import { type Tokens, useSignedInServer } from "../modules/testing.js";
import type { TestServer } from "../testing/test-server.js";

const counts = `SELECT province, sum(count)::int AS count FROM dashboard_device_counts
  WHERE count <> 0 GROUP BY province ORDER BY province`;

describe("a device's province", { timeout: 120_000 }, () => {
  it("is filled once from the bound app user's region for devices made before migration 0021", async () => {
    const database = await openDatabase({});
    try {
      for (const m of migrations.filter((m) => m.id < "0021-device-province-offline"))
        await database.runScript(m.sql);
      await database.runScript(`
        INSERT INTO app_users (id, phone, region) VALUES (1, '13800000001', '440305'), (2, '13800000002', '');
        INSERT INTO devices (serial, model, app_user_id) VALUES
          ('OLD-00000001', 'W1', 1), ('OLD-00000002', 'W1', 2), ('OLD-00000003', 'W1', NULL);`);
      for (const m of migrations.filter((m) => m.id >= "0021-device-province-offline"))
        await database.runScript(m.sql);
      expect(await database.query("SELECT serial, province FROM devices ORDER BY serial")).toEqual([
        { serial: "OLD-00000001", province: "广东省" },
        { serial: "OLD-00000002", province: null },
        { serial: "OLD-00000003", province: null },
      ]);
      // The dashboard's rollup followed the backfill.
      expect(await database.query(counts)).toEqual([
        { province: "", count: 2 },
        { province: "广东省", count: 1 },
      ]);
    } finally {
      await database.close();
    }
  });
});

describe("a device's province through the calls", { timeout: 120_000 }, () => {
  let server: TestServer;
  let tokens: Tokens;
  useSignedInServer(
    (started) => (server = started),
    (signedIn) => (tokens = signedIn),
  );

  it("follows the bound app user: binding, the user's region changing, unbinding; the ranking counts it", async () => {
    const [user] = await server.database.query<{ id: number }>(
      "INSERT INTO app_users (phone, region) VALUES ('13900000001', '3301') RETURNING id",
    );
    const add = (body: Record<string, unknown>) =>
      server.call("POST", "/api/device/add", { token: tokens.admin, body });
    const provinceOf = async (id: number) =>
      (
        await server.database.query<{ province: string | null }>(
          "SELECT province FROM devices WHERE id = $1",
          [id],
        )
      )[0]?.province;

    const bound = await add({ serial: "PROV-00000001", model: "W1", appUserId: user!.id });
    expect(bound.json?.code).toBe(0);
    const id = bound.json?.data.id as number;
    expect(await provinceOf(id)).toBe("浙江省");
    const info = await server.call("GET", `/api/device/info?id=${id}`, { token: tokens.admin });
    expect(info.json?.data.province).toBe("浙江省");

    // The app user moves (the app's profile or the app user screen): the device follows.
    await server.database.query("UPDATE app_users SET region = '110101' WHERE id = $1", [user!.id]);
    expect(await provinceOf(id)).toBe("北京市");
    expect(await server.database.query(counts)).toEqual([{ province: "北京市", count: 1 }]);

    // Unbound through the device form, which sends the cleared field as null: no app user, no
    // province, counted as unknown (未知地区).
    const unbound = await add({ id, appUserId: null });
    expect(unbound.json?.code).toBe(0);
    const after = await server.call("GET", `/api/device/info?id=${id}`, { token: tokens.admin });
    expect(after.json?.data).toMatchObject({ appUserId: null, province: null });
    expect(await provinceOf(id)).toBeNull();
    expect(await server.database.query(counts)).toEqual([{ province: "", count: 1 }]);

    // Bound again by an edit.
    await add({ id, serial: "PROV-00000001", model: "W1", appUserId: user!.id });
    expect(await provinceOf(id)).toBe("北京市");
  });
});
