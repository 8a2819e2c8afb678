import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fleetFor } from "../devices/fleet.js";
import { deviceCall, importDevices } from "../devices/testing.js";
import { resetWithModules, signInAll, type Tokens } from "../modules/testing.js";
import { startTestServer, type TestServer } from "../testing/test-server.js";
import { nextNotes } from "./routes.js";

let server: TestServer;
let tokens: Tokens;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());
beforeEach(async () => {
  await fleetFor(server.database)?.flush();
  await resetWithModules(server);
  tokens = await signInAll(server);
});

const post = (url: string, body: unknown, token = tokens.admin) =>
  server.call("POST", url, { token, body });

/** An alarm raised by a device at a place, its app user set as the device's bound user would. */
async function alarmOf(prefix: string, appUser: { nickname: string; phone: string } | null) {
  const [device] = await importDevices(server, tokens.admin, prefix, 1);
  const raised = await deviceCall(server, device!, "sos", { lat: 30.25, lng: 120.15 });
  const alarmId = raised.json?.data.alarmId as number;
  if (appUser) {
    const [user] = await server.database.query<{ id: number }>(
      "INSERT INTO app_users (phone, nickname) VALUES ($1, $2) RETURNING id",
      [appUser.phone, appUser.nickname],
    );
    await server.database.query("UPDATE sos_alarms SET app_user_id = $1 WHERE id = $2", [
      user!.id,
      alarmId,
    ]);
  }
  return alarmId;
}

describe("SOS rows", () => {
  it("name the app user and the handler, and give the location as one labelled column", async () => {
    const alarmId = await alarmOf("NAMES", { nickname: "小王", phone: "13800000001" });
    await post("/api/sos/acknowledge", { id: alarmId, notes: "calling" }, tokens.aftersale);
    const list = await post("/api/sos/index", {});
    expect(list.json?.data.data[0]).toMatchObject({
      id: alarmId,
      appUserName: "小王 · 13800000001",
      handlerName: "service",
      location: "30.25, 120.15",
      lat: 30.25,
      lng: 120.15,
    });
    const meta = await post("/api/sos/meta", {});
    const columns = meta.json?.data.columns as Array<{ key: string; label: string }>;
    const label = (key: string) => columns.find((c) => c.key === key)?.label;
    expect(label("appUserName")).toBe("用户");
    expect(label("location")).toBe("位置");
    expect(label("lat")).toBe("纬度");
  });

  it("show no app user for an alarm without one, and the number of a removed one", async () => {
    const none = await alarmOf("NOUSER", null);
    const removed = await alarmOf("GONE", { nickname: "", phone: "13800000002" });
    await server.database.query("UPDATE sos_alarms SET app_user_id = 999999 WHERE id = $1", [
      removed,
    ]);
    const list = await post("/api/sos/index", {});
    const rows = list.json?.data.data as Array<{ id: number; appUserName: string }>;
    expect(rows.find((r) => r.id === none)?.appUserName).toBe("");
    expect(rows.find((r) => r.id === removed)?.appUserName).toBe("#999999");
  });
});

describe("SOS notes", () => {
  it("store the acknowledge note once when the resolve note repeats it", async () => {
    const alarmId = await alarmOf("NOTES", null);
    await post("/api/sos/acknowledge", { id: alarmId, notes: "calling" });
    const resolved = await post("/api/sos/resolve", {
      id: alarmId,
      notes: "calling\nuser is fine",
    });
    expect(resolved.json?.data.alarm.notes).toBe("calling\nuser is fine");
    // The log says what the screen shows, in the operator's language (issue 36).
    const logs = await server.database.query<{ summary: string }>(
      `SELECT summary FROM operation_logs WHERE module = 'sos' AND ids = '${alarmId}' ORDER BY id`,
    );
    expect(logs.map((l) => l.summary)).toEqual([
      `修改 #${alarmId}：状态 新告警 → 已确认；处理说明 空 → "calling"`,
      `修改 #${alarmId}：状态 已确认 → 已处理；处理说明 "calling" → "calling\\nuser is fine"`,
    ]);
  });

  it("refuse a note that would overflow the stored notes, and change nothing", async () => {
    const alarmId = await alarmOf("LONG", null);
    await post("/api/sos/acknowledge", { id: alarmId, notes: "a".repeat(600) });
    const refused = await post("/api/sos/resolve", { id: alarmId, notes: "b".repeat(600) });
    expect(refused.status).toBe(200);
    expect(refused.json).toMatchObject({ code: 1 });
    expect(refused.json?.msg).toContain("1000");
    const info = await server.call("GET", `/api/sos/info?id=${alarmId}`, { token: tokens.admin });
    expect(info.json?.data).toMatchObject({ status: "acknowledged", notes: "a".repeat(600) });
  });

  it("build up: a new note goes under the stored one, an empty one keeps it", () => {
    expect(nextNotes("calling", "user is fine")).toBe("calling\nuser is fine");
    expect(nextNotes("calling", "calling")).toBe("calling");
    expect(nextNotes("calling", "")).toBe("calling");
    expect(nextNotes("", "done")).toBe("done");
    // A note that merely begins with the same words is a note of its own.
    expect(nextNotes("call", "calling back")).toBe("call\ncalling back");
  });
});
