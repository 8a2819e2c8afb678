import { type FleetEvent as ClientFleetEvent, DEVICE_PERMISSIONS } from "@vitrine/contract";
import { hasPermission, type UserAccess } from "../auth/access.js";
import type { FleetEvent } from "./events.js";

/** Device online/offline changes and heartbeats: for those who may list devices. */
export const DEVICE_GRANT = DEVICE_PERMISSIONS.index;
/** SOS alarms and their changes: for those who may see the alarm list. */
export const SOS_GRANT = "sos:index";
/** New after-sale requests: for those who may list orders (their 售后 tab). */
export const ORDER_GRANT = "order:index";

export interface Grants {
  device: boolean;
  sos: boolean;
  order: boolean;
}

export function grantsOf(access: UserAccess): Grants {
  return {
    device: hasPermission(access, DEVICE_GRANT),
    sos: hasPermission(access, SOS_GRANT),
    order: hasPermission(access, ORDER_GRANT),
  };
}

/**
 * Whether a socket gets an event: alarms by the SOS grant, the network by the device grant, and a
 * device's heartbeats only while the socket watches it (the devices on its screen). Events between
 * processes never reach a socket, so what passes is a client's event.
 */
export function mayReceive(
  grants: Grants,
  watching: ReadonlySet<number>,
  event: FleetEvent,
): event is ClientFleetEvent {
  switch (event.type) {
    case "sos":
    case "sosChanged":
      return grants.sos;
    case "afterSale":
      return grants.order;
    case "heartbeat":
      return grants.device && watching.has(event.deviceId);
    case "sessionsRevoked":
      return false;
    default:
      return grants.device;
  }
}
