import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ModuleHttpProvider } from "../../../components/module";
import { column, fakeServer, ok } from "../../../components/module/moduleFixtures";
import type { ModuleMeta } from "../../../components/module/moduleTypes";
import { renderWithProviders } from "../../../test/renderWithProviders";
import UserPage from "./index";

const userMeta: ModuleMeta = {
  module: "user",
  permission: "user",
  title: "用户管理",
  actions: ["index", "add", "edit", "del", "status", "export"],
  tree: null,
  pageSizes: [10, 20, 30, 50, 100, 200],
  defaultOrder: { field: "id", type: "desc" },
  columns: [
    column("id", "编号", { type: "integer", form: false }),
    column("photo", "头像"),
    column("username", "用户名", { required: true, min: 5, max: 25 }),
    column("mobile", "手机号", { required: true }),
    column("email", "邮箱", { required: true, max: 100 }),
    column("password", "密码", { required: "create", min: 6, max: 55, list: false }),
    column("confirmPassword", "确认密码", { required: "create", max: 55, list: false }),
    column("description", "描述", { required: true, max: 500 }),
    column("status", "状态", {
      type: "integer",
      required: true,
      options: [
        { value: 1, label: "启用" },
        { value: 0, label: "禁用" },
      ],
    }),
    column("roleIds", "角色", { type: "integerList", required: true, list: false }),
    column("roleNames", "角色", { form: false }),
    column("loginIp", "登录 IP", { form: false }),
    column("loginTime", "登录时间", { type: "datetime", form: false }),
    column("errorCount", "错误次数", { type: "integer", form: false }),
    column("createdAt", "创建时间", { type: "datetime", form: false }),
  ],
};

function renderUsers({ mayListRoles = true } = {}) {
  const server = fakeServer((call) => {
    if (call.path === "/user/meta") return ok(userMeta);
    if (call.path === "/role/list")
      return mayListRoles
        ? ok([
            { id: 1, name: "超级管理员" },
            { id: 3, name: "售后人员" },
          ])
        : new Response("", {
            status: 403,
            headers: { statusmessage: "%E6%97%A0%E6%9D%83%E9%99%90" },
          });
    if (call.path === "/user/index")
      return ok({
        total: 1,
        data: [
          {
            id: 7,
            photo: "",
            username: "zhangsan",
            roleNames: "售后人员",
            loginIp: "10.0.0.8",
            loginTime: null,
            errorCount: 2,
            status: 1,
            createdAt: "2026-01-02T03:04:05Z",
          },
        ],
      });
    return ok(null);
  });
  renderWithProviders(
    <ModuleHttpProvider client={server.http}>
      <UserPage />
    </ModuleHttpProvider>,
  );
  return server;
}

describe("UserPage", () => {
  it("lists avatar, login IP, error count and create time columns", async () => {
    renderUsers();
    const row = (await screen.findByText("zhangsan")).closest("tr") as HTMLElement;
    for (const header of ["头像", "登录 IP", "登录时间", "错误次数", "创建时间"]) {
      expect(screen.getByRole("columnheader", { name: header })).toBeTruthy();
    }
    expect(within(row).getByText("10.0.0.8")).toBeTruthy();
    expect(within(row).getByText("2")).toBeTruthy();
  });

  it("checks the form's rules of section 5 before sending", async () => {
    const server = renderUsers();
    await screen.findByText("zhangsan");
    await userEvent.click(screen.getByRole("button", { name: "新增" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("用户名"), "abc");
    await userEvent.type(within(dialog).getByLabelText("手机号"), "12345");
    await userEvent.type(within(dialog).getByLabelText("密码"), "abcdef");
    await userEvent.type(within(dialog).getByLabelText("确认密码"), "abcdeg");
    await userEvent.type(within(dialog).getByLabelText("邮箱"), "nobody");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    // Each field's rule settles on its own, so each message is waited for (on a loaded machine the
    // first could show before the others).
    expect(await within(dialog).findByText("用户名长度为 5 到 25 个字符")).toBeTruthy();
    expect(await within(dialog).findByText("请输入正确的手机号")).toBeTruthy();
    expect(await within(dialog).findByText("密码必须是 6 到 20 位字母和数字")).toBeTruthy();
    expect(await within(dialog).findByText("两次输入的密码不一致")).toBeTruthy();
    expect(await within(dialog).findByText("请输入正确的邮箱")).toBeTruthy();
    expect(await within(dialog).findByText("请选择角色")).toBeTruthy();
    await waitFor(() => expect(server.calls.some((c) => c.path === "/user/add")).toBe(false));
  });

  it("finds a role by typing its name, not its id", async () => {
    renderUsers();
    await screen.findByText("zhangsan");
    await userEvent.click(screen.getByRole("button", { name: "新增" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("角色"), "售后");
    const shown = () =>
      [...document.body.querySelectorAll(".ant-select-item-option")].map((o) => o.textContent);
    await waitFor(() => expect(shown()).toEqual(["售后人员"]));
  });

  it("shows the users without an error to an operator who may not list roles", async () => {
    const server = renderUsers({ mayListRoles: false });
    expect(await screen.findByText("zhangsan")).toBeTruthy();
    await waitFor(() => expect(server.calls.some((c) => c.path === "/role/list")).toBe(true));
    expect(server.errors).toEqual([]);
  });
});
