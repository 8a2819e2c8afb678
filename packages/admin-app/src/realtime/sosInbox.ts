import type { FleetEvent } from "./types";

export type SosEvent = Extract<FleetEvent, { type: "sos" }>;

/**
 * What the listener hands to the notification UI: live events, a gap to catch up on, or how many
 * alarms were still open when the page loaded (one summary notice instead of none after a reload).
 */
export type SosInboxItem =
  | { kind: "event"; event: FleetEvent }
  | { kind: "missed"; since: Date }
  | { kind: "open"; total: number };

export interface SosInbox {
  push(item: SosInboxItem): void;
  /** Hands over what was pushed so far, then every later item; returns the function that stops. */
  drain(handler: (item: SosInboxItem) => void): () => void;
}

/**
 * A queue between the always-on listener and the notification UI, which loads only when the first
 * alarm arrives: items pushed before the UI is there wait for it, none is lost.
 */
export function createSosInbox(): SosInbox {
  let waiting: SosInboxItem[] = [];
  let handler: ((item: SosInboxItem) => void) | null = null;
  return {
    push(item) {
      if (handler) handler(item);
      else waiting.push(item);
    },
    drain(next) {
      handler = next;
      const queued = waiting;
      waiting = [];
      for (const item of queued) next(item);
      return () => {
        if (handler === next) handler = null;
      };
    },
  };
}
