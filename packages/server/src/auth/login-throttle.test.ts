import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
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

/** A password sign-in from a given address (the test server listens on loopback only). */
async function signInFrom(ip: string, userName: string, password: string) {
  const answer = await server.app.inject({
    method: "POST",
    url: "/api/login/doLogin",
    remoteAddress: ip,
    payload: { userName, password },
  });
  return {
    status: answer.statusCode,
    code: answer.statusCode === 200 ? (answer.json() as { code: number }).code : undefined,
    token:
      answer.statusCode === 200
        ? (answer.json() as { data?: { token?: string } }).data?.token
        : undefined,
  };
}

/** Sorts answers into password checks that failed, sign-ins, and refusals by the limit. */
function tally(
  answers: Array<{ status: number; json: { code: number; data?: unknown } | undefined }>,
) {
  return {
    wrong: answers.filter((a) => a.status === 200 && a.json?.code === 1).length,
    signedIn: answers.filter((a) => a.status === 200 && a.json?.code === 0).length,
    tooMany: answers.filter((a) => a.status === 429).length,
  };
}

describe("the sign-in limit under parallel attempts", () => {
  it("60 parallel tries from one address check 5 passwords; the right one 41st gets no token", async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        server.call("POST", "/api/login/doLogin", {
          body: { userName: "admin", password: i === 40 ? ADMIN_PASSWORD : `wrong-${i}` },
        }),
      ),
    );
    expect(tally(answers)).toEqual({ wrong: 5, signedIn: 0, tooMany: 55 });
    // Still locked for the pair afterwards, right password or not.
    const after = await server.call("POST", "/api/login/doLogin", {
      body: { userName: "admin", password: ADMIN_PASSWORD },
    });
    expect(after.status).toBe(429);
    const [user] = await server.database.query<{ error_count: number }>(
      "SELECT error_count FROM users WHERE username = 'admin'",
    );
    expect(user?.error_count).toBe(5);
  });

  it("60 parallel wrong lock-screen passwords check 5 of them", async () => {
    const token = await server.signIn("test", TEST_PASSWORD);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        server.call("POST", "/api/login/verify", { token, body: { password: `wrong-${i}` } }),
      ),
    );
    expect(tally(answers)).toEqual({ wrong: 5, signedIn: 0, tooMany: 55 });
  });
});

describe("the per-account back-off", () => {
  it("a stranger's failures from many addresses do not lock the owner out of a known address", async () => {
    expect((await signInFrom("10.0.0.50", "admin", ADMIN_PASSWORD)).code).toBe(0);
    // Four addresses, five wrong passwords each: the pair limit of each and the account's 20.
    for (let a = 1; a <= 4; a++)
      for (let i = 0; i < 5; i++)
        expect((await signInFrom(`10.0.0.${a}`, "admin", `x${i}`)).code).toBe(1);
    // A fifth unknown address is refused before its password is checked, even the right one...
    expect((await signInFrom("10.0.0.5", "admin", ADMIN_PASSWORD)).status).toBe(429);
    // ...while the owner's usual address still signs in.
    const owner = await signInFrom("10.0.0.50", "admin", ADMIN_PASSWORD);
    expect(owner.code).toBe(0);
    expect(owner.token).toBeTruthy();
  });

  it("five failures of one address do not lock the account for another address", async () => {
    for (let i = 0; i < 5; i++) await signInFrom("10.0.0.1", "admin", `x${i}`);
    expect((await signInFrom("10.0.0.1", "admin", ADMIN_PASSWORD)).status).toBe(429);
    expect((await signInFrom("10.0.0.2", "admin", ADMIN_PASSWORD)).code).toBe(0);
  });

  it("the account's back-off ends with its window", async () => {
    for (let a = 1; a <= 4; a++)
      for (let i = 0; i < 5; i++) await signInFrom(`10.0.0.${a}`, "admin", `x${i}`);
    expect((await signInFrom("10.0.0.5", "admin", ADMIN_PASSWORD)).status).toBe(429);
    server.clock.advanceMinutes(16);
    expect((await signInFrom("10.0.0.5", "admin", ADMIN_PASSWORD)).code).toBe(0);
  });
});
