import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
// The admin app's own checks, so this test holds client and server to one rule per field.
import { EMAIL_CASES } from "../../../../admin-app/src/utils/email-cases.js";
import { isEmail, isMobile, isUserPassword } from "../../../../admin-app/src/utils/validators.js";
import {
  ADMIN_PASSWORD,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "../../testing/test-server.js";
import { resetWithModules } from "../testing.js";
import { EMAIL, MOBILE } from "./fields.js";
import { PASSWORD_RULE } from "./user.js";

const MOBILE_CASES: Array<[string, boolean]> = [
  ["13800138000", true],
  ["19912345678", true],
  ["12800138000", false],
  ["1380013800", false],
  ["138001380001", false],
  ["1380013800a", false],
];

const PASSWORD_CASES: Array<[string, boolean]> = [
  ["abc123", true],
  ["a1".repeat(10), true],
  [`${"a1".repeat(10)}x`, false],
  ["abcdef", false],
  ["123456", false],
  ["ab12!x", false],
  ["ab12", false],
];

describe("one rule on both sides", () => {
  it.each(EMAIL_CASES)("e-mail %s is accepted: %s", (address, accepted) => {
    expect(EMAIL.test(address)).toBe(accepted);
    expect(isEmail(address)).toBe(accepted);
  });

  it.each(MOBILE_CASES)("mobile %s is accepted: %s", (mobile, accepted) => {
    expect(MOBILE.test(mobile)).toBe(accepted);
    expect(isMobile(mobile)).toBe(accepted);
  });

  it.each(PASSWORD_CASES)("password %s is accepted: %s", (password, accepted) => {
    expect(PASSWORD_RULE.test(password)).toBe(accepted);
    expect(isUserPassword(password)).toBe(accepted);
  });
});

describe("an address the personal centre would refuse", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());
  beforeEach(async () => resetWithModules(server));

  const emailOf = async (username: string) => {
    const [row] = await server.database.query<{ email: string }>(
      "SELECT email FROM users WHERE username = $1",
      [username],
    );
    return row?.email;
  };

  it("cannot be saved by the administrator on the user screen", async () => {
    const admin = await server.signIn("admin", ADMIN_PASSWORD);
    const [row] = await server.database.query<{ id: number }>(
      "SELECT id FROM users WHERE username = 'test'",
    );
    const before = await emailOf("test");
    const result = await server.call("POST", "/api/user/add", {
      token: admin,
      body: { id: row!.id, email: "a@b.c" },
    });
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({
      code: 1,
      msg: "请输入正确的邮箱",
      data: { errors: [{ field: "email", message: "请输入正确的邮箱" }] },
    });
    expect(await emailOf("test")).toBe(before);
  });

  it("nor by the user in the personal centre, in the user's language", async () => {
    const token = await server.signIn("test", TEST_PASSWORD);
    const before = await emailOf("test");
    const result = await server.call("POST", "/api/user/updateUserInfo", {
      token,
      body: { email: "a@b.c" },
      headers: { "accept-language": "en" },
    });
    expect(result.json).toMatchObject({
      code: 1,
      msg: "Enter a valid e-mail address",
      data: { errors: [{ field: "email" }] },
    });
    expect(await emailOf("test")).toBe(before);
  });
});
