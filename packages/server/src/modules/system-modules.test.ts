import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, startTestServer, type TestServer } from "../testing/test-server.js";
import { recordSignIn } from "./signin-log.js";
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

const post = (url: string, body: unknown, language = "zh-cn") =>
  server.call("POST", url, { token: admin, body, headers: { "accept-language": language } });

async function menuId(permission: string) {
  const [row] = await server.database.query<{ id: number }>(
    "SELECT id FROM menus WHERE permission = $1",
    [permission],
  );
  return row!.id;
}

describe("menu", () => {
  it("requires a route name and path for menus and a permission identifier for buttons", async () => {
    const menu = await post("/api/menu/add", { type: "menu", title: "Reports" });
    expect(menu.json?.code).toBe(1);
    expect(menu.json?.data.errors.map((e: { field: string }) => e.field)).toEqual(["name", "path"]);
    const button = await post("/api/menu/add", { type: "button", title: "Export", pid: 1 }, "en");
    expect(button.json).toMatchObject({ code: 1, msg: "Please enter Permission identifier" });
    const external = await post("/api/menu/add", {
      type: "menu",
      title: "Docs",
      name: "docs",
      path: "/docs",
      isExternal: true,
    });
    expect(external.json).toMatchObject({ code: 1, data: { errors: [{ field: "isLink" }] } });
  });

  it("stores every field of the menu form and answers them in the tree", async () => {
    const created = await post("/api/menu/add", {
      pid: 0,
      type: "menu",
      title: "router.reports",
      name: "reports",
      path: "/reports",
      redirect: "/reports/daily",
      icon: "BarChartOutlined",
      component: "reports/index",
      isLink: "https://example.com/reports",
      sort: 9,
      isHide: false,
      isKeepAlive: true,
      isExternal: true,
      isAffix: true,
      isIframe: false,
      permission: "",
      status: 1,
    });
    expect(created.json?.code).toBe(0);
    const id = created.json?.data.id;
    const button = await post("/api/menu/add", {
      pid: id,
      type: "button",
      title: "Print",
      permission: "reports:print",
    });
    expect(button.json?.code).toBe(0);
    const info = await server.call("GET", `/api/menu/info?id=${id}`, { token: admin });
    expect(info.json?.data).toMatchObject({
      title: "router.reports",
      redirect: "/reports/daily",
      isLink: "https://example.com/reports",
      isExternal: true,
      isAffix: true,
      sort: 9,
    });
    const reload = await post("/api/menu/reload", {});
    const node = reload.json?.data.find((m: { id: number }) => m.id === id);
    expect(node.children.map((c: { permission: string }) => c.permission)).toEqual([
      "reports:print",
    ]);
  });

  it("refuses a parent inside the menu's own subtree, and deleting a menu that has children", async () => {
    const [system] = await server.database.query<{ id: number }>(
      "SELECT id FROM menus WHERE name = 'system'",
    );
    const cycle = await post("/api/menu/add", { id: system!.id, pid: await menuId("menu:add") });
    expect(cycle.json).toMatchObject({ code: 1, msg: "上级不能是自己或自己的下级" });
    const del = await server.call("GET", `/api/menu/del?id=${system!.id}`, { token: admin });
    expect(del.json).toMatchObject({ code: 1, msg: "请先删除下级" });
    const leaf = await server.call("GET", `/api/menu/del?id=${await menuId("menu:export")}`, {
      token: admin,
    });
    expect(leaf.json?.code).toBe(0);
  });
});

