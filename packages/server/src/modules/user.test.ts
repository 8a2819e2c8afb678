import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, startTestServer, type TestServer } from "../testing/test-server.js";
import { resetWithModules } from "./testing.js";

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());
beforeEach(async () => {
  await resetWithModules(server);
  admin = await server.signIn("admin", ADMIN_PASSWORD);
});

async function roleId(sign: string): Promise<number> {
  const [row] = await server.database.query<{ id: number }>(
    "SELECT id FROM roles WHERE sign = $1",
    [sign],
  );
  return row!.id;
}

async function validUser(overrides: Record<string, unknown> = {}) {
  return {
    username: "operator1",
    mobile: "13912345678",
    email: "op@example.com",
    password: "abc12345",
    confirmPassword: "abc12345",
    description: "Night shift",
    status: 1,
    roleIds: [await roleId("aftersale")],
    ...overrides,
  };
}

const addUser = (body: unknown, language = "zh-cn") =>
  server.call("POST", "/api/user/add", {
    token: admin,
    body,
    headers: { "accept-language": language },
  });

describe("user form validation (spec section 5)", () => {
  it("names every missing field, each with its own message", async () => {
    const result = await addUser({});
    expect(result.json?.code).toBe(1);
    const fields = result.json?.data.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        "username",
        "mobile",
        "email",
        "password",
        "confirmPassword",
        "description",
        "roleIds",
      ]),
    );
    expect(result.json?.msg).toBe(result.json?.data.errors[0].message);
  });

  it("checks username length, mobile, e-mail and the password rule", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ username: "abcd" }, "username", "用户名长度为 5 到 25 个字符"],
      [{ username: "a".repeat(26) }, "username", "用户名长度为 5 到 25 个字符"],
      [{ mobile: "12345" }, "mobile", "请输入正确的手机号"],
      [{ email: "not-an-email" }, "email", "请输入正确的邮箱"],
      [
        { password: "abcdefgh", confirmPassword: "abcdefgh" },
        "password",
        "密码必须是 6 到 20 位字母和数字",
      ],
      [{ password: "abc1", confirmPassword: "abc1" }, "password", "密码长度为 6 到 55 个字符"],
      [
        { password: "abc12345-!", confirmPassword: "abc12345-!" },
        "password",
        "密码必须是 6 到 20 位字母和数字",
      ],
      [{ status: 5 }, "status", "状态的取值不在允许范围内"],
      [{ roleIds: [999] }, "roleIds", "角色不存在"],
    ];
    for (const [override, field, message] of cases) {
      const result = await addUser(await validUser(override));
      expect(result.json, JSON.stringify(override)).toMatchObject({
        code: 1,
        msg: message,
        data: { errors: [{ field, message }] },
      });
    }
  });

  it("says the passwords do not match in each language", async () => {
    const body = await validUser({ confirmPassword: "abc123456" });
    for (const [language, message] of [
      ["zh-cn", "两次输入的密码不一致"],
      ["en", "Passwords do not match"],
      ["zh-tw", "兩次輸入的密碼不一致"],
    ] as const) {
      const result = await addUser(body, language);
      expect(result.json).toMatchObject({
        code: 1,
        msg: message,
        data: { errors: [{ field: "confirmPassword" }] },
      });
    }
  });

  it("refuses a username that is taken, whatever its case", async () => {
    for (const username of ["admin", "ADMIN"]) {
      const result = await addUser(await validUser({ username: `${username}1` }), "en");
      expect(result.json?.code).toBe(0);
      const again = await addUser(
        await validUser({ username: `${username.toUpperCase()}1` }),
        "en",
      );
      expect(again.json).toMatchObject({ code: 1, msg: "Username already exists" });
      await server.database.query("DELETE FROM users WHERE lower(username) = 'admin1'");
    }
  });
});

