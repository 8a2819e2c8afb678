import type { ModuleRow } from "../../../components/module/moduleTypes";
import type { FleetEvent } from "../../../realtime/types";

/**
 * What one live event changes in the device rows on screen (issue 36 item 5): `online` and
 * `offline` flip the 在线 cell, and with a heartbeat move the last heartbeat, battery and signal.
 * Answers the same array when no row on screen is concerned, so React skips the render.
 * `stale` says the row no longer matches a fixed online filter and the page should be read again.
 */
export function applyFleetEvent(
  rows: ModuleRow[],
  event: FleetEvent,
  onlineFilter: boolean | undefined,
): { rows: ModuleRow[]; stale: boolean } {
  if (event.type !== "online" && event.type !== "offline" && event.type !== "heartbeat")
    return { rows, stale: false };
  const index = rows.findIndex((row) => row.id === event.deviceId);
  if (index < 0) return { rows, stale: false };
  const row = rows[index]!;
  const next: ModuleRow = { ...row };
  if (event.type === "offline") next.online = false;
  else {
    next.online = true;
    next.lastSeenAt = event.at;
    if (event.type === "heartbeat") {
      if (event.battery !== null) next.batteryLevel = event.battery;
      if (event.signal !== null) next.signal = event.signal;
    }
  }
  const copy = rows.slice();
  copy[index] = next;
  const stale = onlineFilter !== undefined && next.online !== onlineFilter;
  return { rows: copy, stale };
}
