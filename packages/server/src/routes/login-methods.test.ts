import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SEED_MOBILES } from "../seed/seed.js";
import {
  ADMIN_PASSWORD,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "../testing/test-server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());
beforeEach(async () => server.reset());

async function lastCode(mobile: string): Promise<string | null> {
  const result = await server.call("GET", `/api/dev/sms/last?mobile=${mobile}`);
  return result.json?.data.code ?? null;
}

describe("lock-screen verification", () => {
  it("checks the signed-in user's real password", async () => {
    const token = await server.signIn("test", TEST_PASSWORD);
    const wrong = await server.call("POST", "/api/login/verify", {
      token,
      body: { password: "anything" },
    });
    expect(wrong.json).toMatchObject({ code: 1, msg: "密码错误" });
    const other = await server.call("POST", "/api/login/verify", {
      token,
      body: { password: ADMIN_PASSWORD },
    });
    expect(other.json?.code).toBe(1);
    const right = await server.call("POST", "/api/login/verify", {
      token,
      body: { password: TEST_PASSWORD },
    });
    expect(right.json).toMatchObject({ code: 0, data: { verified: true } });
  });

  it("counts wrong tries towards the sign-in limit and needs a session", async () => {
    const token = await server.signIn("test", TEST_PASSWORD);
    for (let i = 0; i < 5; i++)
      await server.call("POST", "/api/login/verify", { token, body: { password: `x${i}` } });
    const blocked = await server.call("POST", "/api/login/verify", {
      token,
      body: { password: TEST_PASSWORD },
    });
    expect(blocked.status).toBe(429);
    expect(
      (await server.call("POST", "/api/login/verify", { body: { password: "x" } })).json?.code,
    ).toBe(401);
  });
});

describe("sign-in by mobile code", () => {
  it("sends a 6-digit code and signs in with it once", async () => {
    const sent = await server.call("POST", "/api/login/sendCode", {
      body: { mobile: SEED_MOBILES.test },
    });
    expect(sent.json?.code).toBe(0);
    const code = await lastCode(SEED_MOBILES.test);
    expect(code).toMatch(/^\d{6}$/);
    const signedIn = await server.call("POST", "/api/login/mobile", {
      body: { mobile: SEED_MOBILES.test, code },
    });
    expect(signedIn.json?.code).toBe(0);
    const info = await server.call("GET", "/api/user/getUserInfo", {
      token: signedIn.json?.data.token,
    });
    expect(info.json?.data.userName).toBe("test");
    const reused = await server.call("POST", "/api/login/mobile", {
      body: { mobile: SEED_MOBILES.test, code },
    });
    expect(reused.json?.code).toBe(1);
  });

  it("refuses a bad number and a second code within 60 seconds", async () => {
    expect(
      (await server.call("POST", "/api/login/sendCode", { body: { mobile: "12345" } })).json,
    ).toMatchObject({
      code: 1,
      msg: "请输入正确的手机号",
    });
    await server.call("POST", "/api/login/sendCode", { body: { mobile: SEED_MOBILES.admin } });
    const again = await server.call("POST", "/api/login/sendCode", {
      body: { mobile: SEED_MOBILES.admin },
    });
    expect(again.json?.code).toBe(1);
    expect(again.json?.msg).toMatch(/秒后再试/);
    server.clock.advanceMinutes(1.1);
    expect(
      (await server.call("POST", "/api/login/sendCode", { body: { mobile: SEED_MOBILES.admin } }))
        .json?.code,
    ).toBe(0);
  });

  it("a code expires after 5 minutes", async () => {
    await server.call("POST", "/api/login/sendCode", { body: { mobile: SEED_MOBILES.test } });
    const code = await lastCode(SEED_MOBILES.test);
    server.clock.advanceMinutes(5.1);
    const late = await server.call("POST", "/api/login/mobile", {
      body: { mobile: SEED_MOBILES.test, code },
    });
    expect(late.json).toMatchObject({ code: 1, msg: "验证码错误或已过期" });
  });

  it("a code is dead after 5 wrong tries", async () => {
    await server.call("POST", "/api/login/sendCode", { body: { mobile: SEED_MOBILES.test } });
    const code = (await lastCode(SEED_MOBILES.test))!;
    const wrong = code === "000000" ? "111111" : "000000";
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await server.call("POST", "/api/login/mobile", {
        body: { mobile: SEED_MOBILES.test, code: wrong },
      });
      answers.push(r.json?.msg ?? "");
    }
    expect(answers[4]).toBe("验证码错误次数过多，请重新获取");
    const right = await server.call("POST", "/api/login/mobile", {
      body: { mobile: SEED_MOBILES.test, code },
    });
    expect(right.json?.code).toBe(1);
  });

  it("answers the same for a number without an account and sends nothing", async () => {
    const r = await server.call("POST", "/api/login/sendCode", { body: { mobile: "13912345678" } });
    expect(r.json?.code).toBe(0);
    expect(await lastCode("13912345678")).toBeNull();
  });
});

describe("sign-in by QR", () => {
  it("pending until a signed-in session confirms, then the token exactly once", async () => {
    const created = await server.call("POST", "/api/login/qrCreate");
    const { qrId, expiresAt } = created.json!.data;
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(server.clock.now.getTime());
    expect(
      (await server.call("POST", "/api/login/qrStatus", { body: { qrId } })).json?.data.status,
    ).toBe("pending");

    const phone = await server.signIn("admin", ADMIN_PASSWORD);
    expect((await server.call("POST", "/api/login/qrConfirm", { body: { qrId } })).json?.code).toBe(
      401,
    );
    expect(
      (await server.call("POST", "/api/login/qrConfirm", { token: phone, body: { qrId } })).json
        ?.code,
    ).toBe(0);

    const first = await server.call("POST", "/api/login/qrStatus", { body: { qrId } });
    expect(first.json?.data.status).toBe("confirmed");
    const token = first.json?.data.token;
    expect(typeof token).toBe("string");
    const info = await server.call("GET", "/api/user/getUserInfo", { token });
    expect(info.json?.data.userName).toBe("admin");
    const second = await server.call("POST", "/api/login/qrStatus", { body: { qrId } });
    expect(second.json?.data).toEqual({ status: "confirmed" });
  });

  it("expires after two minutes and cannot be confirmed then", async () => {
    const { qrId } = (await server.call("POST", "/api/login/qrCreate")).json!.data;
    server.clock.advanceMinutes(2.1);
    expect(
      (await server.call("POST", "/api/login/qrStatus", { body: { qrId } })).json?.data.status,
    ).toBe("expired");
    const phone = await server.signIn("test", TEST_PASSWORD);
    const late = await server.call("POST", "/api/login/qrConfirm", {
      token: phone,
      body: { qrId },
    });
    expect(late.json).toMatchObject({ code: 1, msg: "二维码已过期，请刷新" });
  });

  it("an unknown code is refused", async () => {
    const r = await server.call("POST", "/api/login/qrStatus", { body: { qrId: "nope" } });
    expect(r.json).toMatchObject({ code: 1, msg: "二维码无效" });
  });
});
