import { describe, expect, it } from "vitest";
import { makeGoods } from "../marketing/testing.js";
import { grant, type Tokens, useSignedInServer } from "../modules/testing.js";
import type { TestServer } from "../testing/test-server.js";
import { newShopper, payWithDev, SHENZHEN, shopperCall } from "./testing.js";

let server: TestServer;
let tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);

async function paidOrderId(): Promise<number> {
  const { skuIds } = await makeGoods(server, "备注水杯", [2000], 5);
  const shopper = await newShopper(server);
  const call = shopperCall(server, shopper.token);
  const addressId = (await call("POST", "/api/app/addresses/save", SHENZHEN)).json?.data.id;
  await call("POST", "/api/app/cart/add", { skuId: skuIds[0], quantity: 1 });
  const orderNo = (await call("POST", "/api/app/checkout", { addressId })).json?.data.orderNo;
  expect(await payWithDev(server, call, orderNo)).toBe(200);
  const [row] = await server.database.query<{ id: number }>(
    "SELECT id FROM orders WHERE order_no = $1",
    [orderNo],
  );
  return row!.id;
}

const remark = (body: unknown, token: string, language = "zh-cn") =>
  server.call("POST", "/api/order/remark", {
    token,
    body,
    headers: { "accept-language": language },
  });

/** What a remark leaves behind: its timeline events and its log lines. */
async function traces(id: number) {
  const events = await server.database.query<{ remark: string }>(
    "SELECT detail->>'remark' AS remark FROM order_events WHERE order_id = $1 AND type = 'remark' ORDER BY id",
    [id],
  );
  const [logs] = await server.database.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM operation_logs WHERE module = 'order' AND action = 'remark'",
  );
  return { remarks: events.map((e) => e.remark), logs: logs?.n };
}

describe("an operator's remark on an order", () => {
  it("is its own grant: shipping alone does not allow it, and a refusal writes nothing", async () => {
    const id = await paidOrderId();
    await grant(server, "common", ["order:index", "order:ship"]);
    expect((await remark({ id, remark: "周末送达" }, tokens.common)).status).toBe(403);
    expect(await traces(id)).toEqual({ remarks: [], logs: 0 });
    await grant(server, "common", ["order:remark"]);
    const saved = await remark({ id, remark: "周末送达" }, tokens.common);
    expect(saved.json?.code).toBe(0);
    expect(
      ((saved.json?.data.events ?? []) as Array<{ type: string; detail: { remark?: string } }>)
        .filter((e) => e.type === "remark")
        .map((e) => e.detail.remark),
    ).toEqual(["周末送达"]);
    expect(await traces(id)).toEqual({ remarks: ["周末送达"], logs: 1 });
  });

  it("counts 500 characters, not UTF-16 units, and refuses one more in each language", async () => {
    const id = await paidOrderId();
    // 500 characters outside the basic plane: 1000 UTF-16 units, still allowed.
    const longest = "😀".repeat(500);
    expect((await remark({ id, remark: longest }, tokens.admin)).json?.code).toBe(0);
    for (const [language, message] of [
      ["zh-cn", "请输入备注（1 到 500 个字）"],
      ["en", "Enter a remark (1 to 500 characters)"],
      ["zh-tw", "請輸入備註（1 到 500 個字）"],
    ] as const) {
      const refused = await remark({ id, remark: `${"字".repeat(501)}` }, tokens.admin, language);
      expect(refused.json?.data.errors).toEqual([{ field: "remark", message }]);
    }
    expect(await traces(id)).toEqual({ remarks: [longest], logs: 1 });
  });

  it("refuses a missing order or a malformed body without a 500", async () => {
    const missing = await remark({ id: 999_999, remark: "无此订单" }, tokens.admin, "en");
    expect(missing.status).toBe(200);
    expect(missing.json?.code).toBe(1);
    const malformed = await remark({ id: "x", remark: 7 }, tokens.admin, "en");
    expect(malformed.status).toBe(200);
    expect(malformed.json?.code).toBe(1);
    expect((await traces(0)).logs).toBe(0);
  });
});
