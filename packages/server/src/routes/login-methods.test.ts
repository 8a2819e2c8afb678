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
  // The tests read codes through the development endpoint, which exists only when asked for.
  server = await startTestServer({ env: { ...process.env, VITRINE_DEV_SMS: "1" } });
});
afterAll(async () => server.close());
beforeEach(async () => server.reset());

async function lastCode(mobile: string): Promise<string | null> {
  const result = await server.call("GET", `/api/dev/sms/last?mobile=${mobile}`);
  return result.json?.data.code ?? null;
}

const signInByCode = (mobile: string, code: string) =>
  server.call("POST", "/api/login/mobile", { body: { mobile, code } });

const wrongCodeFor = (code: string) => (code === "000000" ? "111111" : "000000");

/** Forgets failed sign-ins, as if the next try came after the throttle window from elsewhere. */
const forgetFailedSignIns = () => server.database.query("DELETE FROM rate_limits");

/**
 * The same call made several times at once, as a burst from several clients. On PostgreSQL their
 * handlers interleave and race; on PGlite (no real I/O) each one runs to its end before the next, so
 * the PostgreSQL pass is the one that would catch a race here.
 */
async function inParallel(count: number, url: string, body: Record<string, string>) {
  const answers = await Promise.all(
    Array.from({ length: count }, () => server.app.inject({ method: "POST", url, payload: body })),
  );
  return answers.map((a) => a.json() as { code: number; msg: string });
}

