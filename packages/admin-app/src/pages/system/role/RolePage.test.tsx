import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ModuleHttpProvider } from "../../../components/module";
import { column, fakeServer, ok } from "../../../components/module/moduleFixtures";
import type { ModuleMeta } from "../../../components/module/moduleTypes";
import { renderWithProviders } from "../../../test/renderWithProviders";
import RolePage from "./index";

const roleMeta: ModuleMeta = {
  module: "role",
  permission: "role",
  title: "角色管理",
  actions: ["index", "add", "edit", "del", "status", "export"],
  tree: null,
  pageSizes: [10, 20, 30, 50, 100, 200],
  defaultOrder: { field: "sort", type: "asc" },
  columns: [
    column("id", "编号", { type: "integer", form: false }),
    column("name", "角色名称", { required: true, max: 50 }),
    column("sign", "角色标识", { required: true, min: 2, max: 32 }),
    column("sort", "排序", { type: "integer", min: 0, max: 100000 }),
    column("description", "描述", { max: 500 }),
    column("menuIds", "菜单权限", { type: "integerList", list: false }),
  ],
};

const menuTree = [
  {
    id: 1,
    pid: 0,
    type: "menu",
    title: "系统设置",
    path: "/system",
    children: [
      {
        id: 2,
        pid: 1,
        type: "menu",
        title: "用户管理",
        path: "/system/user",
        children: [
          { id: 3, pid: 2, type: "button", title: "导出", permission: "user:export" },
          { id: 4, pid: 2, type: "button", title: "删除", permission: "user:del" },
        ],
      },
    ],
  },
  { id: 5, pid: 0, type: "menu", title: "首页", path: "/home" },
];

describe("RolePage", () => {
  it("grants a button together with the menus above it, and sends the grants with the role", async () => {
    const server = fakeServer((call) => {
      if (call.path === "/role/meta") return ok(roleMeta);
      if (call.path === "/role/index") return ok({ total: 0, data: [] });
      if (call.path === "/role/menuTree") return ok(menuTree);
      return ok(null);
    });
    renderWithProviders(
      <ModuleHttpProvider client={server.http}>
        <RolePage />
      </ModuleHttpProvider>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "新增" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("角色名称"), "导出员");
    await userEvent.type(within(dialog).getByLabelText("角色标识"), "exporter");
    const exportNode = (await within(dialog).findByText("导出 · user:export")).closest(
      ".ant-tree-treenode",
    ) as HTMLElement;
    await userEvent.click(exportNode.querySelector(".ant-tree-checkbox") as HTMLElement);
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => {
      const saved = server.calls.find((c) => c.path === "/role/add");
      expect(saved?.body).toMatchObject({ name: "导出员", sign: "exporter", menuIds: [1, 2, 3] });
    });
  });
});
