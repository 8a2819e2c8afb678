import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SEED_MOBILES } from "../seed/seed.js";
import { ADMIN_PASSWORD, startTestServer, type TestServer } from "../testing/test-server.js";
import { SEND_CODE_LIMIT } from "./login-mobile.js";
import { QR_CREATE_LIMIT } from "./login-qr.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { ...process.env, VITRINE_DEV_SMS: "1" } });
});
afterAll(async () => server.close());
beforeEach(async () => server.reset());

const rowCount = async (table: "qr_logins" | "sms_codes") =>
  Number(
    (await server.database.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n ?? 0,
  );

const qrCreateFrom = (ip: string, userAgent = "test-agent") =>
  server.app.inject({
    method: "POST",
    url: "/api/login/qrCreate",
    remoteAddress: ip,
    headers: { "user-agent": userAgent },
  });

const sendCodeFrom = (ip: string, mobile: string) =>
  server.app.inject({
    method: "POST",
    url: "/api/login/sendCode",
    remoteAddress: ip,
    payload: { mobile },
  });

describe("QR codes for anonymous callers", () => {
  it("one address gets a limited number of codes in parallel, another address is not affected", async () => {
    const answers = await Promise.all(
      Array.from({ length: QR_CREATE_LIMIT.max + 20 }, () => qrCreateFrom("10.1.0.1")),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(QR_CREATE_LIMIT.max);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
    expect(await rowCount("qr_logins")).toBe(QR_CREATE_LIMIT.max);
    expect((await qrCreateFrom("10.1.0.2")).statusCode).toBe(200);
  });

  it("expired codes are removed when new ones are made", async () => {
    for (let i = 0; i < 5; i++) await qrCreateFrom("10.1.0.1");
    server.clock.advanceMinutes(20);
    await qrCreateFrom("10.1.0.1");
    expect(await rowCount("qr_logins")).toBe(1);
  });
});

describe("SMS codes for anonymous callers", () => {
  it("one address asks codes for a limited number of numbers; the rest are refused with 429", async () => {
    const numbers = Array.from(
      { length: SEND_CODE_LIMIT.max + 5 },
      (_, i) => `1390000${String(i).padStart(4, "0")}`,
    );
    const answers = await Promise.all(numbers.map((mobile) => sendCodeFrom("10.2.0.1", mobile)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(SEND_CODE_LIMIT.max);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(5);
    expect(await rowCount("sms_codes")).toBe(SEND_CODE_LIMIT.max);
    expect((await sendCodeFrom("10.2.0.2", SEED_MOBILES.admin)).json().code).toBe(0);
  });

  it("a number's one-a-minute refusal does not use up the address's sends", async () => {
    await sendCodeFrom("10.2.0.1", SEED_MOBILES.admin);
    for (let i = 0; i < SEND_CODE_LIMIT.max + 2; i++)
      expect((await sendCodeFrom("10.2.0.1", SEED_MOBILES.admin)).json().msg).toMatch(/秒后再试/);
    expect((await sendCodeFrom("10.2.0.1", SEED_MOBILES.test)).json().code).toBe(0);
  });

  it("expired codes are removed when a new one is issued", async () => {
    await sendCodeFrom("10.2.0.1", SEED_MOBILES.admin);
    await sendCodeFrom("10.2.0.1", SEED_MOBILES.test);
    server.clock.advanceMinutes(6);
    await sendCodeFrom("10.2.0.1", "13900001111");
    expect(await rowCount("sms_codes")).toBe(1);
  });
});

describe("the QR confirmation", () => {
  it("a signed-in caller reads the requesting device, address and time before confirming", async () => {
    const created = await qrCreateFrom("10.3.0.7", "Mozilla/5.0 (X11; Linux) Firefox/130.0");
    const { qrId } = created.json().data;
    expect((await server.call("POST", "/api/login/qrInfo", { body: { qrId } })).json?.code).toBe(
      401,
    );
    const phone = await server.signIn("admin", ADMIN_PASSWORD);
    const info = await server.call("POST", "/api/login/qrInfo", { token: phone, body: { qrId } });
    expect(info.json).toMatchObject({
      code: 0,
      data: {
        ip: "10.3.0.7",
        userAgent: "Mozilla/5.0 (X11; Linux) Firefox/130.0",
        createdAt: server.clock.now.toISOString(),
      },
    });
    // Reading who asked changes nothing: the code is still pending until confirmed.
    expect(
      (await server.call("POST", "/api/login/qrStatus", { body: { qrId } })).json?.data.status,
    ).toBe("pending");
  });

  it("answers the expiry or an unknown code in the caller's language", async () => {
    const phone = await server.signIn("admin", ADMIN_PASSWORD);
    const unknown = await server.call("POST", "/api/login/qrInfo", {
      token: phone,
      body: { qrId: "nope" },
      headers: { "accept-language": "en" },
    });
    expect(unknown.json).toMatchObject({ code: 1, msg: "Unknown QR code" });
    const { qrId } = (await qrCreateFrom("10.3.0.7")).json().data;
    server.clock.advanceMinutes(3);
    const late = await server.call("POST", "/api/login/qrInfo", { token: phone, body: { qrId } });
    expect(late.json?.msg).toBe("二维码已过期，请刷新");
  });
});
