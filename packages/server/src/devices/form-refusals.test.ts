import { describe, expect, it } from "vitest";
import { type Tokens, useSignedInServer } from "../modules/testing.js";
import type { TestServer } from "../testing/test-server.js";
import { createAgent, importDevices } from "./testing.js";

// The device forms' bodies are TypeBox schemas (admin/form-fields.ts): each wrong value, of the
// wrong shape or not, is refused as the form always refused it, and nothing is written.

let server: TestServer;
let tokens: Tokens;
useSignedInServer(
  (started) => {
    server = started;
  },
  (signedIn) => {
    tokens = signedIn;
  },
);

type Lang = "zh-cn" | "en";
/** A form's wrong value: the body's fields, the field refused and its message per language. */
type Case = [string, Record<string, unknown>, string, Record<Lang, string>];

/** The refusals' words, as messages.ts writes them: the label, then the rule. */
const between = (zh: string, en: string, min: number, max: number) => ({
  "zh-cn": `${zh}必须是 ${min} 到 ${max} 之间的整数`,
  en: `${en} must be a whole number from ${min} to ${max}`,
});
const badDay = (zh: string, en: string) => ({
  "zh-cn": `${zh}须为 YYYY-MM-DD 格式的日期`,
  en: `${en} must be a date as YYYY-MM-DD`,
});
const tooLong = (zh: string, en: string, max: number) => ({
  "zh-cn": `${zh}最多 ${max} 个字符`,
  en: `${en} is at most ${max} characters`,
});
const BUYER_REQUIRED = { "zh-cn": "请输入买方", en: "Buyer is required" };
const PHONE_FORMAT = { "zh-cn": "请输入正确的手机号", en: "Enter a valid mobile number" };

/** `field` sent as `value` (with `others`) is refused in these words. */
const refused = (
  field: string,
  value: unknown,
  messages: Record<Lang, string>,
  others: Record<string, unknown> = {},
): Case => [`${field}: ${JSON.stringify(value)}`, { ...others, [field]: value }, field, messages];

/** A sale the dialog would take but for the one field each row sets. */
const SALE = { buyer: "x", price: "1" };
const MAX_ID = 2_147_483_647;

const FORMS: Record<string, Case[]> = {
  "/api/device/battery": [
    refused("batteryHealth", 101, between("电池健康度", "Battery health", 0, 100)),
    refused("batteryCycles", "100001", between("循环次数", "Cycle count", 0, 100_000)),
    refused("batteryCapacityMah", { mah: 1 }, between("电池容量", "Battery capacity", 1, 100_000)),
    refused("batteryReplacedAt", "2026-02-30", badDay("电池更换日期", "Battery replaced on")),
    refused("batteryModel", "B".repeat(65), tooLong("电池型号", "Battery model", 64)),
  ],
  "/api/device/electrode": [
    refused("electrodeUsesLeft", -1, between("电极剩余次数", "Electrode uses left", 0, 100_000)),
    refused("electrodeUsesLeft", [3], between("电极剩余次数", "Electrode uses left", 0, 100_000)),
    refused("electrodeFittedAt", "2026/11/20", badDay("电极安装日期", "Electrode fitted on")),
    // Characters, not UTF-16 units: 64 emoji are taken (below), 65 are not.
    refused("electrodeBatch", "😀".repeat(65), tooLong("电极批次", "Electrode batch", 64)),
  ],
  "/api/device/sell": [
    ["a missing buyer", { price: "1" }, "buyer", BUYER_REQUIRED],
    refused("buyer", "   ", BUYER_REQUIRED, { price: "1" }),
    refused("buyer", { name: "x" }, BUYER_REQUIRED, { price: "1" }),
    refused("notes", "n".repeat(501), tooLong("备注", "Notes", 500), SALE),
    refused("appUserId", 0, between("绑定用户", "App user", 1, MAX_ID), SALE),
    refused("agentId", { id: 1 }, between("代理商", "Agent", 1, MAX_ID), SALE),
    refused("soldAt", 20261120, badDay("销售时间", "Sold at"), SALE),
    // The phone's format is read before the price and the fields after it, as the dialog reads.
    refused("buyerPhone", "abc", PHONE_FORMAT, { ...SALE, agentId: {} }),
  ],
  "/api/device/assignAgent": [
    refused("agentId", MAX_ID + 1, between("代理商", "Agent", 1, MAX_ID)),
    refused("agentId", { id: 1 }, between("代理商", "Agent", 1, MAX_ID)),
  ],
  "/api/device/assignAfterSale": [
    refused("afterSaleId", "0", between("售后人员", "After-sale staff", 1, MAX_ID)),
    refused("afterSaleId", true, between("售后人员", "After-sale staff", 1, MAX_ID)),
  ],
};

