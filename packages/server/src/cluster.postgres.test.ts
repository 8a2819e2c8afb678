import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { GetObjectCommand } from "@aws-sdk/client-s3";
import type postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importDevices } from "./devices/testing.js";
import { PAGES_CHANNEL } from "./pages/public-changes.js";
import { component, pageDocument, validBody } from "./pages/testing.js";
import { openTestSocket, type TestSocket } from "./realtime/test-socket.js";
import { type Cluster, clusterCanRun, startCluster } from "./testing/cluster.js";
import { call } from "./testing/http-call.js";
import { eventually, type ServerProcess } from "./testing/server-process.js";
import type { TestServer } from "./testing/test-server.js";
import { readUploadSettings } from "./upload/settings.js";
import { createS3Bucket } from "./upload/storage/s3-bucket.js";
import { CHUNK, md5, merge, mp4Bytes, sendChunk } from "./upload/test-support.js";

/**
 * Issue 38: three real server processes on one PostgreSQL and one S3 server (s3rver), behind a real
 * HAProxy running the config `npm run cluster` uses (scripts/cluster/haproxy.cfg.template). Each
 * check sends its steps to chosen processes directly (A, B, C), so "another process" is certain,
 * and reads through the proxy too. Only on the PostgreSQL pass: PGlite is one process's database.
 * Every wait is for a state (an event, an answer), bounded generously; no verdict reads a clock.
 */

const ADMIN_PASSWORD = "Cluster-admin-1";
const TEST_PASSWORD = "Cluster-test-1";

async function signIn(baseUrl: string, userName = "admin", password = ADMIN_PASSWORD) {
  const answer = await call(baseUrl, "POST", "/api/login/doLogin", {
    body: { userName, password },
  });
  if (answer.json?.code !== 0) throw new Error(`sign-in failed: ${answer.text}`);
  return answer.json.data.token as string;
}

/**
 * One step of the kill burst, as a client makes it: a refusal, a cut connection or no answer within
 * 20 s counts as not done and the client sends again. Without the bound one exchange stalled by the
 * kill (a chunk's body half sent when its process died) waits for undici's own 300 s timeout, which
 * is the test's, and the burst never ends.
 */
function orGiveUp<T>(step: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const givenUp = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), 20_000);
  });
  return Promise.race([step, givenUp])
    .catch(() => undefined)
    .finally(() => clearTimeout(timer));
}

/** The helpers of upload/test-support.ts talk to `server.baseUrl` only. */
const at = (baseUrl: string) => ({ baseUrl }) as TestServer;

