// The fleet's real-time events: what the device calls publish and the WebSocket pushes.
// A small shared contract so the devices code depends on this interface only, never on the
// transport (in-process bus, PostgreSQL LISTEN/NOTIFY, sockets).
import type { FleetEvent as ClientFleetEvent } from "@vitrine/contract";

/** What clients receive (the contract's FleetEvent) and what only travels between processes. */
export type FleetEvent =
  | ClientFleetEvent
  /**
   * Sessions were revoked (a sign-out, a changed password, a disabled user): not for clients; it
   * travels the same bus so every process closes the sockets of those sessions at once.
   */
  | { type: "sessionsRevoked"; at: string };

export interface FleetEvents {
  publish(event: FleetEvent): void;
}

export const noFleetEvents: FleetEvents = { publish() {} };
