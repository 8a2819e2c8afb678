import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { haproxyBinary, renderHaproxyConfig } from "../../../scripts/cluster/haproxy-config.mjs";
import { importDevices } from "./devices/testing.js";
import { validBody } from "./pages/testing.js";
import { type Answer, call } from "./testing/http-call.js";
import {
  eventually,
  freePort,
  type ServerProcess,
  startServerProcess,
} from "./testing/server-process.js";

/**
 * Issue 38, a rolling restart's step: SIGTERM to one of two processes behind the real HAProxy
 * config while heartbeats and page saves stream through the proxy. Not one request may fail: the
 * process keeps serving until the proxy has taken it out (VITRINE_DRAIN_DELAY_MS), then drains.
 * Only on the PostgreSQL pass with HAProxy installed (.ci/run installs both).
 */

const HAPROXY = haproxyBinary();
const runs =
  process.env.VITRINE_TEST_DB === "postgres" &&
  Boolean(process.env.DATABASE_URL) &&
  fs.existsSync(HAPROXY);
const ADMIN_PASSWORD = "Drain-admin-1";

describe.runIf(runs)(
  "a process drained behind HAProxy during a burst",
  { timeout: 180_000 },
  () => {
    let dropDatabase = async () => {};
    let dataDir = "";
    const servers: ServerProcess[] = [];
    let haproxy: ChildProcess | undefined;
    let proxy = "";
    let token = "";

    beforeAll(async () => {
      const url = process.env.DATABASE_URL!;
      const name = `vitrine_drain_${process.pid}_${randomBytes(4).toString("hex")}`;
      const admin = postgres(url, { max: 1, onnotice: () => {} });
      await admin.unsafe(`CREATE DATABASE ${name}`);
      dropDatabase = async () => {
        await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      };
      const testUrl = new URL(url);
      testUrl.pathname = `/${name}`;
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-drain-"));
      const env = {
        DATABASE_URL: testUrl.toString(),
        DATA_DIR: dataDir,
        TRUST_PROXY: "1",
        VITRINE_ADMIN_PASSWORD: ADMIN_PASSWORD,
        VITRINE_TEST_PASSWORD: "Drain-test-1",
        STORAGE: "local",
        // As `npm run cluster` starts them: long enough for the sample config's checks to fail.
        VITRINE_DRAIN_DELAY_MS: "4000",
      };
      servers.push(await startServerProcess(env));
      servers.push(await startServerProcess(env));
      const port = await freePort();
      const configFile = path.join(dataDir, "haproxy.cfg");
      fs.writeFileSync(
        configFile,
        renderHaproxyConfig({
          bind: `127.0.0.1:${port}`,
          servers: servers.map((s, i) => ({ name: `s${i + 1}`, host: "127.0.0.1", port: s.port })),
        }),
      );
      haproxy = spawn(HAPROXY, ["-db", "-f", configFile], { stdio: "ignore" });
      proxy = `http://127.0.0.1:${port}`;
      await eventually(
        "HAProxy answers health from both processes",
        async () => {
          const seen = await Promise.all(
            [0, 1].map(() => fetch(`${proxy}/api/health`).catch(() => undefined)),
          );
          return seen.every((answer) => answer?.status === 200);
        },
        60_000,
      );
      const signedIn = await call(proxy, "POST", "/api/login/doLogin", {
        body: { userName: "admin", password: ADMIN_PASSWORD },
      });
      token = signedIn.json?.data.token;
    });

    afterAll(async () => {
      haproxy?.kill("SIGTERM");
      for (const server of servers) server.child.kill("SIGTERM");
      await Promise.all(servers.map((server) => server.exited));
      await dropDatabase();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it("fails not a single request while one process drains on SIGTERM", async () => {
      const devices = await importDevices({ baseUrl: servers[0]!.baseUrl }, token, "DRAIN", 4);
      const victim = servers[1]!;
      const failures: string[] = [];
      let answers = 0;
      let exited = false;
      let afterExit = 0;
      void victim.exited.then(() => {
        exited = true;
      });
      const answered = (answer: Answer | undefined, what: string) => {
        if (answer?.json?.code !== 0) failures.push(`${what}: ${answer?.status} ${answer?.text}`);
        answers++;
        if (exited) afterExit++;
        if (answers === 60) victim.child.kill("SIGTERM");
      };
      // Until the victim has gone and the survivor alone answered 40 more.
      const done = () => afterExit >= 40;
      const failed = (what: string) => (error: Error) => {
        failures.push(`${what}: ${error.message} ${String(error.cause)}`);
        return undefined;
      };
      const heartbeats = devices.map(async (device) => {
        while (!done()) {
          const answer = await call(proxy, "POST", "/api/device-gateway/heartbeat", {
            body: { battery: 50, signal: -60 },
            headers: { "x-device-serial": device.serial, "x-device-secret": device.secret },
          }).catch(failed("heartbeat"));
          if (answer) answered(answer, "heartbeat");
        }
      });
      const saves = (async () => {
        while (!done()) {
          const answer = await call(proxy, "POST", "/api/page/add", {
            token,
            body: validBody({ name: "Drain" }),
          }).catch(failed("page save"));
          if (answer) answered(answer, "page save");
        }
      })();
      await Promise.all([...heartbeats, saves]);
      expect(await victim.exited).toBe(0);
      expect(failures).toEqual([]);
      expect(answers).toBeGreaterThan(100);
    });
  },
);
