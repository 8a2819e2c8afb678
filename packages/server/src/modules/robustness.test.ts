import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, startTestServer, type TestServer } from "../testing/test-server.js";
import { systemModules } from "./declarations.js";
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

/** Values of every wrong shape a client could send in place of any field. */
const JUNK: unknown[] = [
  null,
  {},
  [],
  [[1]],
  [{}],
  "x\u0000y",
  "9".repeat(40),
  -1,
  1e308,
  2 ** 31,
  1.5,
  true,
  "' OR 1=1 --",
  { $gt: "" },
];

/**
 * Sends the calls 16 at a time and lists those answered with a 5xx. Hundreds at once (a module has
 * up to 20 fields × 14 values × 3 calls) overflow the loopback listen queue on a loaded machine and
 * come back as connection resets, which say nothing about the server's answers.
 */
async function failuresOf(
  calls: Array<[string, () => Promise<{ status: number; text: string }>]>,
): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < calls.length) {
      const [label, send] = calls[next++]!;
      const result = await send();
      if (result.status >= 500) failures.push(`${label}: ${result.text}`);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return failures;
}

describe("nothing a client sends makes the server answer 500", () => {
  it.each(systemModules.map((d) => [d.name, d] as const))(
    "junk in every field of %s's add, edit, index, status, info and del",
    async (_name, declaration) => {
      const calls: Array<[string, () => Promise<{ status: number; text: string }>]> = [];
      const call = (label: string, method: string, url: string, body?: unknown) =>
        calls.push([label, () => server.call(method, url, { token: admin, body })]);
      const base = `/api/${declaration.name}`;
      const keys = [
        ...declaration.fields.map((f) => f.key),
        "page",
        "limit",
        "order_field",
        "order_type",
      ];
      for (const key of keys) {
        for (const value of JUNK) {
          const body = { [key]: value };
          const label = `${key}=${JSON.stringify(value)}`;
          call(`index ${label}`, "POST", `${base}/index`, body);
          if (declaration.actions.includes("add"))
            call(`add ${label}`, "POST", `${base}/add`, body);
          if (declaration.actions.includes("edit"))
            call(`edit ${label}`, "POST", `${base}/add`, { ...body, id: 1 });
        }
      }
      for (const value of JUNK) {
        const label = JSON.stringify(value);
        if (declaration.actions.includes("status"))
          call(`status ${label}`, "POST", `${base}/status`, { id: value, status: value });
        const id = encodeURIComponent(typeof value === "string" ? value : JSON.stringify(value));
        call(`info ${label}`, "GET", `${base}/info?id=${id}`);
        if (declaration.actions.includes("del"))
          call(`del ${label}`, "GET", `${base}/del?id=${id}`);
      }
      expect(await failuresOf(calls)).toEqual([]);
    },
    120_000,
  );

  it("junk in the personal centre and the dictionary options", async () => {
    const failures: string[] = [];
    for (const value of JUNK) {
      for (const [url, key] of [
        ["/api/user/updateUserInfo", "mobile"],
        ["/api/user/updateUserInfo", "description"],
        ["/api/user/updatePwdInfo", "oldPassword"],
        ["/api/user/updateUserAvatar", "photo"],
        ["/api/user/getAfterSaleList", "keyword"],
        ["/api/dic/options", "code"],
      ] as const) {
        const result = await server.call("POST", url, { token: admin, body: { [key]: value } });
        if (result.status >= 500)
          failures.push(`${url} ${key}=${JSON.stringify(value)}: ${result.text}`);
      }
    }
    expect(failures).toEqual([]);
    const [row] = await server.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users",
    );
    expect(row!.n).toBe(3);
  });
});
