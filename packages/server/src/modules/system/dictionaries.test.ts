import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server.js";
import { resetWithModules } from "../testing.js";

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

const post = (url: string, body: unknown, language = "zh-cn") =>
  server.call("POST", url, { token: admin, body, headers: { "accept-language": language } });

const options = async (code: string, language: string) =>
  (await post("/api/dic/options", { code }, language)).json?.data;

async function itemId(code: string, value: string) {
  const [row] = await server.database.query<{ id: number }>(
    `SELECT i.id FROM dict_items i JOIN dict_types t ON t.id = i.type_id
      WHERE t.code = $1 AND i.value = $2`,
    [code, value],
  );
  return row!.id;
}

describe("dictionaries behind the system screens' selects", () => {
  it("ties status, menu type and config type to their seeded dictionaries", async () => {
    const dictionaryOf = async (module: string, key: string) =>
      (await post(`/api/${module}/meta`, {})).json?.data.columns.find(
        (c: { key: string }) => c.key === key,
      )?.dictionary;
    expect(await dictionaryOf("organize", "status")).toBe("status");
    expect(await dictionaryOf("menu", "type")).toBe("menu_type");
    expect(await dictionaryOf("config", "type")).toBe("config_type");
    expect(await options("config_type", "en")).toEqual(
      ["string", "number", "boolean", "json"].map((v) => ({ label: v, value: v })),
    );
  });

  it("answers seeded labels in the asker's language", async () => {
    expect(await options("status", "zh-cn")).toEqual([
      { label: "启用", value: "1" },
      { label: "禁用", value: "0" },
    ]);
    expect(await options("status", "en")).toEqual([
      { label: "Active", value: "1" },
      { label: "Disabled", value: "0" },
    ]);
    expect(await options("menu_type", "zh-tw")).toEqual([
      { label: "選單", value: "menu" },
      { label: "按鈕", value: "button" },
    ]);
  });

  it("answers an edited label as the operator typed it, in every language", async () => {
    const id = await itemId("status", "1");
    const typeId = (
      await server.database.query<{ id: number }>("SELECT id FROM dict_types WHERE code = 'status'")
    )[0]!.id;
    const saved = await post("/api/dicItem/add", { id, typeId, label: "在职", value: "1" });
    expect(saved.json?.code).toBe(0);
    for (const language of ["zh-cn", "en", "zh-tw"])
      expect((await options("status", language))[0]).toEqual({ label: "在职", value: "1" });
    // The untouched item is still the seeded one, in the asker's language.
    expect((await options("status", "en"))[1]).toEqual({ label: "Disabled", value: "0" });
  });
});
