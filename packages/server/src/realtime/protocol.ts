import type { FleetEvent } from "./events.js";

/**
 * What travels on /api/ws, as JSON text. A browser cannot set headers on a WebSocket and a token in
 * the address would end up in logs, so the session token comes as the first message.
 *
 * Client → server: `auth` first (within AUTH_TIMEOUT_MS), then `watch` whenever the devices on
 * screen change (their heartbeats only are sent), `ping` to keep proxies from closing a quiet line.
 * Server → client: `ready` with the grants, the FleetEvents themselves, `pong`, or `refused` just
 * before the server closes the socket with one of CLOSE_CODES.
 */
export type ClientMessage =
  | { type: "auth"; token: string }
  | { type: "watch"; deviceIds: number[] }
  | { type: "ping" };

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

export const AUTH_TIMEOUT_MS = 10_000;
/** The most devices one socket watches (a screen shows far fewer). */
export const MAX_WATCHED = 1_000;

/** Reads a client's message; undefined for anything that is not one. */
export function parseClientMessage(text: string): ClientMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== "object") return undefined;
  const message = value as Record<string, unknown>;
  switch (message.type) {
    case "auth":
      return typeof message.token === "string" && message.token.length <= 512
        ? { type: "auth", token: message.token }
        : undefined;
    case "watch": {
      const ids = message.deviceIds;
      if (!Array.isArray(ids) || ids.length > MAX_WATCHED) return undefined;
      if (!ids.every((id) => Number.isSafeInteger(id) && id > 0)) return undefined;
      return { type: "watch", deviceIds: ids as number[] };
    }
    case "ping":
      return { type: "ping" };
    default:
      return undefined;
  }
}
