import type { ServerContext } from "../context.js";
import type { Database, Db } from "../db/database.js";
import { createReleasedPackages, type ReleasedPackages } from "../firmware/released.js";
import { type FleetEvents, noFleetEvents } from "../realtime/events.js";
import { createHeartbeat } from "./fleet-heartbeat.js";
import { createSosRaiser } from "./fleet-sos.js";
import { createUpgradeReporter } from "./fleet-upgrade-report.js";
import { createHeartbeatBuffer, type HeartbeatBuffer } from "./heartbeat-buffer.js";
import { createKnownDevices } from "./known-devices.js";
import { offlineAfterSeconds } from "./network.js";
import { sweepOffline } from "./offline-sweep.js";

export type { HeartbeatInput, UpgradeOffer } from "./fleet-heartbeat.js";
export type { KnownDevice } from "./known-devices.js";

const SWEEP_MS = 5_000;

/** The events of the ServerContext once the realtime area wires them in; none before. */
export function fleetEventsOf(ctx: ServerContext): FleetEvents {
  return (ctx as ServerContext & { events?: FleetEvents }).events ?? noFleetEvents;
}

/**
 * The device side of the fleet for one server process: who is calling (serial + secret, checked in
 * constant time against a small cache so a heartbeat costs no query), heartbeats into the batch
 * buffer, online/offline transitions, SOS alarms and upgrade offers.
 */
export function createFleet(options: {
  database: Database;
  now: () => Date;
  events?: FleetEvents;
  /** How often this process runs the offline sweep; tests that sweep by hand pass a long one. */
  sweepMs?: number;
  onError?: (error: unknown) => void;
}) {
  const db: Db = options.database.db;
  const now = options.now;
  const events = options.events ?? noFleetEvents;
  const buffer: HeartbeatBuffer = createHeartbeatBuffer(
    options.database,
    options.onError ? { onError: options.onError } : {},
  );
  const released: ReleasedPackages = createReleasedPackages(db);

  const knownDevices = createKnownDevices(db);
  const heartbeat = createHeartbeat({ db, now, events, buffer, released });
  const raiseSos = createSosRaiser({ db, now, events });
  const reportUpgrade = createUpgradeReporter({ db, now });

  /** Announces the devices silent past the setting, from the database (devices/offline-sweep.ts). */
  async function sweep(): Promise<number> {
    await buffer.flush();
    return sweepOffline(db, events, now().getTime(), await offlineAfterSeconds(db));
  }
  const sweeper = setInterval(() => {
    sweep().catch((error) => options.onError?.(error));
  }, options.sweepMs ?? SWEEP_MS);
  sweeper.unref();

  return {
    authenticate: knownDevices.authenticate,
    heartbeat,
    sweep,
    raiseSos,
    reportUpgrade,
    /** Drops cached devices (after a rotation, deletion or edit) so the next call reads them again. */
    forgetDevices: (ids: number[]) => knownDevices.forget(ids),
    forgetPackages: () => released.forget(),
    flush: () => buffer.flush(),
    pendingHeartbeats: () => buffer.pending(),
    async close() {
      clearInterval(sweeper);
      await buffer.close();
    },
  };
}

export type Fleet = ReturnType<typeof createFleet>;

const fleets = new WeakMap<Database, Fleet>();

/** The fleet serving a database in this process (tests reach it to flush and sweep). */
export function fleetFor(database: Database): Fleet | undefined {
  return fleets.get(database);
}

export function rememberFleet(database: Database, fleet: Fleet) {
  fleets.set(database, fleet);
}
