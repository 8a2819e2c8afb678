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

const beat = { battery: 50, signal: -60, firmwareVersion: null, lat: null, lng: null };

/** A server process's fleet on the shared database, on the test's clock, sweeping only when told. */
function instance(clock: () => Date, published: FleetEvent[]) {
  return createFleet({
    database: server.database,
    now: clock,
    events: { publish: (event) => published.push(event) },
    sweepMs: 3_600_000,
  });
}

const offline = (events: FleetEvent[]) =>
  events.filter((e) => e.type === "offline").map((e) => (e as { serial: string }).serial);

describe("offline detection from the database", { timeout: 60_000 }, () => {
  it("is done by any process, also one started after the process that heard the devices", async () => {
    const tokens = await signInAll(server);
    const devices = await importDevices(server, tokens.admin, "SWEEP", 4);
    // Ahead of the real clock, so the test server's own fleet never finds these devices silent.
    let now = new Date("2100-01-01T10:00:00Z");
    const heardBy: FleetEvent[] = [];
    const first = instance(() => now, heardBy);
    for (const d of devices.slice(0, 3)) {
      const known = await first.authenticate(d.serial, d.secret);
      await first.heartbeat(known!, beat);
    }
    // The process that heard them stops (a restart, or a crash: their answers came after the write).
    await first.close();

    // Another process, started later, sweeps: the silent devices are announced offline once, at
    // the moment their silence (90 s by default) ran out; the one that never connected is not.
    now = new Date(now.getTime() + 91_000);
    const restarted: FleetEvent[] = [];
    const second = instance(() => now, restarted);
    const third: FleetEvent[] = [];
    const other = instance(() => now, third);
    try {
      // Two instances sweeping at once announce each device exactly once between them.
      const [a, b] = await Promise.all([second.sweep(), other.sweep()]);
      expect(a + b).toBe(3);
      expect([...offline(restarted), ...offline(third)].sort()).toEqual(
        devices
          .slice(0, 3)
          .map((d) => d.serial)
          .sort(),
      );
      const event = [...restarted, ...third].find((e) => e.type === "offline") as { at: string };
      expect(event.at).toBe("2100-01-01T10:01:30.000Z");
      expect(offline(heardBy)).toEqual([]);
      expect(await second.sweep()).toBe(0);
      expect(await other.sweep()).toBe(0);

      // A device back online is announced online by whoever hears it, and offline again after
      // a new silence, once.
      const back = await second.authenticate(devices[0]!.serial, devices[0]!.secret);
      await second.heartbeat(back!, beat);
      expect(restarted.filter((e) => e.type === "online")).toHaveLength(1);
      expect(await other.sweep()).toBe(0);
      now = new Date(now.getTime() + 91_000);
      expect(await other.sweep()).toBe(1);
      expect(offline(third).at(-1)).toBe(devices[0]!.serial);
      expect(await other.sweep()).toBe(0);
    } finally {
      await second.close();
      await other.close();
    }
  });

  it("never announces a device offline just after its coming back was answered", async () => {
    const tokens = await signInAll(server);
    const [device] = await importDevices(server, tokens.admin, "RACE", 1);
    let now = new Date("2100-02-01T10:00:00Z");
    const events: FleetEvent[] = [];
    const hearing = instance(() => now, events);
    const sweeping = instance(() => now, events);
    try {
      const known = await hearing.authenticate(device!.serial, device!.secret);
      await hearing.heartbeat(known!, beat);
      await hearing.flush();
      // Silent for 5 minutes while no process swept, then back: another process sweeps right after
      // the answer. Coming online is written before the batched row, so it is not stale.
      now = new Date(now.getTime() + 300_000);
      await hearing.heartbeat(known!, beat);
      expect(await sweeping.sweep()).toBe(0);
      expect(events.map((e) => e.type).filter((t) => t !== "heartbeat")).toEqual([
        "online",
        "online",
      ]);
    } finally {
      await hearing.close();
      await sweeping.close();
    }
  });
});