/** What a refused call must leave as it was: the device, its history, the log and the ledger. */
async function written(id: number) {
  const [device] = await server.database.query("SELECT * FROM devices WHERE id = $1", [id]);
  const [counts] = await server.database.query(
    `SELECT (SELECT count(*)::int FROM device_events) AS events,
            (SELECT count(*)::int FROM operation_logs) AS logs,
            (SELECT count(*)::int FROM device_sales) AS sales`,
  );
  return { device, counts };
}

const call = (url: string, body: unknown, lang: Lang) =>
  server.call("POST", url, { token: tokens.admin, body, headers: { "accept-language": lang } });

describe("the device forms' refusals", { timeout: 60_000 }, () => {
  it("name the field in the caller's language and change nothing", async () => {
    const [d] = await importDevices(server, tokens.admin, "FORMBAD", 1);
    const before = await written(d!.id);
    for (const [url, cases] of Object.entries(FORMS))
      for (const [what, fields, field, messages] of cases)
        for (const lang of ["zh-cn", "en"] as const) {
          const answer = await call(url, { id: d!.id, ids: [d!.id], ...fields }, lang);
          const label = `${url} ${what} (${lang})`;
          expect(answer.status, label).toBe(200);
          expect(answer.json, label).toEqual({
            code: 1,
            msg: messages[lang],
            data: { errors: [{ field, message: messages[lang] }] },
          });
        }
    expect(await written(d!.id)).toEqual(before);
  });

  it("answers a body that is no object or has too many keys with the 400 it always had", async () => {
    const tooMany = Object.fromEntries(Array.from({ length: 33 }, (_, k) => [`k${k}`, k]));
    for (const url of Object.keys(FORMS)) {
      const list = await server.call("POST", url, { token: tokens.admin, rawBody: "[]" });
      expect(list).toMatchObject({
        status: 400,
        json: { msg: "请求参数有误：字段 body 类型应为 object" },
      });
      const wide = await call(url, tooMany, "en");
      expect(wide).toMatchObject({
        status: 400,
        json: { msg: "Invalid request: Field body is invalid" },
      });
    }
  });

  it("still takes the values the forms have always taken: digits, a picker's date-time, blanks", async () => {
    const agentId = await createAgent(server);
    const [d] = await importDevices(server, tokens.admin, "FORMOK", 1);
    const battery = await call(
      "/api/device/battery",
      {
        id: d!.id,
        batteryModel: 5,
        batteryCapacityMah: " 1200 ",
        batteryHealth: "",
        batteryCycles: null,
        batteryReplacedAt: "2026-11-20T08:00:00.000Z",
      },
      "en",
    );
    expect(battery.json?.data.device).toMatchObject({
      batteryModel: "5",
      batteryCapacityMah: 1200,
      batteryHealth: null,
      batteryCycles: null,
      batteryReplacedAt: "2026-11-20",
    });
    const batch = "😀".repeat(64);
    const electrode = await call(
      "/api/device/electrode",
      { id: d!.id, electrodeBatch: ` ${batch} `, electrodeUsesLeft: "0" },
      "en",
    );
    expect(electrode.json?.data.device).toMatchObject({
      electrodeBatch: batch,
      electrodeUsesLeft: 0,
    });
    const sold = await call(
      "/api/device/sell",
      { ids: String(d!.id), buyer: 12, price: "1", agentId: String(agentId), soldAt: "" },
      "en",
    );
    expect(sold.json?.code).toBe(0);
    const [sale] = await server.database.query<{ buyer: string; agentId: number }>(
      'SELECT buyer, agent_id AS "agentId" FROM device_sales',
    );
    expect(sale).toEqual({ buyer: "12", agentId });
  });
});
