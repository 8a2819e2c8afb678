import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RouteItem } from "../auth/menu-tree.js";
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

const flatten = (items: RouteItem[]): RouteItem[] =>
  items.flatMap((i) => [i, ...flatten(i.children)]);

async function menuFor(user: string, password: string) {
  const token = await server.signIn(user, password);
  const result = await server.call("POST", "/api/menu/getMenuListInfo", { token });
  expect(result.json?.code).toBe(0);
  return result.json?.data as RouteItem[];
}

describe("getMenuListInfo", () => {
  it("gives admin the system area with its meta and roles", async () => {
    const tree = await menuFor("admin", ADMIN_PASSWORD);
    const system = tree.find((r) => r.path === "/system");
    expect(system).toMatchObject({
      name: "system",
      component: "layout/routerView/parent",
      redirect: "/system/menu",
      meta: { title: "router.system", roles: ["admin"], isHide: false },
    });
    expect(system!.children.map((c) => c.path)).toEqual(
      expect.arrayContaining([
        "/system/menu",
        "/system/role",
        "/system/user",
        "/system/dept",
        "/system/dic",
      ]),
    );
    const all = flatten(tree);
    const dynamic = all.find((r) => r.path === "/params/dynamic/details/:t/:id/:tagsViewName");
    expect(dynamic?.meta).toMatchObject({ isHide: true, isDynamic: true });
    expect(all.find((r) => r.path === "/iframesTwo")?.meta).toMatchObject({
      isIframe: true,
      isAffix: true,
      isKeepAlive: true,
    });
  });

  it("gives the common user no admin-only routes", async () => {
    const all = flatten(await menuFor("test", TEST_PASSWORD));
    const paths = all.map((r) => r.path);
    expect(paths).toContain("/home");
    expect(paths).toContain("/limits/frontEnd/btn");
    expect(paths).not.toContain("/system");
    expect(paths).not.toContain("/system/user");
    expect(paths).not.toContain("/params");
    expect(paths).not.toContain("/pages/lazyImg");
    expect(paths).not.toContain("/iframesTwo");
  });

  it("gives a user without roles no routes at all", async () => {
    await server.database.query(
      "DELETE FROM user_roles WHERE user_id = (SELECT id FROM users WHERE username = 'test')",
    );
    expect(await menuFor("test", TEST_PASSWORD)).toEqual([]);
  });

  it("needs a session", async () => {
    const result = await server.call("POST", "/api/menu/getMenuListInfo");
    expect(result.json?.code).toBe(401);
  });
});