const codeRows = (mobile: string) =>
  server.database.query<{ attempts: number; used_at: Date | null }>(
    "SELECT attempts, used_at FROM sms_codes WHERE mobile = $1 ORDER BY id",
    [mobile],
  );

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
    await forgetFailedSignIns();
    const right = await server.call("POST", "/api/login/mobile", {
      body: { mobile: SEED_MOBILES.test, code },
    });
    expect(right.json).toMatchObject({ code: 1, msg: "验证码错误或已过期" });
  });

  it("counts parallel wrong tries one by one: never more than 5, then the code is dead", async () => {
    await server.call("POST", "/api/login/sendCode", { body: { mobile: SEED_MOBILES.test } });
    const code = (await lastCode(SEED_MOBILES.test))!;
    const answers = await inParallel(8, "/api/login/mobile", {
      mobile: SEED_MOBILES.test,
      code: wrongCodeFor(code),
    });
    expect(answers.every((a) => a.code !== 0)).toBe(true);
    expect(answers.filter((a) => a.msg === "验证码错误次数过多，请重新获取")).toHaveLength(1);
    const [row] = await codeRows(SEED_MOBILES.test);
    expect(row?.attempts).toBe(5);
    expect(row?.used_at).not.toBeNull();
    await forgetFailedSignIns();
    expect((await signInByCode(SEED_MOBILES.test, code)).json).toMatchObject({
      code: 1,
      msg: "验证码错误或已过期",
    });
  });

  it("a new code retires the older one, which never comes back with fresh tries", async () => {
    await server.call("POST", "/api/login/sendCode", { body: { mobile: SEED_MOBILES.test } });
    const older = (await lastCode(SEED_MOBILES.test))!;
    server.clock.advanceMinutes(1.1);
    await server.call("POST", "/api/login/sendCode", { body: { mobile: SEED_MOBILES.test } });
    const newer = (await lastCode(SEED_MOBILES.test))!;
    // Kill the newer code; the older one is still within its 5 minutes.
    for (let i = 0; i < 5; i++) await signInByCode(SEED_MOBILES.test, wrongCodeFor(newer));
    await forgetFailedSignIns();
    const withOlder = await signInByCode(SEED_MOBILES.test, older);
    expect(withOlder.json).toMatchObject({ code: 1, msg: "验证码错误或已过期" });
  });

  it("parallel requests for a code send only one", async () => {
    const answers = await inParallel(6, "/api/login/sendCode", { mobile: SEED_MOBILES.admin });
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => /秒后再试/.test(a.msg))).toHaveLength(5);
    expect(await codeRows(SEED_MOBILES.admin)).toHaveLength(1);
  });

  it("throttles wrong codes like wrong passwords: the sixth try from one address within 15 minutes waits", async () => {
    await server.call("POST", "/api/login/sendCode", { body: { mobile: SEED_MOBILES.admin } });
    const code = (await lastCode(SEED_MOBILES.admin))!;
    for (let i = 0; i < 5; i++) await signInByCode(SEED_MOBILES.admin, wrongCodeFor(code));
    const blocked = await signInByCode(SEED_MOBILES.admin, code);
    expect(blocked.status).toBe(429);
    expect(blocked.json?.msg).toMatch(/^登录失败次数过多，请\d+分钟后再试$/);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
    // The refused try went no further: it was not counted on the code and nothing more was logged.
    expect((await codeRows(SEED_MOBILES.admin))[0]?.attempts).toBe(5);
    const logged = await server.database.query<{ success: boolean }>(
      "SELECT success FROM signin_logs WHERE method = 'mobile'",
    );
    expect(logged.map((r) => r.success)).toEqual([false, false, false, false, false]);
  });

  it("writes a failed mobile sign-in to the sign-in log and the user's error count", async () => {
    await server.call("POST", "/api/login/sendCode", { body: { mobile: SEED_MOBILES.test } });
    const code = (await lastCode(SEED_MOBILES.test))!;
    await signInByCode(SEED_MOBILES.test, wrongCodeFor(code));
    await signInByCode("13912345678", "123456");
    const logged = await server.database.query<{
      user_id: number | null;
      username: string;
      success: boolean;
      message: string;
    }>(
      "SELECT user_id, username, success, message FROM signin_logs WHERE method = 'mobile' ORDER BY id",
    );
    const [testUser] = await server.database.query<{ id: number; error_count: number }>(
      "SELECT id, error_count FROM users WHERE username = 'test'",
    );
    expect(logged).toEqual([
      { user_id: testUser?.id, username: "test", success: false, message: "验证码错误或已过期" },
      { user_id: null, username: "13912345678", success: false, message: "验证码错误或已过期" },
    ]);
    expect(testUser?.error_count).toBe(1);
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

  it("a confirmed code nobody claimed expires with the code", async () => {
    const { qrId } = (await server.call("POST", "/api/login/qrCreate")).json!.data;
    const phone = await server.signIn("test", TEST_PASSWORD);
    await server.call("POST", "/api/login/qrConfirm", { token: phone, body: { qrId } });
    server.clock.advanceMinutes(2.1);
    const late = await server.call("POST", "/api/login/qrStatus", { body: { qrId } });
    expect(late.json?.data).toEqual({ status: "expired" });
    server.clock.advanceMinutes(60);
    expect(
      (await server.call("POST", "/api/login/qrStatus", { body: { qrId } })).json?.data,
    ).toEqual({ status: "expired" });
  });

  it("records the sign-in on the user: address, time, error count and the sign-in log", async () => {
    const { qrId } = (await server.call("POST", "/api/login/qrCreate")).json!.data;
    const phone = await server.signIn("test", TEST_PASSWORD);
    await server.call("POST", "/api/login/qrConfirm", { token: phone, body: { qrId } });
    // Forget what the phone's own password sign-in wrote, so only the QR sign-in can set it again.
    await server.database.query(
      "UPDATE users SET login_ip = '', login_time = NULL, error_count = 3 WHERE username = 'test'",
    );
    server.clock.advanceMinutes(1);
    const claimed = await server.call("POST", "/api/login/qrStatus", { body: { qrId } });
    expect(typeof claimed.json?.data.token).toBe("string");
    const [user] = await server.database.query<{
      login_ip: string;
      login_time: Date | null;
      error_count: number;
    }>("SELECT login_ip, login_time, error_count FROM users WHERE username = 'test'");
    expect(user?.login_ip).toBe("127.0.0.1");
    expect(new Date(user!.login_time!).getTime()).toBe(server.clock.now.getTime());
    expect(user?.error_count).toBe(0);
    const logged = await server.database.query<{ username: string; success: boolean }>(
      "SELECT username, success FROM signin_logs WHERE method = 'qr'",
    );
    expect(logged).toEqual([{ username: "test", success: true }]);
  });

  it("an unknown code is refused", async () => {
    const r = await server.call("POST", "/api/login/qrStatus", { body: { qrId: "nope" } });
    expect(r.json).toMatchObject({ code: 1, msg: "二维码无效" });
  });
});

describe("the mobile sign-in limit under parallel attempts", () => {
  it("60 parallel wrong codes for one number from one address check at most 5", async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        server.call("POST", "/api/login/mobile", {
          body: { mobile: SEED_MOBILES.admin, code: String(100_000 + i) },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 429)).toHaveLength(55);
    expect(answers.filter((a) => a.json?.code === 1)).toHaveLength(5);
  });
});
