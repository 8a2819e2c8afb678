import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importDevices } from "./testing.js";

/**
 * Issue 36 item 7: a heartbeat answered `code: 0` (`stored: true`) survives a kill -9 of the
 * server. The real server runs as a child process (its sources through tsx) on a PGlite folder, or
 * on a fresh PostgreSQL database in the PostgreSQL pass (VITRINE_TEST_DB=postgres, DATABASE_URL);
 * 20 devices send heartbeats without pause, the server is killed with SIGKILL once a round's
 * answers have come in, restarted on the same data, and every answered heartbeat must be there.
 * The kill waits for a count of answers, never for a time, so the verdict does not hang on speed.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../../../..");
const ROUNDS = 10;
const DEVICES = 20;
/** Answers a round waits for before the kill: beats are always in flight when it lands. */
const ANSWERS_PER_ROUND = 60;
const ADMIN_PASSWORD = "Durable-admin-1";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

interface Running {
  baseUrl: string;
  child: ChildProcess;
}

async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(root, "packages/server/src/main.ts")],
    {
      cwd: root,
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "error",
        NODE_ENV: "test",
        VITRINE_ADMIN_PASSWORD: ADMIN_PASSWORD,
        // The workspace packages from their sources, as the tests read them (tsconfig paths).
        TSX_TSCONFIG_PATH: path.join(root, "packages/server/tsconfig.json"),
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes("is running at")) resolve();
    };
    child.stdout!.on("data", seen);
    child.stderr!.on("data", (chunk: Buffer) => {
      output += String(chunk);
    });
    child.once("exit", (code) =>
      reject(new Error(`the server exited (${code}): ${output.slice(-2000)}`)),
    );
  });
  return { baseUrl: `http://127.0.0.1:${port}`, child };
}

function kill9(running: Running): Promise<void> {
  return new Promise((resolve) => {
    if (running.child.exitCode !== null || running.child.signalCode !== null) return resolve();
    running.child.once("exit", () => resolve());
    running.child.kill("SIGKILL");
  });
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login/doLogin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userName: "admin", password: ADMIN_PASSWORD }),
  });
  const json = (await response.json()) as { code: number; data: { token: string } };
  if (json.code !== 0) throw new Error(`sign-in failed: ${JSON.stringify(json)}`);
  return json.data.token;
}

type Device = { id: number; serial: string; secret: string };

/**
 * Every device sends heartbeats one after another until the server is gone; each `code: 0` answer
 * (which must say `stored: true`) is recorded by device. `onAnswer` sees the running count.
 */
function sendUntilGone(
  baseUrl: string,
  devices: Device[],
  answered: Map<number, Set<string>>,
  onAnswer: (count: number) => void,
): Promise<void> {
  let count = 0;
  return Promise.all(
    devices.map(async (device, i) => {
      for (let beat = 0; ; beat++) {
        let json: { code: number; data?: { stored?: boolean; at?: string } };
        try {
          const response = await fetch(`${baseUrl}/api/device-gateway/heartbeat`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              "x-device-serial": device.serial,
              "x-device-secret": device.secret,
            },
            body: JSON.stringify({ battery: (i + beat) % 101, signal: -60 }),
          });
          json = (await response.json()) as typeof json;
        } catch {
          return; // the connection died with the server
        }
        // Every code 0 counts as answered (before issue 36 a code 0 was sent before the write).
        if (json.code === 0 && json.data?.at) {
          expect(json.data.stored).toBe(true);
          answered.get(device.id)!.add(json.data.at);
          onAnswer(++count);
        }
      }
    }),
  ).then(() => undefined);
}

/** The heartbeat times the (restarted) server holds for each device, read through its own call. */
async function storedTimes(baseUrl: string, token: string, devices: Device[]) {
  const stored = new Map<number, Set<string>>();
  for (const device of devices) {
    const response = await fetch(`${baseUrl}/api/device/heartbeats?id=${device.id}&hours=24`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const json = (await response.json()) as {
      code: number;
      data: { points: Array<{ at: string }> };
    };
    expect(json.code).toBe(0);
    stored.set(device.id, new Set(json.data.points.map((p) => new Date(p.at).toISOString())));
  }
  return stored;
}

const onPostgres = process.env.VITRINE_TEST_DB === "postgres";
let env: Record<string, string> = {};
let cleanup: () => Promise<void> = async () => {};

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-durable-"));
  env = { DATA_DIR: dataDir };
  let drop = async () => {};
  if (onPostgres) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("VITRINE_TEST_DB=postgres needs DATABASE_URL");
    const name = `vitrine_durable_${process.pid}_${randomBytes(4).toString("hex")}`;
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

describe(`heartbeats answered as stored, kill -9 of the server (${onPostgres ? "PostgreSQL" : "PGlite"})`, {
  timeout: 900_000,
}, () => {
  it(`are all there after each of ${ROUNDS} crashes`, async () => {
    let running = await startServer(env);
    const devices = await importDevices(running, await signIn(running.baseUrl), "DURABLE", DEVICES);
    const answered = new Map(devices.map((d) => [d.id, new Set<string>()]));
    const lostByRound: number[] = [];
    let total = 0;
    try {
      for (let round = 1; round <= ROUNDS; round++) {
        const before = total;
        let killing: Promise<void> | undefined;
        await sendUntilGone(running.baseUrl, devices, answered, (count) => {
          total = before + count;
          if (count >= ANSWERS_PER_ROUND) killing ??= kill9(running);
        });
        await killing;
        expect(total - before).toBeGreaterThanOrEqual(ANSWERS_PER_ROUND);

        running = await startServer(env);
        const stored = await storedTimes(running.baseUrl, await signIn(running.baseUrl), devices);
        let lost = 0;
        for (const [id, times] of answered)
          for (const at of times) if (!stored.get(id)!.has(at)) lost++;
        lostByRound.push(lost);
      }
    } finally {
      await kill9(running);
    }
    // Every round: none of the heartbeats answered so far (this round's and the earlier ones) lost.
    expect(lostByRound).toEqual(Array(ROUNDS).fill(0));
    expect(total).toBeGreaterThanOrEqual(ROUNDS * ANSWERS_PER_ROUND);
  });
});