describe.runIf(clusterCanRun)(
  "three processes behind HAProxy on one PostgreSQL",
  {
    timeout: 300_000,
  },
  () => {
    let sql: postgres.Sql;
    let cluster: Cluster | undefined;
    const servers: ServerProcess[] = [];
    let proxy = "";
    let token = "";
    const sockets: TestSocket[] = [];
    const urlOf = (i: number) => () => servers[i]!.baseUrl;
    const [A, B, C] = [urlOf(0), urlOf(1), urlOf(2)];

    beforeAll(async () => {
      cluster = await startCluster({
        name: "cluster",
        instances: 3,
        env: { VITRINE_ADMIN_PASSWORD: ADMIN_PASSWORD, VITRINE_TEST_PASSWORD: TEST_PASSWORD },
      });
      servers.push(...cluster.servers);
      sql = cluster.sql;
      proxy = cluster.proxy;
      token = await signIn(proxy);
    });

    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await cluster?.stop();
    });

    async function adminSocket(baseUrl: string) {
      const socket = await openTestSocket(baseUrl);
      sockets.push(socket);
      socket.send({ type: "auth", token });
      expect(await socket.next((m) => m.type === "ready")).toMatchObject({ sos: true });
      return socket;
    }

    const devicesNamed = (prefix: string, count: number) =>
      importDevices(at(A()), token, prefix, count);

    it("serves a page published through one process fresh from every process (NOTIFY)", async () => {
      const added = await call(proxy, "POST", "/api/page/add", { token, body: validBody() });
      const id = added.json?.data.id as number;
      const first = await call(A(), "POST", "/api/page/publish", { token, body: { id } });
      expect(first.json?.code, first.text).toBe(0);
      // Every process reads and keeps the first version.
      for (const baseUrl of [A(), B(), C()])
        await eventually("the first version everywhere", async () => {
          const page = await call(baseUrl, "GET", `/api/page/public/${id}`);
          return page.json?.data?.name === "Spring sale";
        });

      const notices: string[] = [];
      const listening = await sql.listen(PAGES_CHANNEL, (payload) => notices.push(payload));
      try {
        await call(B(), "POST", "/api/page/add", {
          token,
          body: validBody({
            id,
            version: first.json?.data.version,
            name: "Summer sale",
            document: pageDocument([component("c1", "captiontext", { name: "Hot" })]),
          }),
        });
        expect(await call(B(), "POST", "/api/page/publish", { token, body: { id } })).toMatchObject(
          {
            json: { code: 0 },
          },
        );
        // The other processes were told through PostgreSQL, naming the page.
        await eventually("the publish announced on the pages channel", () =>
          notices.some((payload) => payload.split(",").includes(String(id))),
        );
        for (const baseUrl of [A(), B(), C(), proxy])
          await eventually(`the new version from ${baseUrl}`, async () => {
            const page = await call(baseUrl, "GET", `/api/page/public/${id}`);
            return page.json?.data?.name === "Summer sale";
          });
      } finally {
        await listening.unlisten();
      }
    });

    it("brings an SOS raised through process B to live lines on A and through the proxy", async () => {
      const [device] = await devicesNamed("CLSOS", 1);
      const onA = await adminSocket(A());
      const viaProxy = await adminSocket(proxy);
      const raised = await call(B(), "POST", "/api/device-gateway/sos", {
        body: { lat: 30.25, lng: 120.15 },
        headers: { "x-device-serial": device!.serial, "x-device-secret": device!.secret },
      });
      const alarmId = raised.json?.data.alarmId as number;
      expect(alarmId).toBeGreaterThan(0);
      for (const socket of [onA, viaProxy])
        expect(
          await socket.next((m) => m.type === "sos" && m.alarmId === alarmId, 30_000),
        ).toBeTruthy();
    });

    it("merges a chunked upload whose chunks and merge reach different processes", async () => {
      // A video: images stop at 2 MiB, and three chunks of 1 MiB make more.
      const bytes = mp4Bytes(CHUNK * 2 + 1234);
      const order = [A(), B(), C()];
      for (const [chunkNumber, baseUrl] of order.entries()) {
        const sent = await sendChunk(at(baseUrl), token, {
          bytes,
          chunkNumber,
          fileName: "clip.mp4",
          fileType: "video",
        });
        expect(sent.json?.code, sent.text).toBe(0);
      }
      const merged = await merge(at(B()), token, {
        fileSign: md5(bytes),
        chunkCount: 3,
        fileName: "clip.mp4",
        type: "video",
      });
      expect(merged.json?.code, merged.text).toBe(0);
      for (const baseUrl of [A(), C(), proxy]) {
        const served = await fetch(baseUrl + merged.json?.data.url);
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
      }
      // The file is in the bucket, read back byte for byte by a client of our own...
      const settings = readUploadSettings(cluster!.s3.env).s3!;
      const key = String(merged.json?.data.url).replace("/uploads/", "");
      const got = await createS3Bucket(settings).client.send(
        new GetObjectCommand({ Bucket: settings.bucket, Key: key }),
      );
      expect(Buffer.from((await got.Body!.transformToByteArray()) ?? []).equals(bytes)).toBe(true);
      // ...and in no process's data folder.
      for (const [i] of servers.entries())
        expect(fs.existsSync(path.join(cluster!.dataDir, `s${i + 1}`, "uploads", key))).toBe(false);
    });

    it("counts wrong passwords across processes: the sixth try is refused wherever it lands", async () => {
      const wrong = (baseUrl: string) =>
        call(baseUrl, "POST", "/api/login/doLogin", {
          body: { userName: "test", password: "not-the-password" },
        });
      // Five failures, spread over the three processes and the proxy.
      for (const baseUrl of [A(), B(), C(), proxy, A()])
        expect((await wrong(baseUrl)).json?.code).not.toBe(0);
      for (const baseUrl of [B(), C()]) {
        const blocked = await call(baseUrl, "POST", "/api/login/doLogin", {
          body: { userName: "test", password: TEST_PASSWORD },
        });
        expect(blocked.status).toBe(429);
      }
    });

    it("announces a silent device offline once, whichever process sweeps", async () => {
      const devices = await devicesNamed("CLOFF", 3);
      const watcher = await adminSocket(C());
      const offline = (id: number) =>
        watcher.messages.filter((m) => m.type === "offline" && m.deviceId === id).length;
      // Silent for two hours as far as the database knows: every process's sweep (every 5 s)
      // finds them; the advisory lock and the UPDATE's guard let only one announce each.
      const age = (ids: number[]) =>
        sql`UPDATE devices SET last_seen_at = now() - interval '2 hours' WHERE id IN ${sql(ids)}`;
      await age(devices.map((d) => d.id));
      for (const device of devices)
        await eventually("the offline announcement", () => offline(device.id) > 0, 60_000);
      // Three more devices go silent one after another: each is announced by a later sweep, so by
      // the last one several sweeps (of any process) have run since the first three were announced.
      const markers = await devicesNamed("CLMARK", 3);
      for (const marker of markers) {
        await age([marker.id]);
        await eventually("a later sweep", () => offline(marker.id) > 0, 60_000);
      }
      expect([...devices, ...markers].map((d) => offline(d.id))).toEqual([1, 1, 1, 1, 1, 1]);
    });

    it("closes an unpaid order past its deadline once, whichever process sweeps", async () => {
      // Orders straight in the table, their deadline passed: every process's timeout sweep (every
      // 30 s) may find them; the advisory lock and the UPDATE's `status = 0` let one close each.
      const dueOrders = async (count: number) => {
        const rows = await sql<{ id: number }[]>`
          INSERT INTO orders (order_no, app_user_id, goods_cents, total_cents, contact, phone,
                              region, address, pay_deadline)
          SELECT 'CL' || ${randomBytes(4).toString("hex")} || n, 1, 100, 100, '张三', '13800138000',
                 '4403', '南山区', now() - interval '1 hour'
          FROM generate_series(1, ${count}::int) AS n
          RETURNING id`;
        return rows.map((r) => Number(r.id));
      };
      const closedOf = async (ids: number[]) => {
        const rows = await sql<{ order_id: number; n: string }[]>`
          SELECT order_id, count(*) AS n FROM order_events
          WHERE type = 'closed' AND order_id IN ${sql(ids)} GROUP BY order_id`;
        return new Map(rows.map((r) => [Number(r.order_id), Number(r.n)]));
      };
      const orders = await dueOrders(3);
      await eventually(
        "the orders closed",
        async () => (await closedOf(orders)).size === 3,
        120_000,
      );
      // Two more orders fall due one after another, each closed by a later sweep (of any process).
      const markers: number[] = [];
      for (let i = 0; i < 2; i++) {
        markers.push(...(await dueOrders(1)));
        await eventually(
          "a later sweep",
          async () => (await closedOf(markers)).size === i + 1,
          120_000,
        );
      }
      const closed = await closedOf([...orders, ...markers]);
      expect([...orders, ...markers].map((id) => closed.get(id))).toEqual([1, 1, 1, 1, 1]);
      const statuses = await sql<{ status: number }[]>`
        SELECT status FROM orders WHERE id IN ${sql([...orders, ...markers])}`;
      expect(statuses.map((r) => Number(r.status))).toEqual([4, 4, 4, 4, 4]);
    });

    // Last: it kills process C.
    it("keeps every acknowledged write and upload and reconnects every live line when a process is killed", async () => {
      const devices = await devicesNamed("CLKILL", 6);
      // Six lines opened one after another through the proxy: round robin puts two on each process.
      const lines: TestSocket[] = [];
      for (let i = 0; i < 6; i++) lines.push(await adminSocket(proxy));
      const cutLines = new Set<TestSocket>();
      for (const line of lines)
        line.closed(300_000).then(
          () => cutLines.add(line),
          () => {},
        );

      const beats = new Map(devices.map((d) => [d.id, new Set<string>()]));
      const pages: number[] = [];
      let answers = 0;
      let killed = false;
      let afterKill = 0;
      const ANSWERS_BEFORE_KILL = 60;
      const ANSWERS_AFTER_KILL = 60;
      const victim = servers[2]!;
      // Uploads acknowledged (merged) with their bytes; one must also be merged after the kill.
      const uploads: { url: string; bytes: Buffer }[] = [];
      let uploadsAfterKill = 0;
      const done = () => afterKill >= ANSWERS_AFTER_KILL && uploadsAfterKill >= 1;
      // The burst is bounded: a failure names how far it got instead of hitting the test's timeout.
      const burstEnds = Date.now() + 150_000;
      const going = () => !done() && Date.now() < burstEnds;
      const acknowledged = () => {
        answers++;
        if (killed) afterKill++;
        if (!killed && answers >= ANSWERS_BEFORE_KILL) {
          killed = true;
          victim.child.kill("SIGKILL");
        }
      };
      // Heartbeats and page saves through the proxy without pause, until enough were answered
      // after the kill; only `code: 0` answers count as written (others may have hit the victim).
      const heartbeats = devices.map(async (device, i) => {
        for (let beat = 0; going(); beat++) {
          const answer = await orGiveUp(
            call(proxy, "POST", "/api/device-gateway/heartbeat", {
              body: { battery: (i + beat) % 101, signal: -60 },
              headers: { "x-device-serial": device.serial, "x-device-secret": device.secret },
            }),
          );
          if (answer?.json?.code === 0 && answer.json.data?.stored) {
            beats.get(device.id)!.add(answer.json.data.at);
            acknowledged();
          }
        }
      });
      const saves = (async () => {
        while (going()) {
          const answer = await orGiveUp(
            call(proxy, "POST", "/api/page/add", {
              token,
              body: validBody({ name: `Burst ${pages.length}` }),
            }),
          );
          if (answer?.json?.code === 0) {
            pages.push(answer.json.data.id);
            acknowledged();
          }
        }
      })();
      // Two-chunk videos through the proxy, chunks and merge landing wherever it sends them; a
      // refused or cut step drops that file, as a client would start it again.
      const uploading = (async () => {
        while (going()) {
          const bytes = Buffer.concat([mp4Bytes(CHUNK), randomBytes(64)]);
          const sentAfterKill = killed;
          let sent = true;
          for (const chunkNumber of [0, 1]) {
            const answer = await orGiveUp(
              sendChunk(at(proxy), token, {
                bytes,
                chunkNumber,
                fileName: "burst.mp4",
                fileType: "video",
              }),
            );
            if (answer?.json?.code !== 0) sent = false;
          }
          if (!sent) continue;
          const merged = await orGiveUp(
            merge(at(proxy), token, {
              fileSign: md5(bytes),
              chunkCount: 2,
              fileName: "burst.mp4",
              type: "video",
            }),
          );
          if (merged?.json?.code === 0) {
            uploads.push({ url: merged.json.data.url, bytes });
            if (sentAfterKill) uploadsAfterKill++;
          }
        }
      })();
      await Promise.all([...heartbeats, saves, uploading]);
      expect(done(), JSON.stringify({ answers, afterKill, uploadsAfterKill })).toBe(true);
      expect(await victim.exited).toBeNull();

      // Every merged upload is stored whole, read back byte for byte through the survivors.
      expect(uploads.length).toBeGreaterThan(0);
      for (const upload of uploads) {
        const served = await fetch(proxy + upload.url);
        expect(served.status, upload.url).toBe(200);
        expect(Buffer.from(await served.arrayBuffer()).equals(upload.bytes)).toBe(true);
      }

      // Every acknowledged heartbeat and page is there, read through the survivors.
      for (const device of devices) {
        const stored = await call(proxy, "GET", `/api/device/heartbeats?id=${device.id}&hours=24`, {
          token,
        });
        expect(stored.json?.code).toBe(0);
        const times = new Set(
          stored.json?.data.points.map((p: { at: string }) => new Date(p.at).toISOString()),
        );
        expect([...beats.get(device.id)!].filter((at) => !times.has(at))).toEqual([]);
      }
      for (const id of pages) {
        const page = await call(proxy, "GET", `/api/page/info?id=${id}`, { token });
        expect(page.json?.code, `page ${id}`).toBe(0);
      }

      // The victim's lines were cut; each reconnects through the proxy to a survivor and hears
      // an SOS raised there, as the admin app's reconnect does.
      await eventually("the victim's two lines closed", () => cutLines.size >= 2);
      const again = await Promise.all([...cutLines].map(() => adminSocket(proxy)));
      const [device] = devices;
      const raised = await call(proxy, "POST", "/api/device-gateway/sos", {
        body: { lat: 30.25, lng: 120.15 },
        headers: { "x-device-serial": device!.serial, "x-device-secret": device!.secret },
      });
      const alarmId = raised.json?.data.alarmId as number;
      expect(cutLines.size).toBe(2);
      for (const line of [...again, ...lines.filter((l) => !cutLines.has(l))])
        expect(
          await line.next((m) => m.type === "sos" && m.alarmId === alarmId, 30_000),
        ).toBeTruthy();
    });
  },
);
