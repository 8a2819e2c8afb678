import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { backoffDelay, createFleetConnection, type FleetStatus } from "./connection";
import { fakeSockets } from "./fakeSocket";
import type { FleetEvent } from "./types";

const URL = "ws://localhost/api/ws";
const READY = { type: "ready", device: true, sos: true };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function connect(options: { token?: string | null; random?: () => number } = {}) {
  const sockets = fakeSockets();
  const connection = createFleetConnection({
    url: URL,
    getToken: () => (options.token === undefined ? "the-token" : options.token),
    createSocket: sockets.create,
    random: options.random ?? (() => 0.5),
  });
  const statuses: FleetStatus[] = [];
  const events: FleetEvent[] = [];
  let resyncs = 0;
  connection.onStatus((status) => statuses.push(status));
  connection.onEvent((event) => events.push(event));
  connection.onResync(() => {
    resyncs += 1;
  });
  return { connection, sockets, statuses, events, resyncs: () => resyncs };
}

describe("the live line", () => {
  it("signs in with the token as its first message and passes events on", () => {
    const { connection, sockets, events } = connect();
    connection.start();
    const socket = sockets.latest();
    expect(socket.url).toBe(URL);
    socket.open();
    expect(socket.sent).toEqual([{ type: "auth", token: "the-token" }]);
    socket.receive(READY);
    expect(connection.status()).toBe("open");
    expect(connection.grants()).toEqual({ device: true, sos: true });
    const sos = { type: "sos", alarmId: 1, deviceId: 2, serial: "SN-1", appUserId: null };
    socket.receive(sos);
    socket.receive({ type: "pong" });
    expect(events).toEqual([sos]);
    connection.stop();
  });

  it("asks for the heartbeats of every watched device, once per change", async () => {
    const { connection, sockets } = connect();
    connection.start();
    const socket = sockets.latest();
    socket.open();
    socket.receive(READY);
    const releaseA = connection.watch([1, 2]);
    const releaseB = connection.watch([2, 3]);
    await Promise.resolve();
    expect(socket.sent.slice(1)).toEqual([{ type: "watch", deviceIds: [1, 2, 3] }]);
    releaseA();
    await Promise.resolve();
    expect(socket.sent.at(-1)).toEqual({ type: "watch", deviceIds: [2, 3] });
    releaseB();
    await Promise.resolve();
    expect(socket.sent.at(-1)).toEqual({ type: "watch", deviceIds: [] });
    connection.stop();
  });

  it("reconnects after a drop with a growing, jittered wait, and asks screens to resynchronise", () => {
    const { connection, sockets, statuses, resyncs } = connect({ random: () => 0 });
    connection.start();
    sockets.latest().open();
    sockets.latest().receive(READY);
    connection.watch([7]);

    sockets.latest().drop();
    expect(connection.status()).toBe("retrying");
    // Attempt 0 waits half of 1 s at the least; nothing before that.
    vi.advanceTimersByTime(499);
    expect(sockets.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets.made).toHaveLength(2);

    // The server is still down: the next wait doubles.
    sockets.latest().drop();
    vi.advanceTimersByTime(999);
    expect(sockets.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets.made).toHaveLength(3);

    const socket = sockets.latest();
    socket.open();
    expect(socket.sent).toEqual([{ type: "auth", token: "the-token" }]);
    socket.receive(READY);
    // What was watched is asked for again, and screens refetch what they missed.
    expect(socket.sent.at(-1)).toEqual({ type: "watch", deviceIds: [7] });
    expect(resyncs()).toBe(1);
    expect(statuses).toEqual(["connecting", "open", "retrying", "open"]);

    // Once open again, the next drop starts from the shortest wait.
    socket.drop();
    vi.advanceTimersByTime(500);
    expect(sockets.made).toHaveLength(4);
    connection.stop();
  });

  it("does not knock again when refused (signed out, or without the grants)", () => {
    const { connection, sockets } = connect();
    connection.start();
    const socket = sockets.latest();
    socket.open();
    socket.receive({ type: "refused", code: 4003, msg: "没有权限执行此操作" });
    socket.drop(4003);
    expect(connection.status()).toBe("refused");
    vi.advanceTimersByTime(60_000);
    expect(sockets.made).toHaveLength(1);
  });

  it("opens nothing without a session token", () => {
    const { connection, sockets } = connect({ token: null });
    connection.start();
    expect(sockets.made).toHaveLength(0);
    expect(connection.status()).toBe("refused");
  });

  it("closes the line when stopped and stays closed", () => {
    const { connection, sockets } = connect();
    connection.start();
    const socket = sockets.latest();
    socket.open();
    socket.receive(READY);
    connection.stop();
    expect(socket.closedWith).toBe(1000);
    expect(connection.status()).toBe("idle");
    vi.advanceTimersByTime(60_000);
    expect(sockets.made).toHaveLength(1);
  });

  it("keeps a quiet line alive with pings", () => {
    const { connection, sockets } = connect();
    connection.start();
    const socket = sockets.latest();
    socket.open();
    socket.receive(READY);
    vi.advanceTimersByTime(25_000);
    expect(socket.sent.at(-1)).toEqual({ type: "ping" });
    connection.stop();
  });
});

describe("backoffDelay", () => {
  it("doubles from 1 s up to 30 s, waiting between half and all of it", () => {
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(0, () => 1)).toBe(1_000);
    expect(backoffDelay(3, () => 0.5)).toBe(6_000);
    expect(backoffDelay(10, () => 1)).toBe(30_000);
    expect(backoffDelay(100, () => 0)).toBe(15_000);
  });
});
