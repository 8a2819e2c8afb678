import { and, desc, eq, gte } from "drizzle-orm";
import type { Db } from "../db/database.js";
import type { FleetEvents } from "../realtime/events.js";
import { sosAlarms } from "../sos/schema.js";
import type { KnownDevice } from "./known-devices.js";
import { deviceEvents } from "./schema.js";

const SOS_REPEAT_MS = 60_000;

/** An SOS press from a device: a new alarm (with its device event, announced live) or the open one. */
export function createSosRaiser(deps: { db: Db; now: () => Date; events: FleetEvents }) {
  const { db, now, events } = deps;

  return async function raiseSos(
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
  };
}
