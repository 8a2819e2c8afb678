import { type FleetEvent, isFleetEvent, REFUSED_CODES, type ServerMessage } from "./types";

/**
 * The back-office's one live line to /api/ws. It signs in with the session token as its first
 * message, tells the server which devices are on screen (their heartbeats only are sent), and when
 * the line drops it reconnects after an exponential backoff with jitter, so a restarted server is
 * not met by every open tab at the same instant. After a reconnect, `onResync` listeners refetch
 * what they show: events sent while the line was down are not replayed.
 */
export type FleetStatus = "idle" | "connecting" | "open" | "retrying" | "refused";

/** What the connection needs of the browser's WebSocket (tests inject a double of it). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}
export type SocketFactory = (url: string) => SocketLike;

export interface FleetConnectionOptions {
  url: string;
  getToken(): string | null;
  createSocket?: SocketFactory;
  random?: () => number;
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** How often an open line says it is alive (proxies close quiet connections). */
  pingMs?: number;
}

export interface FleetConnection {
  start(): void;
  stop(): void;
  status(): FleetStatus;
  /** What the server said the user may see, once the line is open. */
  grants(): { device: boolean; sos: boolean } | null;
  onEvent(listener: (event: FleetEvent) => void): () => void;
  onStatus(listener: (status: FleetStatus) => void): () => void;
  /** Called after each reconnect (not the first connect): time to refetch. */
  onResync(listener: () => void): () => void;
  /** Adds devices to the watched set until the returned release is called. */
  watch(deviceIds: readonly number[]): () => void;
}

const OPEN = 1;

/**
 * The wait before reconnect attempt `attempt` (0 first): doubling from `initialMs` up to `maxMs`,
 * then a random point in its upper half ("equal jitter"), so waits still grow but tabs spread out.
 */
export function backoffDelay(
  attempt: number,
  random: () => number,
  initialMs = 1_000,
  maxMs = 30_000,
): number {
  const cap = Math.min(maxMs, initialMs * 2 ** Math.min(attempt, 30));
  return Math.round(cap / 2 + (random() * cap) / 2);
}

export function createFleetConnection(options: FleetConnectionOptions): FleetConnection {
  const createSocket =
    options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const random = options.random ?? Math.random;
  const pingMs = options.pingMs ?? 25_000;
  const eventListeners = new Set<(event: FleetEvent) => void>();
  const statusListeners = new Set<(status: FleetStatus) => void>();
  const resyncListeners = new Set<() => void>();
  const watched = new Map<number, number>();

  let socket: SocketLike | null = null;
  let current: FleetStatus = "idle";
  let grants: { device: boolean; sos: boolean } | null = null;
  let started = false;
  let attempt = 0;
  let everOpen = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let watchQueued = false;

  const setStatus = (status: FleetStatus) => {
    if (status === current) return;
    current = status;
    for (const listener of [...statusListeners]) listener(status);
  };

  const send = (message: unknown) => {
    if (socket && socket.readyState === OPEN) socket.send(JSON.stringify(message));
  };

  const sendWatch = () => {
    watchQueued = false;
    if (current === "open") send({ type: "watch", deviceIds: [...watched.keys()] });
  };

  const connect = () => {
    retryTimer = undefined;
    const token = options.getToken();
    if (!token) {
      // Signed out: nothing to open until a signed-in screen starts the line again.
      setStatus("refused");
      return;
    }
    setStatus(everOpen ? "retrying" : "connecting");
    const line = createSocket(options.url);
    socket = line;
    let refused = false;
    line.onopen = () => send({ type: "auth", token });
    line.onmessage = (event) => {
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        return;
      }
      if (message.type === "ready") {
        grants = { device: message.device, sos: message.sos };
        attempt = 0;
        const reconnected = everOpen;
        everOpen = true;
        setStatus("open");
        // A new line watches nothing: tell it what the screens show.
        if (watched.size > 0) sendWatch();
        pingTimer = setInterval(() => send({ type: "ping" }), pingMs);
        if (reconnected) for (const listener of [...resyncListeners]) listener();
      } else if (message.type === "refused") {
        refused = true;
      } else if (isFleetEvent(message)) {
        for (const listener of [...eventListeners]) listener(message);
      }
    };
    line.onerror = () => {};
    line.onclose = (event) => {
      if (socket !== line) return;
      socket = null;
      grants = null;
      clearInterval(pingTimer);
      if (!started) return;
      const codes: number[] = Object.values(REFUSED_CODES);
      if (refused || codes.includes(event.code)) {
        // Signed out, or not allowed: trying again would be refused again.
        setStatus("refused");
        return;
      }
      setStatus("retrying");
      retryTimer = setTimeout(
        connect,
        backoffDelay(attempt++, random, options.initialDelayMs, options.maxDelayMs),
      );
    };
  };

  return {
    start() {
      if (started) return;
      started = true;
      connect();
    },
    stop() {
      started = false;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      retryTimer = undefined;
      const line = socket;
      socket = null;
      grants = null;
      line?.close(1000, "done");
      setStatus("idle");
    },
    status: () => current,
    grants: () => grants,
    onEvent(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    onResync(listener) {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    watch(deviceIds) {
      const ids = [...new Set(deviceIds)];
      for (const id of ids) watched.set(id, (watched.get(id) ?? 0) + 1);
      const queue = () => {
        // Several screens change their lists in one render: one message for all of them.
        if (watchQueued) return;
        watchQueued = true;
        queueMicrotask(sendWatch);
      };
      if (ids.length > 0) queue();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        for (const id of ids) {
          const count = (watched.get(id) ?? 1) - 1;
          if (count <= 0) watched.delete(id);
          else watched.set(id, count);
        }
        if (ids.length > 0) queue();
      };
    },
  };
}
