import { and, desc, eq, gte, isNull, lt, or } from "drizzle-orm";
import type { ServerContext } from "../context.js";
import type { Database, Db } from "../db/database.js";
import { createReleasedPackages, type ReleasedPackages } from "../firmware/released.js";
import { applicablePackage } from "../firmware/rollout.js";
import { firmwarePackages, firmwareUpgradeResults } from "../firmware/schema.js";
import { type FleetEvents, noFleetEvents } from "../realtime/events.js";
import { sosAlarms } from "../sos/schema.js";
import { createHeartbeatBuffer, type HeartbeatBuffer } from "./heartbeat-buffer.js";
import { offlineAfterSeconds } from "./network.js";
import { sweepOffline } from "./offline-sweep.js";
import { deviceEvents, devices } from "./schema.js";
import { secretMatches } from "./secrets.js";

/** What a device call needs to know about its caller, kept in memory between calls. */
export interface KnownDevice {
  id: number;
  serial: string;
  model: string;
  firmwareVersion: string;
  appUserId: number | null;
  secretHash: string;
  lastSeenAt: Date | null;
  loadedAt: number;
}

export interface HeartbeatInput {
  battery: number | null;
  signal: number | null;
  firmwareVersion: string | null;
  lat: number | null;
  lng: number | null;
}

export interface UpgradeOffer {
  packageId: number;
  version: string;
  url: string;
  size: number;
  md5: string;
  forced: boolean;
  notes: string;
}

