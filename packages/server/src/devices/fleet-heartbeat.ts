import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../db/database.js";
import type { ReleasedPackages } from "../firmware/released.js";
import { applicablePackage } from "../firmware/rollout.js";
import type { FleetEvents } from "../realtime/events.js";
import type { HeartbeatBuffer } from "./heartbeat-buffer.js";
import type { KnownDevice } from "./known-devices.js";
import { offlineAfterSeconds } from "./network.js";
import { devices } from "./schema.js";

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

/** One heartbeat: stored through the batch buffer, announced live, answered with any upgrade. */
export function createHeartbeat(deps: {
  db: Db;
  now: () => Date;
  events: FleetEvents;
  buffer: HeartbeatBuffer;
  released: ReleasedPackages;
}) {
  const { db, now, events, buffer, released } = deps;

  return async function heartbeat(
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
  };
}
