// The fleet's real-time events: what the device calls publish and the WebSocket pushes.
// A small shared contract so the devices code depends on this interface only, never on the
// transport (in-process bus, PostgreSQL LISTEN/NOTIFY, sockets).
export type FleetEvent =
  | { type: "online" | "offline"; deviceId: number; serial: string; at: string }
  | {
      type: "heartbeat";
      deviceId: number;
      serial: string;
      at: string;
      battery: number | null;
      signal: number | null;
    }
  | {
      type: "sos";
      alarmId: number;
      deviceId: number;
      serial: string;
      appUserId: number | null;
      at: string;
      lat: number | null;
      lng: number | null;
    }
  | { type: "sosChanged"; alarmId: number; status: string }
  /**
   * Sessions were revoked (a sign-out, a changed password, a disabled user): not for clients; it
   * travels the same bus so every process closes the sockets of those sessions at once.
   */
  | { type: "sessionsRevoked"; at: string };

export interface FleetEvents {
  publish(event: FleetEvent): void;
}

export const noFleetEvents: FleetEvents = { publish() {} };
