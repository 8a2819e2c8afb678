// What travels on /api/ws, as JSON text: written once for the server (which sends it) and the
// admin app (which reads it), so neither keeps a copy in step by hand (issue 37).

/** A fleet event as clients receive it: instants are ISO text. */
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
  /** A shopper's new after-sale request (售后): for those who may list orders. */
  | { type: "afterSale"; orderId: number; orderNo: string; requestIds: number[]; at: string };

/**
 * Client → server: `auth` first (a browser cannot set headers on a WebSocket and a token in the
 * address would end up in logs), then `watch` whenever the devices on screen change (their
 * heartbeats only are sent), `ping` to keep proxies from closing a quiet line.
 */
export type ClientMessage =
  | { type: "auth"; token: string }
  | { type: "watch"; deviceIds: number[] }
  | { type: "ping" };

/** Server → client: `ready` with the grants, the fleet events, `pong`, or `refused` before a close. */
export type ServerMessage =
  | { type: "ready"; device: boolean; sos: boolean }
  | { type: "refused"; code: number; msg: string }
  | { type: "pong" }
  | FleetEvent;

/** Close codes in the application range; the client reconnects only after other codes. */
export const CLOSE_CODES = {
  /** No token, an expired or revoked session: sign in again. */
  unauthenticated: 4001,
  /** Signed in, but without the device or SOS grant. */
  forbidden: 4003,
  /** A message that is not this protocol. */
  protocol: 4000,
} as const;

const FLEET_TYPES: ReadonlySet<string> = new Set([
  "online",
  "offline",
  "heartbeat",
  "sos",
  "sosChanged",
  "afterSale",
] satisfies FleetEvent["type"][]);

/** Whether a server message is a fleet event (not a control message of the line). */
export function isFleetEvent(message: ServerMessage): message is FleetEvent {
  return FLEET_TYPES.has(message.type);
}
