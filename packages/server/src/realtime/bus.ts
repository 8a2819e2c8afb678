import type { Database } from "../db/database.js";
import type { FleetEvent, FleetEvents } from "./events.js";

/**
 * The fleet's event bus: every event published by any server process sharing the database reaches
 * the listeners of every process (this one's included), so each process forwards them to its own
 * WebSocket clients.
 *
 * On PostgreSQL the publishing process sends them with NOTIFY on one channel and every process
 * (itself too) hears them on its LISTEN connection: one path, so a process never sees an event twice
 * or out of order with the others. A fleet publishes hundreds of heartbeats a second, so events
 * published within 50 ms travel together, as one JSON array per NOTIFY (the payload limit is
 * 8,000 bytes). On PGlite, which lives inside one process, they are handed over in process.
 */
export interface FleetBus extends FleetEvents {
  /** Called with every event, from any process; answers how to stop. */
  subscribe(listener: (event: FleetEvent) => void): () => void;
  /** Sends what is still waiting and stops listening; later publishes are dropped. */
  close(): Promise<void>;
}

export const FLEET_CHANNEL = "vitrine_fleet";
/** Below PostgreSQL's 8,000-byte NOTIFY payload limit, with room for the array's brackets. */
const MAX_PAYLOAD = 7_500;

export interface FleetBusOptions {
  /** How long publishes gather before one NOTIFY carries them (PostgreSQL only). */
  flushMs?: number;
  /** Where a failed NOTIFY or an unreadable payload is reported (never thrown at the publisher). */
  onError?: (error: unknown) => void;
}

export async function createFleetBus(
  database: Database,
  options: FleetBusOptions = {},
): Promise<FleetBus> {
  const listeners = new Set<(event: FleetEvent) => void>();
  const onError = options.onError ?? (() => {});
  let closed = false;

  const deliver = (event: FleetEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        onError(error);
      }
    }
  };

  const subscribe = (listener: (event: FleetEvent) => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  if (database.kind !== "postgres" || !database.listen) {
    // In process: handed over after the publisher's own work, as a NOTIFY would be.
    return {
      publish(event) {
        if (!closed) queueMicrotask(() => deliver(event));
      },
      subscribe,
      async close() {
        closed = true;
        listeners.clear();
      },
    };
  }

  const stopListening = await database.listen(FLEET_CHANNEL, (payload) => {
    try {
      for (const event of JSON.parse(payload) as FleetEvent[]) deliver(event);
    } catch (error) {
      onError(error);
    }
  });

  // 50 ms: at a fleet's 330 heartbeats a second, about 20 NOTIFYs carrying 17 events each.
  const flushMs = options.flushMs ?? 50;
  let pending: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  // One NOTIFY at a time: sent on several pooled connections at once, they would be queued in
  // whichever order their statements happened to finish.
  let sending = Promise.resolve();

  const notify = (events: string[]) => {
    const payload = `[${events.join(",")}]`;
    sending = sending.then(() =>
      database.query("SELECT pg_notify($1, $2)", [FLEET_CHANNEL, payload]).then(
        () => {},
        (error) => {
          // The database is unreachable: this process's own clients still get the events.
          onError(error);
          for (const text of events) deliver(JSON.parse(text) as FleetEvent);
        },
      ),
    );
  };

  const flush = () => {
    timer = undefined;
    const texts = pending;
    pending = [];
    let batch: string[] = [];
    let size = 2;
    for (const text of texts) {
      if (batch.length > 0 && size + text.length + 1 > MAX_PAYLOAD) {
        notify(batch);
        batch = [];
        size = 2;
      }
      batch.push(text);
      size += text.length + 1;
    }
    if (batch.length > 0) notify(batch);
  };

  return {
    publish(event) {
      if (closed) return;
      pending.push(JSON.stringify(event));
      timer ??= setTimeout(flush, flushMs);
    },
    subscribe,
    async close() {
      if (closed) return;
      closed = true;
      if (timer) clearTimeout(timer);
      flush();
      await sending;
      listeners.clear();
      await stopListening().catch(onError);
    },
  };
}
