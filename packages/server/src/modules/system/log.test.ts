import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageModule } from "../../pages/declaration.js";
import { ADMIN_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server.js";
import { systemModules } from "../declarations.js";

const SOURCE = fileURLToPath(new URL("../../", import.meta.url));

interface LoggedCall {
  file: string;
  action: string;
  module: string;
}

/** Every `writeOperationLog` call in the server's code, with its action and module expressions. */
function operationLogCalls(): LoggedCall[] {
  const files = (fs.readdirSync(SOURCE, { recursive: true }) as string[]).filter(
    (f) => f.endsWith(".ts") && !f.endsWith(".test.ts"),
  );
  const calls: LoggedCall[] = [];
  for (const file of files) {
    const text = fs.readFileSync(path.join(SOURCE, file), "utf8");
    for (const call of text.split(/await writeOperationLog\(/).slice(1)) {
      const field = (key: string) => new RegExp(`\\b${key}:\\s*([^\\n]+)`).exec(call)?.[1] ?? "";
      calls.push({ file, action: field("action"), module: field("module") });
    }
  }
  return calls;
}

const literals = (expression: string) => [...expression.matchAll(/"([^"]+)"/g)].map((m) => m[1]);

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  await server.reset();
  admin = await server.signIn("admin", ADMIN_PASSWORD);
});
afterAll(async () => server.close());

interface Column {
  key: string;
  filter: string | null;
  options: { value: string; label: string }[] | null;
}

async function logColumns(language: string): Promise<Column[]> {
  const meta = await server.call("POST", "/api/log/meta", {
    token: admin,
    body: {},
    headers: { "accept-language": language },
  });
  return meta.json?.data.columns;
}

describe("the operation log's action and module choices", () => {
  const calls = operationLogCalls();

  it("finds the server's operation-log writes, each naming its actions as text", () => {
    // The framework, the personal centre and the page's save, restore and publish.
    expect(calls.length).toBeGreaterThanOrEqual(9);
    for (const call of calls)
      expect(literals(call.action), `${call.file}: action ${call.action}`).not.toEqual([]);
  });

  it.each(["zh-cn", "en", "zh-tw"])(
    "offers every action the server writes, translated (%s)",
    async (language) => {
      const action = (await logColumns(language)).find((c) => c.key === "action")!;
      const offered = new Map(action.options?.map((o) => [o.value, o.label]));
      const written = new Set(calls.flatMap((c) => literals(c.action)));
      expect(written).toContain("publish");
      expect(written).toContain("restore");
      for (const value of written) {
        const label = offered.get(value as string);
        expect(label, `action ${value}`).toBeTruthy();
        expect(label).not.toBe(value);
      }
      if (language !== "en") {
        const english = new Map(
          ((await logColumns("en")).find((c) => c.key === "action")?.options ?? []).map((o) => [
            o.value,
            o.label,
          ]),
        );
        for (const value of written) expect(offered.get(value!)).not.toBe(english.get(value!));
      }
    },
  );

  it.each(["zh-cn", "en", "zh-tw"])(
    "offers every module that writes, by its translated title, as an exact choice (%s)",
    async (language) => {
      const module = (await logColumns(language)).find((c) => c.key === "module")!;
      expect(module.filter).toBe("exact");
      const offered = new Map(module.options?.map((o) => [o.value, o.label]));
      const writing = [...systemModules, pageModule].filter((d) =>
        d.actions.some((a) => ["add", "edit", "del", "status"].includes(a)),
      );
      const named = calls.flatMap((c) => literals(c.module));
      expect(named).toEqual(expect.arrayContaining(["user", "page"]));
      for (const name of [...writing.map((d) => d.name), ...named])
        expect(offered.get(name!), `module ${name}`).toBeTruthy();
      for (const declaration of writing)
        expect(offered.get(declaration.name)).toBe(declaration.title[language as "en"]);
    },
  );
});
