import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import { createAuthenticator } from "../auth/authenticate.js";
import type { ServerContext } from "../context.js";
import { readCacheMs } from "../db/read-cache.js";
import { sendStatus } from "../http/envelope.js";
import type { FleetBus } from "./bus.js";
import type { FleetEvents } from "./events.js";
import { createSocketHub } from "./hub.js";
import { allowedOrigins, originAllowed } from "./origin.js";

/** The tables whose writes may end a session or change grants (as in auth/authenticate.ts). */
const AUTH_TABLES = ["sessions", "users", "user_roles", "roles", "role_menus", "menus"];
/** A client message larger than this is not our protocol. */
const MAX_MESSAGE_BYTES = 64 * 1024;
/** Sockets that do not answer a ping within this time are dropped (a vanished network). */
const PING_MS = 30_000;
/** How often quiet sockets' sessions are checked (a revocation closes its sockets at once anyway). */
const SWEEP_MS = 5_000;

/** The subset of a `ws` socket used here (the package ships no types of its own). */
interface WsSocket {
  readyState: number;
  bufferedAmount: number;
  send(text: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  ping(): void;
  on(event: "message", listener: (data: Buffer, isBinary: boolean) => void): void;
  on(event: "close" | "pong", listener: () => void): void;
}

const OPEN = 1;

declare module "fastify" {
  interface FastifyInstance {
    /** The app's fleet event bus (ServerContext.events), for tests and tools that publish. */
    fleetEvents: FleetEvents;
  }
}

/**
 * `GET /api/ws`: the back-office's live line. The route is public to the auth hook because a
 * browser cannot send the bearer header on a WebSocket; the socket authenticates with its first
 * message instead (see protocol.ts) and is closed unless its user holds the device or SOS grant.
 * Every event of the bus (any process's) is forwarded to the sockets allowed to see it.
 */
export async function realtimeRoutes(app: FastifyInstance, ctx: ServerContext, bus: FleetBus) {
  const authenticate = createAuthenticator(ctx);
  const recheckMs = Math.max(readCacheMs(ctx.env), 1_000);
  const minRecheckMs = Number(ctx.env.VITRINE_WS_RECHECK_MS ?? 250);
  const hub = createSocketHub({
    authenticate,
    authWrittenAt: () => ctx.database.writes.lastWrite(AUTH_TABLES),
    recheckMs,
    minRecheckMs: Number.isFinite(minRecheckMs) && minRecheckMs >= 0 ? minRecheckMs : 250,
    onError: (error) => app.log.error({ err: error }, "realtime delivery failed"),
  });
  const unsubscribe = bus.subscribe((event) => {
    if (event.type !== "sessionsRevoked") return hub.deliver(event);
    // A sign-out or revocation in any process: this process's remembered sessions are stale now
    // (its HTTP calls read them again too), and every socket's session is checked at once, so a
    // revoked one is closed (4001) without waiting for the next event or the sweep.
    ctx.database.writes.notice('update "sessions"');
    hub.recheckAll();
  });
  const sockets = new Set<WsSocket>();
  const alive = new WeakSet<WsSocket>();

  // Tests set VITRINE_WS_SWEEP_MS far out, to see that a revocation alone closes its sockets.
  const sweepMs = Number(ctx.env.VITRINE_WS_SWEEP_MS ?? SWEEP_MS);
  const sweep = setInterval(() => hub.sweep(), sweepMs > 0 ? sweepMs : SWEEP_MS);
  sweep.unref();
  const pinger = setInterval(() => {
    for (const socket of sockets) {
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, PING_MS);
  pinger.unref();

  // Its own scope: the plugin wraps every route registered beside it.
  await app.register(async (scope) => {
    await scope.register(websocket, {
      options: { maxPayload: MAX_MESSAGE_BYTES },
      preClose(done) {
        // 1012 "service restart": clients reconnect (through the proxy to another process, or
        // to this one once restarted).
        for (const socket of sockets) socket.close(1012, "server restarting");
        done();
      },
    });
    const origins = allowedOrigins(ctx.env);
    scope.get(
      "/api/ws",
      {
        websocket: true,
        config: { public: true },
        // Before the upgrade: a page of another site gets a plain 403, never a socket.
        preValidation: async (request, reply) => {
          if (!originAllowed(request, origins))
            return sendStatus(reply, 403, request.t("ws.badOrigin"));
        },
      },
      (raw, request) => {
        const socket = raw as unknown as WsSocket;
        sockets.add(socket);
        alive.add(socket);
        const connection = hub.attach(
          {
            send: (text) => {
              if (socket.readyState === OPEN) socket.send(text);
            },
            close: (code, reason) => socket.close(code, reason),
            buffered: () => socket.bufferedAmount,
          },
          (key) => request.t(key),
        );
        socket.on("pong", () => alive.add(socket));
        socket.on("message", (data, isBinary) => {
          alive.add(socket);
          connection.receive(isBinary ? "" : data.toString("utf8"));
        });
        socket.on("close", () => {
          sockets.delete(socket);
          connection.closed();
        });
      },
    );
  });

  app.addHook("onClose", async () => {
    clearInterval(sweep);
    clearInterval(pinger);
    unsubscribe();
    hub.clear();
    await bus.close();
  });
}
