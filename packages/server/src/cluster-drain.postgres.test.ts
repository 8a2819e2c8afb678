import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importDevices } from "./devices/testing.js";
import { validBody } from "./pages/testing.js";
import { type Cluster, clusterCanRun, startCluster } from "./testing/cluster.js";
import { type Answer, call } from "./testing/http-call.js";
import type { ServerProcess } from "./testing/server-process.js";

/**
 * Issue 38, a rolling restart's step: SIGTERM to one of two processes behind the real HAProxy
 * config while heartbeats and page saves stream through the proxy. Not one request may fail: the
 * process keeps serving until the proxy has taken it out (VITRINE_DRAIN_DELAY_MS), then drains.
 * Only on the PostgreSQL pass with HAProxy installed (.ci/run installs both).
 */

const ADMIN_PASSWORD = "Drain-admin-1";

describe.runIf(clusterCanRun)(
  "a process drained behind HAProxy during a burst",
  { timeout: 180_000 },
  () => {
    let cluster: Cluster | undefined;
    const servers: ServerProcess[] = [];
    let proxy = "";
    let token = "";

    beforeAll(async () => {
      cluster = await startCluster({
        name: "drain",
        instances: 2,
        env: {
          VITRINE_ADMIN_PASSWORD: ADMIN_PASSWORD,
          VITRINE_TEST_PASSWORD: "Drain-test-1",
          // As `npm run cluster` starts them: long enough for the sample config's checks to fail.
          VITRINE_DRAIN_DELAY_MS: "4000",
        },
      });
      servers.push(...cluster.servers);
      proxy = cluster.proxy;
      const signedIn = await call(proxy, "POST", "/api/login/doLogin", {
        body: { userName: "admin", password: ADMIN_PASSWORD },
      });
      token = signedIn.json?.data.token;
    });

    afterAll(async () => {
      await cluster?.stop();
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
