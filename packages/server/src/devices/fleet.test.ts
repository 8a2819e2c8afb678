import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetWithModules, signInAll } from "../modules/testing.js";
import type { FleetEvent } from "../realtime/events.js";
import { startTestServer, type TestServer } from "../testing/test-server.js";
import { createFleet, fleetFor } from "./fleet.js";
import { importDevices } from "./testing.js";

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
  it("loses no heartbeat: N accepted → N rows after a flush; closing flushes the rest", async () => {
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
      // No timer flush or sweep during the test: only the size trigger, explicit calls and close.
      flushMs: 3_600_000,
      sweepMs: 3_600_000,
    });
    try {
      const known = await Promise.all(devices.map((d) => fleet.authenticate(d.serial, d.secret)));
      expect(known.every(Boolean)).toBe(true);
      const n = 1_234;
      for (let i = 0; i < n; i++) {
        await fleet.heartbeat(known[i % known.length]!, {
          battery: i % 100,
          signal: -60,
          firmwareVersion: null,
          lat: null,
          lng: null,
        });
      }
      await fleet.flush();
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
    } finally {
      await fleet.close();
    }
    const [after] = await server.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM device_heartbeats",
    );
    expect(after!.n).toBe(1_235);
  });
});
