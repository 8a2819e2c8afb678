import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetWithModules } from "../modules/testing.js";
import { ADMIN_PASSWORD, startTestServer, type TestServer } from "../testing/test-server.js";

let server: TestServer;
let admin: string;
// One seeded database for the file: every case here is refused and changes nothing.
beforeAll(async () => {
  server = await startTestServer();
  await resetWithModules(server);
  admin = await server.signIn("admin", ADMIN_PASSWORD);
});
afterAll(async () => server?.close());

const english = { "accept-language": "en" };

async function count(table: string): Promise<number> {
  const [row] = await server.database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table}`,
  );
  return row!.n;
}

describe("values no column can store are refused with 400 in the caller's language", () => {
  it.each([
    [
      "a NUL in the sign-in user name",
      "/api/login/doLogin",
      '{"userName":"admin\\u0000","password":"x"}',
      "userName",
    ],
    [
      "a NUL in a mobile number",
      "/api/login/mobile",
      '{"mobile":"1380000000\\u00001","code":"123456"}',
      "mobile",
    ],
    ["a NUL in a QR id", "/api/login/qrConfirm", '{"qrId":"a\\u0000b"}', "qrId"],
    ["a NUL in a category title", "/api/uploadCate/add", '{"title":"a\\u0000"}', "title"],
    [
      "a lone surrogate in a page name",
      "/api/page/add",
      '{"name":"a\\ud800","details":"d","classification":1}',
      "name",
    ],
    [
      "a lone low surrogate deep in a page document",
      "/api/page/add",
      '{"name":"n","document":{"components":[{"title":"\\udc00x"}]}}',
      "document.components[0].title",
    ],
    ["a NUL in a key", "/api/user/index", '{"a\\u0000":1}', "body"],
  ])("%s", async (_case, url, rawBody, field) => {
    const answer = await server.call("POST", url, { rawBody, token: admin, headers: english });
    expect(answer.status).toBe(400);
    expect(answer.json?.msg).toBe(
      `Field ${field} holds a character that cannot be stored (a NUL or a broken Unicode character)`,
    );
  });

  it("changes nothing: no category, no page is added", async () => {
    const [cates, pages] = [await count("upload_cates"), await count("pages")];
    await server.call("POST", "/api/uploadCate/add", { body: { title: "a\u0000" }, token: admin });
    await server.call("POST", "/api/page/add", {
      body: { name: "a\ud800", details: "d", classification: 1 },
      token: admin,
    });
    expect([await count("upload_cates"), await count("pages")]).toEqual([cates, pages]);
  });

  it("keeps well-formed text of every script, emoji pairs included", async () => {
    const answer = await server.call("POST", "/api/uploadCate/add", {
      body: { title: "图片 😀 Ünïcödé" },
      token: admin,
    });
    expect(answer.json?.code).toBe(0);
    expect(answer.json?.data.title).toBe("图片 😀 Ünïcödé");
  });

  it("names a long field cut short without breaking its emoji into a bad header", async () => {
    const key = `a${"😀".repeat(40)}`;
    const answer = await server.call("POST", "/api/user/index", {
      body: { [key]: "x\u0000" },
      token: admin,
    });
    expect(answer.status).toBe(400);
    expect(answer.json?.msg).toContain(key.slice(0, 63));
  });

  it("answers in Chinese by default", async () => {
    const answer = await server.call("POST", "/api/login/doLogin", {
      body: { userName: "admin\u0000", password: "x" },
    });
    expect(answer.status).toBe(400);
    expect(answer.json?.msg).toContain("无法保存的字符");
    expect(decodeURIComponent(answer.headers.get("statusmessage") ?? "")).toBe(answer.json?.msg);
  });
});

describe("numbers that are not finite never reach SQL", () => {
  it.each([
    ["page", "Infinity"],
    ["page", "1e999"],
    ["limit", "1e999"],
    ["limit", "-Infinity"],
  ])("media list with %s = %s", async (key, value) => {
    const answer = await server.call("POST", "/api/upload/index", {
      body: { [key]: value },
      token: admin,
      headers: english,
    });
    expect(answer.status).toBe(400);
    expect(answer.json?.msg).toBe(`Field ${key} is not a valid number`);
  });

  it("a module list with page 1e999 is refused as a bad page", async () => {
    const answer = await server.call("POST", "/api/user/index", {
      body: { page: "1e999" },
      token: admin,
    });
    expect(answer.json?.code).toBe(1);
  });
});

describe("a list's order field that is not a name", () => {
  it.each(['{"order_field":{"toString":1}}', '{"order_field":{"a":1}}', '{"order_field":[1]}'])(
    "%s is refused with code 1",
    async (rawBody) => {
      for (const url of ["/api/user/index", "/api/user/list", "/api/page/index"]) {
        const answer = await server.call("POST", url, { rawBody, token: admin, headers: english });
        expect([url, answer.status, answer.json?.code]).toEqual([url, 200, 1]);
      }
    },
  );
});