describe("users and their roles", () => {
  it("creates an after-sale user who can sign in, and never answers a password hash", async () => {
    const created = await addUser(await validUser());
    expect(created.json?.code).toBe(0);
    const id = created.json?.data.id;
    const token = await server.signIn("operator1", "abc12345");
    const info = await server.call("GET", "/api/user/getUserInfo", { token });
    expect(info.json?.data.roles).toEqual(["aftersale"]);

    const answers = [
      await server.call("GET", `/api/user/info?id=${id}`, { token: admin }),
      await server.call("POST", "/api/user/index", { token: admin, body: { limit: 50 } }),
      await server.call("POST", "/api/user/list", { token: admin, body: {} }),
      await server.call("GET", "/api/user/index?is_down=1&format=csv", { token: admin }),
      await server.call("POST", "/api/log/index", { token: admin, body: {} }),
      await server.call("POST", "/api/user/getAfterSaleList", { token: admin, body: {} }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.text).not.toMatch(/scrypt\$|password_?hash|abc12345/i);
    }
    expect(answers[0]!.json?.data).toMatchObject({
      username: "operator1",
      roleIds: [await roleId("aftersale")],
      roleNames: "售后人员",
      loginIp: "127.0.0.1",
      errorCount: 0,
    });
    expect(answers[5]!.json?.data.map((u: { username: string }) => u.username)).toEqual([
      "service",
      "operator1",
    ]);
    const [log] = await server.database.query<{ summary: string }>(
      "SELECT summary FROM operation_logs WHERE module = 'user' AND action = 'add'",
    );
    expect(log!.summary).toMatch(/^新增 operator1 \(#\d+\)：/);
    expect(log!.summary).toContain('用户名 "operator1"');
    expect(log!.summary).toContain("密码 ***");
    expect(log!.summary).not.toContain("确认密码");
  });

  it("keeps the password when an edit leaves it empty, and changes it when given", async () => {
    const id = (await addUser(await validUser())).json?.data.id;
    const edit = await addUser({ id, description: "Day shift", password: "" });
    expect(edit.json?.code).toBe(0);
    await server.signIn("operator1", "abc12345");
    const change = await addUser({ id, password: "new12345", confirmPassword: "new12345" });
    expect(change.json?.code).toBe(0);
    await server.signIn("operator1", "new12345");
  });

  it("filters users by role", async () => {
    const result = await server.call("POST", "/api/user/index", {
      token: admin,
      body: { roleIds: [await roleId("common")] },
    });
    expect(result.json?.data.data.map((u: { username: string }) => u.username)).toEqual(["test"]);
  });
});

describe("disabling a user", () => {
  it("ends their sessions at once and refuses their next sign-in", async () => {
    const id = (await addUser(await validUser())).json?.data.id;
    const token = await server.signIn("operator1", "abc12345");
    const disabled = await server.call("POST", "/api/user/status", {
      token: admin,
      body: { id, status: 0 },
    });
    expect(disabled.json?.code).toBe(0);
    const [open] = await server.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND revoked_at IS NULL",
      [id],
    );
    expect(open!.n).toBe(0);
    const after = await server.call("GET", "/api/user/getUserInfo", { token });
    expect(after.status).toBe(401);
    expect(after.json?.code).toBe(4001);
    const signIn = await server.call("POST", "/api/login/doLogin", {
      body: { userName: "operator1", password: "abc12345" },
    });
    expect(signIn.json).toMatchObject({ code: 1, msg: "该账号已被禁用，请联系管理员" });
  });

  it("does the same when the edit form sets the status to disabled", async () => {
    const id = (await addUser(await validUser())).json?.data.id;
    const token = await server.signIn("operator1", "abc12345");
    expect((await addUser({ id, status: 0 })).json?.code).toBe(0);
    expect((await server.call("GET", "/api/user/getUserInfo", { token })).json?.code).toBe(4001);
  });

  it("refuses to disable or delete the signed-in account itself", async () => {
    const [me] = await server.database.query<{ id: number }>(
      "SELECT id FROM users WHERE username = 'admin'",
    );
    const status = await server.call("POST", "/api/user/status", {
      token: admin,
      body: { id: me!.id, status: 0 },
    });
    expect(status.json).toMatchObject({ code: 1, msg: "不能禁用或删除当前登录的账号" });
    const del = await server.call("GET", `/api/user/del?id=${me!.id}`, { token: admin });
    expect(del.json?.code).toBe(1);
  });

  it("keeps the session of an administrator who resets their own password in the user screen", async () => {
    const [me] = await server.database.query<{ id: number }>(
      "SELECT id FROM users WHERE username = 'admin'",
    );
    const elsewhere = await server.signIn("admin", ADMIN_PASSWORD);
    const changed = await addUser({
      id: me!.id,
      password: "new12345",
      confirmPassword: "new12345",
    });
    expect(changed.json?.code).toBe(0);
    expect((await server.call("GET", "/api/user/getUserInfo", { token: admin })).json?.code).toBe(
      0,
    );
    // Their other sessions end, as with anyone whose password an administrator reset.
    expect(
      (await server.call("GET", "/api/user/getUserInfo", { token: elsewhere })).json?.code,
    ).toBe(4001);
  });

  it("signs out every session of another user whose password the administrator resets", async () => {
    const id = (await addUser(await validUser())).json?.data.id;
    const token = await server.signIn("operator1", "abc12345");
    const reset = await addUser({ id, password: "xyz98765", confirmPassword: "xyz98765" });
    expect(reset.json?.code).toBe(0);
    expect((await server.call("GET", "/api/user/getUserInfo", { token })).json?.code).toBe(4001);
    expect((await server.call("GET", "/api/user/getUserInfo", { token: admin })).json?.code).toBe(
      0,
    );
  });

  it("deletes a user permanently", async () => {
    const id = (await addUser(await validUser())).json?.data.id;
    expect((await server.call("GET", `/api/user/del?id=${id}`, { token: admin })).json?.code).toBe(
      0,
    );
    const rows = await server.database.query("SELECT id FROM users WHERE id = $1", [id]);
    expect(rows).toHaveLength(0);
  });
});

describe("personal centre", () => {
  it("changes the password only with the old one, and signs out the other sessions", async () => {
    const other = await server.signIn("admin", ADMIN_PASSWORD);
    const wrong = await server.call("POST", "/api/user/updatePwdInfo", {
      token: admin,
      body: { oldPassword: "nope", password: "new12345", confirmPassword: "new12345" },
    });
    expect(wrong.json).toMatchObject({ code: 1, msg: "原密码错误" });
    const mismatch = await server.call("POST", "/api/user/updatePwdInfo", {
      token: admin,
      body: { oldPassword: ADMIN_PASSWORD, password: "new12345", confirmPassword: "new123456" },
    });
    expect(mismatch.json).toMatchObject({ code: 1, msg: "两次输入的密码不一致" });
    const changed = await server.call("POST", "/api/user/updatePwdInfo", {
      token: admin,
      body: { oldPassword: ADMIN_PASSWORD, password: "new12345", confirmPassword: "new12345" },
    });
    expect(changed.json?.code).toBe(0);
    expect((await server.call("GET", "/api/user/getUserInfo", { token: admin })).json?.code).toBe(
      0,
    );
    expect((await server.call("GET", "/api/user/getUserInfo", { token: other })).json?.code).toBe(
      4001,
    );
    await server.signIn("admin", "new12345");
  });

  it("updates the user's own info with the same rules, and the avatar from an image link", async () => {
    const common = await server.signIn("test", "Test-pass-1");
    const bad = await server.call("POST", "/api/user/updateUserInfo", {
      token: common,
      body: { mobile: "123" },
    });
    expect(bad.json).toMatchObject({ code: 1, msg: "请输入正确的手机号" });
    const good = await server.call("POST", "/api/user/updateUserInfo", {
      token: common,
      body: { mobile: "13700000000", email: "me@example.com", description: "Me" },
    });
    expect(good.json?.code).toBe(0);
    const script = await server.call("POST", "/api/user/updateUserAvatar", {
      token: common,
      body: { photo: "javascript:alert(1)" },
    });
    expect(script.json?.code).toBe(1);
    const avatar = await server.call("POST", "/api/user/updateUserAvatar", {
      token: common,
      body: { photo: "/uploads/image/2024/01/02/0123456789abcdef0123456789abcdef.png" },
    });
    expect(avatar.json?.code).toBe(0);
    const [row] = await server.database.query<Record<string, string>>(
      "SELECT mobile, email, photo FROM users WHERE username = 'test'",
    );
    expect(row).toEqual({
      mobile: "13700000000",
      email: "me@example.com",
      photo: "/uploads/image/2024/01/02/0123456789abcdef0123456789abcdef.png",
    });
    const info = await server.call("GET", "/api/user/getUserInfo", { token: common });
    expect(info.json?.data.photo).toBe(
      "/uploads/image/2024/01/02/0123456789abcdef0123456789abcdef.png",
    );
  });
});
