import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetWithModules, signInAll } from "../modules/testing.js";
import type { FleetEvent } from "../realtime/events.js";
import { startTestServer, type TestServer } from "../testing/test-server.js";
import { createFleet, fleetFor } from "./fleet.js";
import { deviceCall, importDevices } from "./testing.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());
beforeEach(async () => {
  await fleetFor(server.database)?.flush();
  await resetWithModules(server);
});

describe("the fleet's heartbeat batching", { timeout: 60_000 }, () => {
  it("answers a heartbeat only once it is stored: N answered → N rows, with no flush", async () => {
    const tokens = await signInAll(server);
    const devices = await importDevices(server, tokens.admin, "BATCH", 20);
    const published: FleetEvent[] = [];
    // Ahead of the real clock, so the test server's own fleet (sweeping every 5 s by the real
    // clock) never finds these devices silent; this fleet sweeps only when the test says.
    let clock = new Date("2100-01-01T10:00:00Z");
    const fleet = createFleet({
      database: server.database,
      now: () => clock,
      events: { publish: (event) => published.push(event) },
      // No timer sweep during the test: only explicit calls.
      sweepMs: 3_600_000,
    });
    try {
      const known = await Promise.all(devices.map((d) => fleet.authenticate(d.serial, d.secret)));
      expect(known.every(Boolean)).toBe(true);
      // Each device in turn, all of them at once (a device sends one after another, the fleet in
      // parallel): the beats of a burst share statements (group commit).
      const n = 1_234;
      for (let start = 0; start < n; start += known.length) {
        await Promise.all(
          Array.from({ length: Math.min(known.length, n - start) }, (_, k) =>
            fleet.heartbeat(known[k]!, {
              battery: (start + k) % 100,
              signal: -60,
              firmwareVersion: null,
              lat: null,
              lng: null,
            }),
          ),
        );
      }
      expect(fleet.pendingHeartbeats()).toBe(0);
      const [rows] = await server.database.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM device_heartbeats",
      );
      expect(rows!.n).toBe(n);
      // Each device came online once and is seen at the fleet clock.
      expect(published.filter((e) => e.type === "online")).toHaveLength(20);
      expect(published.filter((e) => e.type === "heartbeat")).toHaveLength(n);
      const seen = await server.database.query<{ last_seen_at: Date }>(
        "SELECT DISTINCT last_seen_at FROM devices",
      );
      expect(seen.map((r) => new Date(r.last_seen_at).toISOString())).toEqual([
        clock.toISOString(),
      ]);

      // Silence past the setting: the sweep announces each device offline once.
      clock = new Date(clock.getTime() + 91_000);
      expect(await fleet.sweep()).toBe(20);
      expect(await fleet.sweep()).toBe(0);
      expect(published.filter((e) => e.type === "offline")).toHaveLength(20);

      await fleet.heartbeat(known[0]!, {
        battery: 1,
        signal: null,
        firmwareVersion: null,
        lat: null,
        lng: null,
      });
      expect(published.filter((e) => e.type === "online")).toHaveLength(21);
      const [after] = await server.database.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM device_heartbeats",
      );
      expect(after!.n).toBe(1_235);
    } finally {
      await fleet.close();
    }
  });

  it("answers a heartbeat the database refused 503 'not stored, send again', and stores nothing", async () => {
    const tokens = await signInAll(server);
    const [device] = await importDevices(server, tokens.admin, "REFUSED", 1);
    // The database refuses every new heartbeat row, as a full disk or a lost connection would.
    await server.database.runScript(
      "ALTER TABLE device_heartbeats ADD CONSTRAINT refuse_all CHECK (false) NOT VALID",
    );
    try {
      const refused = await deviceCall(server, device!, "heartbeat", { battery: 40 });
      expect(refused.status).toBe(503);
      expect(refused.json).toMatchObject({ code: 503, msg: "心跳未能保存，请重新发送" });
    } finally {
      await server.database.runScript("ALTER TABLE device_heartbeats DROP CONSTRAINT refuse_all");
    }
    const [rows] = await server.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM device_heartbeats",
    );
    expect(rows!.n).toBe(0);
    expect(fleetFor(server.database)!.pendingHeartbeats()).toBe(0);
    // Sent again, it is stored and answered as stored.
    const again = await deviceCall(server, device!, "heartbeat", { battery: 40 });
    expect(again.json).toMatchObject({ code: 0, data: { stored: true } });
    const [stored] = await server.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM device_heartbeats",
    );
    expect(stored!.n).toBe(1);
  });
});
