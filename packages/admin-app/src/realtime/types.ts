/**
 * The server's FleetEvent (packages/server/src/realtime/events.ts) and the /api/ws messages
 * (protocol.ts there), as the browser receives them. Kept in step by hand: the app does not import
 * server code.
 */
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
  | { type: "sosChanged"; alarmId: number; status: string };

export type ServerMessage =
  | { type: "ready"; device: boolean; sos: boolean }
  | { type: "refused"; code: number; msg: string }
  | { type: "pong" }
  | FleetEvent;

/** The server closes with these when the line must not be opened again as it is. */
export const REFUSED_CODES = { unauthenticated: 4001, forbidden: 4003, protocol: 4000 } as const;

const FLEET_TYPES = new Set(["online", "offline", "heartbeat", "sos", "sosChanged"]);

export function isFleetEvent(message: ServerMessage): message is FleetEvent {
  return FLEET_TYPES.has(message.type);
}