/** A verified device is kept a minute: a rotation in another process takes effect within it. */
const KNOWN_TTL_MS = 60_000;
const SWEEP_MS = 5_000;
const SOS_REPEAT_MS = 60_000;

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
  const known = new Map<string, KnownDevice>();
  const buffer: HeartbeatBuffer = createHeartbeatBuffer(
    options.database,
    options.onError ? { onError: options.onError } : {},
  );
  const released: ReleasedPackages = createReleasedPackages(db);

  async function load(serial: string): Promise<KnownDevice | undefined> {
    const [row] = await db
      .select({
        id: devices.id,
        serial: devices.serial,
        model: devices.model,
        firmwareVersion: devices.firmwareVersion,
        appUserId: devices.appUserId,
        secretHash: devices.secretHash,
        lastSeenAt: devices.lastSeenAt,
        state: devices.state,
      })
      .from(devices)
      .where(eq(devices.serial, serial));
    if (!row || row.state === "deleted" || !row.secretHash) return undefined;
    const { state: _state, ...device } = row;
    return { ...device, loadedAt: Date.now() };
  }

  async function authenticate(serial: string, secret: string): Promise<KnownDevice | undefined> {
    if (!serial || serial.length > 32 || !secret) return undefined;
    let device = known.get(serial);
    if (!device || Date.now() - device.loadedAt > KNOWN_TTL_MS) {
      device = await load(serial);
      if (!device) {
        known.delete(serial);
        return undefined;
      }
      if (known.size > 50_000) known.clear();
      known.set(serial, device);
    }
    return secretMatches(secret, device.secretHash) ? device : undefined;
  }

  async function heartbeat(
    device: KnownDevice,
    input: HeartbeatInput,
  ): Promise<{ at: Date; offlineAfterSeconds: number; upgrade: UpgradeOffer | null }> {
    const at = now();
    const silence = await offlineAfterSeconds(db);
    const iso = at.toISOString();
    const wasOnline =
      device.lastSeenAt !== null && at.getTime() - device.lastSeenAt.getTime() <= silence * 1000;
    if (!wasOnline) {
      // Coming (back) online is written at once, not with the batch: an offline sweep running
      // meanwhile in any process must see this heartbeat, or it would announce the device offline
      // after this online. It happens once per connection, not per heartbeat.
      await db
        .update(devices)
        .set({ lastSeenAt: at })
        .where(
          and(
            eq(devices.id, device.id),
            or(isNull(devices.lastSeenAt), lt(devices.lastSeenAt, at)),
          ),
        );
    }
    // Answered only once committed (a rejection answers "not stored, send again"); so the live
    // line never shows a heartbeat the database does not hold either.
    await buffer.add({ deviceId: device.id, at: iso, ...input });
    device.lastSeenAt = at;
    if (input.firmwareVersion) device.firmwareVersion = input.firmwareVersion;
    if (!wasOnline)
      events.publish({ type: "online", deviceId: device.id, serial: device.serial, at: iso });
    events.publish({
      type: "heartbeat",
      deviceId: device.id,
      serial: device.serial,
      at: iso,
      battery: input.battery,
      signal: input.signal,
    });
    const offer = applicablePackage(await released.list(), device);
    return {
      at,
      offlineAfterSeconds: silence,
      upgrade: offer
        ? {
            packageId: offer.id,
            version: offer.version,
            url: offer.url,
            size: offer.size,
            md5: offer.md5,
            forced: offer.forced,
            notes: offer.notes,
          }
        : null,
    };
  }

  /** Announces the devices silent past the setting, from the database (devices/offline-sweep.ts). */
  async function sweep(): Promise<number> {
    await buffer.flush();
    return sweepOffline(db, events, now().getTime(), await offlineAfterSeconds(db));
  }
  const sweeper = setInterval(() => {
    sweep().catch((error) => options.onError?.(error));
  }, options.sweepMs ?? SWEEP_MS);
  sweeper.unref();

  async function raiseSos(
    device: KnownDevice,
    input: { lat: number | null; lng: number | null; at: Date },
  ): Promise<{ alarmId: number; status: string; repeated: boolean }> {
    const t = now();
    // A device that keeps pressing gets the alarm it already raised while nobody has answered it.
    const [open] = await db
      .select({ id: sosAlarms.id, status: sosAlarms.status })
      .from(sosAlarms)
      .where(
        and(
          eq(sosAlarms.deviceId, device.id),
          eq(sosAlarms.status, "new"),
          gte(sosAlarms.raisedAt, new Date(t.getTime() - SOS_REPEAT_MS)),
        ),
      )
      .orderBy(desc(sosAlarms.id))
      .limit(1);
    if (open) return { alarmId: open.id, status: open.status, repeated: true };
    const alarm = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(sosAlarms)
        .values({
          deviceId: device.id,
          serial: device.serial,
          appUserId: device.appUserId,
          lat: input.lat,
          lng: input.lng,
          raisedAt: input.at,
          createdAt: t,
          updatedAt: t,
        })
        .returning({ id: sosAlarms.id });
      await tx.insert(deviceEvents).values({
        deviceId: device.id,
        type: "sos",
        at: input.at,
        detail: { alarmId: created!.id, lat: input.lat, lng: input.lng },
      });
      return created!;
    });
    events.publish({
      type: "sos",
      alarmId: alarm.id,
      deviceId: device.id,
      serial: device.serial,
      appUserId: device.appUserId,
      at: input.at.toISOString(),
      lat: input.lat,
      lng: input.lng,
    });
    return { alarmId: alarm.id, status: "new", repeated: false };
  }

  async function reportUpgrade(
    device: KnownDevice,
    input: {
      packageId: number;
      success: boolean;
      fromVersion: string;
      toVersion: string;
      message: string;
    },
  ): Promise<number | undefined> {
    const [pkg] = await db
      .select({
        id: firmwarePackages.id,
        model: firmwarePackages.model,
        version: firmwarePackages.version,
      })
      .from(firmwarePackages)
      .where(eq(firmwarePackages.id, input.packageId));
    if (!pkg || pkg.model !== device.model) return undefined;
    const at = now();
    const toVersion = input.toVersion || pkg.version;
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(firmwareUpgradeResults)
        .values({
          packageId: pkg.id,
          deviceId: device.id,
          fromVersion: input.fromVersion,
          toVersion,
          success: input.success,
          message: input.message,
          reportedAt: at,
        })
        .returning({ id: firmwareUpgradeResults.id });
      await tx.insert(deviceEvents).values({
        deviceId: device.id,
        type: "firmware",
        at,
        detail: {
          packageId: pkg.id,
          version: pkg.version,
          fromVersion: input.fromVersion,
          success: input.success,
          message: input.message,
        },
      });
      if (input.success) {
        await tx
          .update(devices)
          .set({ firmwareVersion: toVersion })
          .where(eq(devices.id, device.id));
        device.firmwareVersion = toVersion;
      }
      return row!.id;
    });
  }

  return {
    authenticate,
    heartbeat,
    sweep,
    raiseSos,
    reportUpgrade,
    /** Drops cached devices (after a rotation, deletion or edit) so the next call reads them again. */
    forgetDevices(ids: number[]) {
      const set = new Set(ids);
      for (const [serial, device] of known) if (set.has(device.id)) known.delete(serial);
    },
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