describe("role", () => {
  it("grants menus and buttons; the user's permissions follow", async () => {
    const organizeIndex = await menuId("organize:index");
    const created = await post("/api/role/add", {
      name: "Auditor",
      sign: "auditor",
      sort: 5,
      status: 1,
      description: "Reads organizes",
      menuIds: [organizeIndex],
    });
    expect(created.json?.code).toBe(0);
    const roleId = created.json?.data.id;
    const info = await server.call("GET", `/api/role/info?id=${roleId}`, { token: admin });
    expect(info.json?.data).toMatchObject({ sign: "auditor", menuIds: [organizeIndex] });
    await server.database.query(
      "INSERT INTO user_roles (user_id, role_id) SELECT id, $1 FROM users WHERE username = 'test'",
      [roleId],
    );
    const test = await server.signIn("test", "Test-pass-1");
    const allowed = await server.call("POST", "/api/organize/index", { token: test, body: {} });
    expect(allowed.json?.code).toBe(0);
    await post("/api/role/add", { id: roleId, menuIds: [] });
    const refused = await server.call("POST", "/api/organize/index", { token: test, body: {} });
    expect(refused.status).toBe(403);
  });

  it("checks the sign and refuses unknown menus, duplicate signs and removing the admin role", async () => {
    const bad = await post("/api/role/add", { name: "X", sign: "1 bad", menuIds: [] });
    expect(bad.json).toMatchObject({ code: 1, msg: "角色标识格式不正确" });
    const unknown = await post("/api/role/add", { name: "X", sign: "x_role", menuIds: [999999] });
    expect(unknown.json).toMatchObject({ code: 1, msg: "菜单权限不存在" });
    const duplicate = await post("/api/role/add", { name: "X", sign: "common" });
    expect(duplicate.json).toMatchObject({ code: 1, msg: "角色标识已存在" });
    const [adminRole] = await server.database.query<{ id: number }>(
      "SELECT id FROM roles WHERE sign = 'admin'",
    );
    const del = await server.call("GET", `/api/role/del?id=${adminRole!.id}`, { token: admin });
    expect(del.json).toMatchObject({ code: 1, msg: "超级管理员角色不能删除或禁用" });
    const disable = await post("/api/role/status", { id: adminRole!.id, status: 0 });
    expect(disable.json?.code).toBe(1);
  });
});

describe("dept, dictionary, organize and config", () => {
  it("validates departments and keeps the tree whole", async () => {
    const bad = await post("/api/dept/add", { name: "", phone: "abc", email: "x" });
    expect(bad.json?.data.errors).toEqual([
      { field: "name", message: "请输入部门名称" },
      { field: "phone", message: "联系电话格式不正确" },
      { field: "email", message: "请输入正确的邮箱" },
    ]);
    const orphan = await post("/api/dept/add", { name: "Lab", pid: 999 });
    expect(orphan.json).toMatchObject({ code: 1, msg: "上级部门不存在" });
    const ok = await post("/api/dept/add", { name: "Lab", pid: 1, phone: "010-12345678" });
    expect(ok.json?.code).toBe(0);
    expect((await server.call("GET", "/api/dept/del?id=1", { token: admin })).json?.msg).toBe(
      "请先删除下级",
    );
  });

  it("keeps dictionary codes unique and answers a type's active items for selects", async () => {
    const code = await post("/api/dic/add", { name: "Colour", code: "Colour!" });
    expect(code.json).toMatchObject({ code: 1, msg: "字典编码格式不正确" });
    const duplicate = await post("/api/dic/add", { name: "Again", code: "status" });
    expect(duplicate.json).toMatchObject({ code: 1, msg: "字典编码已存在" });
    const created = await post("/api/dic/add", { name: "Colour", code: "colour" });
    const typeId = created.json?.data.id;
    expect(
      (await post("/api/dicItem/add", { typeId, label: "Red", value: "red" })).json?.code,
    ).toBe(0);
    expect(
      (await post("/api/dicItem/add", { typeId, label: "Blue", value: "blue", sort: 1 })).json
        ?.code,
    ).toBe(0);
    const again = await post("/api/dicItem/add", { typeId, label: "Red 2", value: "red" });
    expect(again.json).toMatchObject({ code: 1, msg: "字典值已存在" });
    const missing = await post("/api/dicItem/add", { typeId: 9999, label: "x", value: "x" });
    expect(missing.json).toMatchObject({ code: 1, msg: "所属字典不存在" });
    const test = await server.signIn("test", "Test-pass-1");
    const options = await server.call("POST", "/api/dic/options", {
      token: test,
      body: { code: "colour" },
    });
    expect(options.json?.data).toEqual([
      { label: "Red", value: "red" },
      { label: "Blue", value: "blue" },
    ]);
    const items = await post("/api/dicItem/index", { typeId });
    expect(items.json?.data.total).toBe(2);
  });

  it("refuses clearing a required integer field with code 1 in the user's language", async () => {
    const created = await post("/api/dic/add", { name: "Size", code: "size" });
    const typeId = created.json?.data.id;
    const item = await post("/api/dicItem/add", { typeId, label: "Small", value: "s" });
    const id = item.json?.data.id;
    const english = await post("/api/dicItem/add", { id, typeId: null }, "en");
    expect(english.status).toBe(200);
    expect(english.json).toMatchObject({
      code: 1,
      msg: "Please enter Dictionary",
      data: { errors: [{ field: "typeId" }] },
    });
    const chinese = await post("/api/dicItem/add", { id, typeId: "" }, "zh-tw");
    expect(chinese.json).toMatchObject({ code: 1, msg: "請輸入所屬字典" });
    const [stored] = await server.database.query<{ type_id: number }>(
      "SELECT type_id FROM dict_items WHERE id = $1",
      [id],
    );
    expect(stored?.type_id).toBe(typeId);
  });

  it("requires an organize's name and description", async () => {
    const result = await post("/api/organize/add", { name: "Shop" }, "zh-tw");
    expect(result.json).toMatchObject({
      code: 1,
      msg: "請輸入描述",
      data: { errors: [{ field: "description" }] },
    });
  });

  it("checks a setting's value against its type", async () => {
    const bad = await post(
      "/api/config/add",
      { key: "limits.max", name: "Max", type: "number", value: "many" },
      "en",
    );
    expect(bad.json).toMatchObject({ code: 1, msg: "The value does not match the type number" });
    const badType = await post("/api/config/add", {
      key: "limits.max",
      name: "Max",
      type: "date",
      value: "1",
    });
    expect(badType.json?.data.errors[0].field).toBe("type");
    const good = await post("/api/config/add", {
      key: "limits.max",
      name: "Max",
      type: "json",
      value: '{"a":1}',
    });
    expect(good.json?.code).toBe(0);
    const edit = await post("/api/config/add", { id: good.json?.data.id, value: "{broken" });
    expect(edit.json?.code).toBe(1);
    const [lock] = await server.database.query<{ value: string }>(
      "SELECT value FROM configs WHERE key = 'lockScreen.time'",
    );
    expect(lock!.value).toBe("30");
  });
});

