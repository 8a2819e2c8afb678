import type { DeviceDetailAnswer, DeviceHistoryEntry } from "@vitrine/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { assertType, type Equals } from "../http/envelope-schema.js";
import { visibleFields } from "../modules/framework/rows.js";
import { resetWithModules, signInAll, type Tokens } from "../modules/testing.js";
import { startTestServer, type TestServer } from "../testing/test-server.js";
import { createDeviceModule } from "./declaration.js";
import { SaleSchema } from "./device-answer-schema.js";
import { fleetFor } from "./fleet.js";
import { createAgent, importDevices } from "./testing.js";

// Every key of the contract's types, checked against them by `tsc` both ways.
const DETAIL_KEYS = ["device", "sale", "timeline"] as const;
// The sale's keys are its schema's, which device-answer-schema.ts holds equal to the contract.
const SALE_KEYS = Object.keys(SaleSchema.properties);
const HISTORY_KEYS = ["id", "type", "at", "userId", "username", "detail"] as const;
assertType<Equals<(typeof DETAIL_KEYS)[number], keyof DeviceDetailAnswer>>();
assertType<Equals<(typeof HISTORY_KEYS)[number], keyof DeviceHistoryEntry>>();

/** A row's keys: every visible field of fields/*.ts and the list's decoration (declaration-hooks.ts). */
const ROW_KEYS = [
  ...visibleFields(createDeviceModule()).map((f) => f.key),
  "online",
  "agentName",
  "afterSaleName",
].sort();

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

const keys = (value: object) => Object.keys(value).sort();

describe("device answers through their schemas", { timeout: 60_000 }, () => {
  it("carry every field of a row, its sale and its history, and refusals as before", async () => {
    const agentId = await createAgent(server);
    const [device] = await importDevices(server, tokens.admin, "KEYS", 1);
    const sold = await server.call("POST", "/api/device/sell", {
      token: tokens.admin,
      body: { ids: [device!.id], buyer: "Clinic", priceCents: 99_900, channel: "agent", agentId },
    });
    expect(sold.json?.code).toBe(0);

    for (const method of ["POST", "GET"] as const) {
      const list = await server.call(method, "/api/device/index", {
        token: tokens.admin,
        ...(method === "POST" ? { body: {} } : {}),
      });
      expect(list.json).toMatchObject({ code: 0, msg: "ok", data: { total: 1 } });
      const [row] = list.json!.data.data;
      expect(keys(row)).toEqual(ROW_KEYS);
      expect(row).toMatchObject({ id: device!.id, state: "sold", agentName: "agent1" });
      expect(row.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }

    const detail = await server.call("GET", `/api/device/detail?id=${device!.id}`, {
      token: tokens.admin,
    });
    expect(detail.json?.code).toBe(0);
    const { data } = detail.json!;
    expect(keys(data)).toEqual([...DETAIL_KEYS].sort());
    expect(keys(data.device)).toEqual(ROW_KEYS);
    expect(keys(data.sale)).toEqual([...SALE_KEYS].sort());
    expect(data.sale).toMatchObject({ buyer: "Clinic", priceCents: 99_900, agentName: "agent1" });
    expect(data.sale.soldAt).toMatch(/Z$/);
    expect(data.timeline.length).toBeGreaterThan(0);
    for (const entry of data.timeline) expect(keys(entry)).toEqual([...HISTORY_KEYS].sort());

    // A refusal keeps its shape: code 1, the message, its data.
    const missing = await server.call("GET", "/api/device/detail?id=999999", {
      token: tokens.admin,
    });
    expect(missing.json).toMatchObject({ code: 1, data: null });
    expect(missing.json?.msg).not.toBe("");
    const badTab = await server.call("POST", "/api/device/index", {
      token: tokens.admin,
      body: { page: "x" },
    });
    expect(badTab.status).toBe(200);
    expect(badTab.json?.code).toBe(1);
  });
});
