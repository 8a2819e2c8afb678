import type { Authentication } from "../auth/authenticate.js";
import type { MessageKey } from "../i18n/messages.js";
import type { FleetEvent } from "./events.js";
import { type Grants, grantsOf, mayReceive } from "./grants.js";
import {
  AUTH_TIMEOUT_MS,
  CLOSE_CODES,
  parseClientMessage,
  type ServerMessage,
} from "./protocol.js";

/** One open WebSocket as the hub sees it (the route adapts `ws`; tests may pass their own). */
export interface Peer {
  send(text: string): void;
  close(code: number, reason: string): void;
  /** Bytes queued and not yet sent: a slow reader skips heartbeats instead of piling them up. */
  buffered(): number;
}

export interface Connection {
  receive(text: string): void;
  /** The socket has closed (either side). */
  closed(): void;
}

export interface HubOptions {
  authenticate(token: string): Promise<Authentication>;
  /**
   * When this process last wrote a table that decides sessions and grants (ms since epoch): a
   * socket's session is checked again before its next event once that moves past its last check.
   */
  authWrittenAt(): number;
  /** Longest time a socket's session goes unchecked while events flow (the auth cache's bound). */
  recheckMs: number;
  /** Shortest time between two checks of one socket, so a burst of events costs one check. */
  minRecheckMs: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

/** Heartbeats are dropped for a socket that has this much unsent. */
const SLOW_READER_BYTES = 1024 * 1024;

interface Client {
  peer: Peer;
  t: (key: MessageKey) => string;
  token: string | null;
  grants: Grants;
  watching: Set<number>;
  checkedAt: number;
  /** Deliveries run one after the other, so a socket gets events in published order. */
  chain: Promise<void>;
  open: boolean;
  authTimer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * The WebSocket clients of this process: it authenticates each with its first message, keeps what
 * it watches, and forwards every bus event to the clients whose grants (checked again as sessions
 * and grants change) allow it.
 */
export function createSocketHub(options: HubOptions) {
  const now = options.now ?? Date.now;
  const onError = options.onError ?? (() => {});
  const clients = new Set<Client>();

  const send = (client: Client, message: ServerMessage) => {
    if (client.open) client.peer.send(JSON.stringify(message));
  };

  const refuse = (client: Client, code: number, key: MessageKey) => {
    if (!client.open) return;
    const msg = client.t(key);
    send(client, { type: "refused", code, msg });
    client.open = false;
    clients.delete(client);
    clearTimeout(client.authTimer);
    client.peer.close(code, code === CLOSE_CODES.forbidden ? "forbidden" : "unauthenticated");
  };

  /** Applies an authentication answer; false when the socket was refused. */
  const admit = (client: Client, answer: Authentication): boolean => {
    if (answer.status === "revoked" || answer.status === "disabled") {
      refuse(client, CLOSE_CODES.unauthenticated, "auth.revoked");
      return false;
    }
    if (answer.status === "expired") {
      refuse(client, CLOSE_CODES.unauthenticated, "auth.expired");
      return false;
    }
    if (answer.status !== "ok") {
      refuse(client, CLOSE_CODES.unauthenticated, "auth.required");
      return false;
    }
    client.grants = grantsOf(answer.access);
    client.checkedAt = now();
    if (!client.grants.device && !client.grants.sos) {
      refuse(client, CLOSE_CODES.forbidden, "auth.forbidden");
      return false;
    }
    return true;
  };

  const check = async (client: Client) => {
    if (!client.token) return false;
    // Noted before asking, so a write during the check is seen by the next one.
    const startedAt = now();
    const answer = await options.authenticate(client.token);
    const admitted = admit(client, answer);
    client.checkedAt = startedAt;
    return admitted;
  };

  const due = (client: Client) => {
    const age = now() - client.checkedAt;
    return (
      age >= options.recheckMs ||
      (age >= options.minRecheckMs && options.authWrittenAt() >= client.checkedAt)
    );
  };

  const enqueue = (client: Client, work: () => Promise<void> | void) => {
    client.chain = client.chain.then(work).catch(onError);
  };

  const forward = (client: Client, event: FleetEvent) => {
    if (!mayReceive(client.grants, client.watching, event)) return;
    if (event.type === "heartbeat" && client.peer.buffered() > SLOW_READER_BYTES) return;
    if (!due(client)) {
      // Nothing waiting ahead: send now, in order with what went before.
      enqueue(client, () => send(client, event));
      return;
    }
    enqueue(client, async () => {
      if (!client.open) return;
      if (due(client) && !(await check(client))) return;
      if (mayReceive(client.grants, client.watching, event)) send(client, event);
    });
  };

  return {
    attach(peer: Peer, t: (key: MessageKey) => string): Connection {
      const client: Client = {
        peer,
        t,
        token: null,
        grants: { device: false, sos: false, order: false },
        watching: new Set(),
        checkedAt: 0,
        chain: Promise.resolve(),
        open: true,
        authTimer: undefined,
      };
      client.authTimer = setTimeout(
        () => refuse(client, CLOSE_CODES.unauthenticated, "auth.required"),
        AUTH_TIMEOUT_MS,
      );
      client.authTimer.unref?.();

      return {
        receive(text) {
          if (!client.open) return;
          const message = parseClientMessage(text);
          if (!message) {
            client.open = false;
            clients.delete(client);
            clearTimeout(client.authTimer);
            peer.close(CLOSE_CODES.protocol, "protocol");
            return;
          }
          if (message.type === "ping") return send(client, { type: "pong" });
          if (message.type === "auth") {
            if (client.token !== null) return;
            client.token = message.token;
            clearTimeout(client.authTimer);
            enqueue(client, async () => {
              if (!(await check(client))) return;
              clients.add(client);
              send(client, { type: "ready", device: client.grants.device, sos: client.grants.sos });
            });
            return;
          }
          // watch: only once signed in; earlier ones are a client mistake and simply ignored.
          if (client.token === null) return;
          enqueue(client, () => {
            client.watching = new Set(message.deviceIds);
          });
        },
        closed() {
          client.open = false;
          clearTimeout(client.authTimer);
          clients.delete(client);
        },
      };
    },

    /** Forwards one bus event to the clients allowed to see it. */
    deliver(event: FleetEvent) {
      for (const client of clients) forward(client, event);
    },

    /** Checks every socket's session now (sessions were revoked somewhere): revoked ones close. */
    recheckAll() {
      for (const client of clients)
        enqueue(client, async () => {
          if (client.open) await check(client);
        });
    },

    /** Checks every quiet socket's session, so a revoked one is closed without waiting for events. */
    sweep() {
      for (const client of clients)
        if (now() - client.checkedAt >= options.recheckMs)
          enqueue(client, async () => {
            if (client.open && now() - client.checkedAt >= options.recheckMs) await check(client);
          });
    },

    size() {
      return clients.size;
    },

    /** Drops every client (the route closes their sockets). */
    clear() {
      for (const client of clients) {
        client.open = false;
        clearTimeout(client.authTimer);
      }
      clients.clear();
    },
  };
}

export type SocketHub = ReturnType<typeof createSocketHub>;