describe("logs", () => {
  it("records each change and lets admin filter the log by user, action and time", async () => {
    await post("/api/organize/add", { name: "A", description: "a" });
    await post("/api/organize/add", { id: 1, name: "B" });
    const edits = await post("/api/log/index", {
      action: "edit",
      username: "adm",
      createdAt: ["2000-01-01", ""],
    });
    expect(edits.json?.data.total).toBe(1);
    expect(edits.json?.data.data[0]).toMatchObject({
      module: "organize",
      action: "edit",
      ids: "1",
      ip: "127.0.0.1",
      summary: '修改 B (#1)：名称 "A" → "B"',
    });
    const future = await post("/api/log/index", { createdAt: ["2999-01-01", "2999-12-31"] });
    expect(future.json?.data.total).toBe(0);
    // Read-only: no add, del or status calls exist for the logs.
    expect((await post("/api/log/add", { module: "x", action: "y" })).status).toBe(404);
    expect((await server.call("GET", "/api/log/del?id=1", { token: admin })).status).toBe(404);
  });

  it("records sign-ins through the exported helper and lists them in the sign-in log", async () => {
    const request = {
      ip: "10.0.0.9",
      headers: { "user-agent": "Chromium" },
      log: console,
    } as unknown as FastifyRequest;
    await recordSignIn(server.database.db, request, new Date("2024-05-01T08:00:00Z"), {
      username: "admin",
      userId: 1,
      method: "password",
      success: true,
    });
    await recordSignIn(server.database.db, request, new Date("2024-05-02T08:00:00Z"), {
      username: "ghost",
      method: "password",
      success: false,
      message: "用户名或密码错误",
    });
    const failed = await post("/api/loginLog/index", { success: false });
    expect(failed.json?.data.data).toMatchObject([
      { username: "ghost", ip: "10.0.0.9", message: "用户名或密码错误" },
    ]);
    const may = await post("/api/loginLog/index", { createdAt: ["2024-05-01", "2024-05-01"] });
    expect(may.json?.data.data.map((r: { username: string }) => r.username)).toEqual(["admin"]);
  });
});
