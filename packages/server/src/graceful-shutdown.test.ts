import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, type ServerProcess, startServerProcess } from "./testing/server-process.js";

/**
 * Issue 38: SIGTERM (what a process manager or a container runtime sends) drains the process. The
 * real server runs as a child process on a PGlite folder, or on a fresh PostgreSQL database in the
 * PostgreSQL pass. A request whose body is still arriving when the signal lands must be answered,
 * new connections refused, the live line closed with 1012 (reconnect), and the process exit 0.
 * Every step waits for a state (the 100 Continue, the refused connection), never for a time.
 */

const onPostgres = process.env.VITRINE_TEST_DB === "postgres";
let env: Record<string, string> = {};
let cleanup: () => Promise<void> = async () => {};

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-drain-"));
  env = { DATA_DIR: dataDir, VITRINE_ADMIN_PASSWORD: "Drain-admin-1" };
  let drop = async () => {};
  if (onPostgres) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("VITRINE_TEST_DB=postgres needs DATABASE_URL");
    const name = `vitrine_drain_${process.pid}_${randomBytes(4).toString("hex")}`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const testUrl = new URL(url);
    testUrl.pathname = `/${name}`;
    env.DATABASE_URL = testUrl.toString();
    drop = async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  } else env.DATABASE_URL = "";
  cleanup = async () => {
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
});
afterAll(async () => cleanup());

/**
 * Opens a sign-in request by hand: the headers go out with `Expect: 100-continue`, and the promise
 * resolves once the server has answered 100 Continue, i.e. holds the request in flight. `finish`
 * sends the body and resolves with the whole answer, once the draining server has closed the line.
 */
async function openSlowRequest(port: number) {
  const body = JSON.stringify({ userName: "admin", password: "not-the-password" });
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk) => {
    received += String(chunk);
  });
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  socket.write(
    "POST /api/login/doLogin HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
  );
  await eventually("the server holds the request (100 Continue)", () =>
    received.includes("100 Continue"),
  );
  return {
    async finish(): Promise<string> {
      // The body alone, no half-close: a client's FIN before the answer counts as giving up.
      socket.write(body);
      await closed;
      return received;
    },
  };
}

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

describe(`graceful shutdown on SIGTERM (${onPostgres ? "PostgreSQL" : "PGlite"})`, {
  timeout: 300_000,
}, () => {
  let server: ServerProcess | undefined;
  afterAll(() => {
    if (server && server.child.exitCode === null) server.child.kill("SIGKILL");
  });

  it("answers the request in flight, refuses new ones, tells sockets to reconnect, exits 0", async () => {
    server = await startServerProcess(env);
    const live = new WebSocket(`ws://127.0.0.1:${server.port}/api/ws`);
    await new Promise<void>((resolve, reject) => {
      live.onopen = () => resolve();
      live.onerror = () => reject(new Error("the live line did not open"));
    });
    const closeCode = new Promise<number>((resolve) => {
      live.onclose = (event) => resolve(event.code);
    });
    const slow = await openSlowRequest(server.port);

    server.child.kill("SIGTERM");
    const port = server.port;
    await eventually("new connections refused", () => connectionRefused(port));
    expect(await closeCode).toBe(1012);

    const answer = await slow.finish();
    // 100 Continue, then the real answer: the wrong password refused as always (code 1), not a 503.
    expect(answer).toMatch(/HTTP\/1\.1 200 OK[\s\S]*"code":1/);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("Stopped.");
  });

  // Behind a proxy (VITRINE_DRAIN_DELAY_MS): health says draining at once, so the proxy's checks
  // take the process out, but every request still gets its real answer until then; no socket is
  // closed under a request the proxy may be sending (the lost requests of a burst, issue 38).
  it("keeps serving while its health says draining during the drain delay", async () => {
    const delayed = await startServerProcess({ ...env, VITRINE_DRAIN_DELAY_MS: "600000" });
    try {
      const base = `http://127.0.0.1:${delayed.port}`;
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      delayed.child.kill("SIGTERM");
      await eventually(
        "health answers draining",
        async () => (await fetch(`${base}/api/health`)).status === 503,
      );
      const health = await (await fetch(`${base}/api/health`)).json();
      expect(health).toEqual({ status: "draining" });
      const signIn = await fetch(`${base}/api/login/doLogin`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ userName: "admin", password: "wrong-password-1" }),
      });
      expect(signIn.status).toBe(200);
      expect((await signIn.json()).code).toBe(1);
      expect(await connectionRefused(delayed.port)).toBe(false);
    } finally {
      delayed.child.kill("SIGKILL");
      await delayed.exited;
    }
  });
});
