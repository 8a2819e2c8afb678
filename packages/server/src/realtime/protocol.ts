import type { ClientMessage } from "@vitrine/contract";

// The messages and close codes are the contract's (@vitrine/contract realtime.ts), shared with the
// admin app; this file keeps what only the server does with them: limits and reading input.
export { CLOSE_CODES, type ClientMessage, type ServerMessage } from "@vitrine/contract";

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
