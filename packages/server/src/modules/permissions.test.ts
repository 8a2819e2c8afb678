import { describe, expect, it } from "vitest";
import type { TestServer } from "../testing/test-server.js";
import { systemModules } from "./declarations.js";
import type { Action } from "./framework/types.js";
import { grant, type Tokens, useSignedInServer } from "./testing.js";

let server: TestServer;
let tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);

/** The call that exercises one action of a module (ids that do not exist: nothing is changed). */
function callFor(module: string, action: Action, token: string) {
  switch (action) {
    case "index":
      return server.call("POST", `/api/${module}/index`, { token, body: {} });
    case "export":
      return server.call("GET", `/api/${module}/index?is_down=1&format=csv`, { token });
    case "add":
      return server.call("POST", `/api/${module}/add`, { token, body: {} });
    case "edit":
      return server.call("POST", `/api/${module}/add`, { token, body: { id: 999999 } });
    case "del":
      return server.call("GET", `/api/${module}/del?id=999999`, { token });
    case "status":
      return server.call("POST", `/api/${module}/status`, {
        token,
        body: { id: 999999, status: 1 },
      });
  }
}

const ALL_ACTIONS: Action[] = ["index", "add", "edit", "del", "status", "export"];

describe("permission matrix: every module × action × seeded role", () => {
  it("allows admin every declared action and refuses common and aftersale with 403", async () => {
    const seen: string[] = [];
    for (const declaration of systemModules) {
      for (const action of declaration.actions) {
        const asAdmin = await callFor(declaration.name, action, tokens.admin);
        expect(asAdmin.status, `${declaration.name}:${action} as admin`).toBe(200);
        for (const role of ["common", "aftersale"] as const) {
          const refused = await callFor(declaration.name, action, tokens[role]);
          expect(refused.status, `${declaration.name}:${action} as ${role}`).toBe(403);
          expect(refused.json?.msg).toBe("没有权限执行此操作");
        }
        seen.push(`${declaration.name}:${action}`);
      }
    }
    expect(seen).toContain("user:export");
    expect(seen).toContain("loginLog:index");
  });

  it("refuses actions a module does not declare, even to admin", async () => {
    for (const declaration of systemModules) {
      for (const action of ALL_ACTIONS.filter((a) => !declaration.actions.includes(a))) {
        const result = await callFor(declaration.name, action, tokens.admin);
        expect([403, 404], `${declaration.name}:${action}`).toContain(result.status);
      }
    }
  });

  it("follows a grant: common may list and add organizes once granted, but still not edit or delete", async () => {
    await grant(server, "common", ["organize:index", "organize:add"]);
    expect((await callFor("organize", "index", tokens.common)).status).toBe(200);
    const added = await server.call("POST", "/api/organize/add", {
      token: tokens.common,
      body: { name: "Shop", description: "Front shop" },
    });
    expect(added.json?.code).toBe(0);
    const edit = await server.call("POST", "/api/organize/add", {
      token: tokens.common,
      body: { id: added.json?.data.id, name: "Renamed" },
    });
    expect(edit.status).toBe(403);
    expect((await callFor("organize", "del", tokens.common)).status).toBe(403);
    expect((await callFor("organize", "export", tokens.common)).status).toBe(403);
    expect((await callFor("organize", "index", tokens.aftersale)).status).toBe(403);
  });

  it("guards the menu tree calls like index, and leaves the personal centre to every signed-in user", async () => {
    for (const [url, permission] of [
      ["/api/menu/reload", "menu:index"],
      ["/api/role/menuTree", "role:index"],
    ] as const) {
      expect((await server.call("POST", url, { token: tokens.admin })).json?.code).toBe(0);
      expect((await server.call("POST", url, { token: tokens.common })).status).toBe(403);
      await grant(server, "common", [permission]);
      expect((await server.call("POST", url, { token: tokens.common })).json?.code).toBe(0);
      expect((await server.call("POST", url, { token: tokens.aftersale })).status).toBe(403);
    }
    for (const token of [tokens.common, tokens.aftersale]) {
      for (const url of ["/api/user/getAfterSaleList", "/api/user/getAgentList"]) {
        const result = await server.call("POST", url, { token, body: {} });
        expect(result.json?.code).toBe(0);
      }
      const info = await server.call("POST", "/api/user/updateUserInfo", {
        token,
        body: { description: "Updated by myself" },
      });
      expect(info.json?.code).toBe(0);
    }
  });

  it("answers 401 without a session", async () => {
    const result = await server.call("POST", "/api/user/index", { body: {} });
    expect(result.status).toBe(401);
  });
});
