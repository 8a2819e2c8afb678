import type { FleetEvent } from "../../realtime/types";
import type { LiveDevice } from "./liveApi";

/** The listed devices with one event applied (status, battery, signal, last heartbeat). */
export function applyToDevices(devices: LiveDevice[], event: FleetEvent): LiveDevice[] {
  if (event.type !== "online" && event.type !== "offline" && event.type !== "heartbeat")
    return devices;
  const index = devices.findIndex((device) => device.id === event.deviceId);
  if (index < 0) return devices;
  const device = devices[index]!;
  const next: LiveDevice =
    event.type === "heartbeat"
      ? {
          ...device,
          online: true,
          batteryLevel: event.battery ?? device.batteryLevel,
          signal: event.signal ?? device.signal,
          lastSeenAt: event.at,
        }
      : { ...device, online: event.type === "online" };
  const copy = devices.slice();
  copy[index] = next;
  return copy;
}

/**
 * Whether an event belongs in the stream under the filter: `matching` holds the filtered devices'
 * ids (null: no filter). An alarm's later changes follow its alarm, which `alarms` remembers.
 */
export function inFilter(
  event: FleetEvent,
  matching: ReadonlySet<number> | null,
  alarms: ReadonlyMap<number, number>,
): boolean {
  // A shopper's after-sale request travels the same line but is no event of the fleet.
  if (event.type === "afterSale") return false;
  if (matching === null) return true;
  if (event.type === "sosChanged") {
    const deviceId = alarms.get(event.alarmId);
    return deviceId !== undefined && matching.has(deviceId);
  }
  return matching.has(event.deviceId);
}
