import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ModuleHttpProvider } from "../../../components/module";
import { column, fakeServer, ok } from "../../../components/module/moduleFixtures";
import type { ModuleMeta } from "../../../components/module/moduleTypes";
import { renderWithProviders } from "../../../test/renderWithProviders";
import MenuPage from "./index";

const text = (key: string, label: string) => column(key, label, { max: 200 });
const flag = (key: string, label: string) =>
  column(key, label, { type: "boolean", filter: "exact" });

const menuMeta: ModuleMeta = {
  module: "menu",
  permission: "menu",
  title: "菜单管理",
  actions: ["index", "add", "edit", "del", "status", "export"],
  tree: { parent: "pid" },
  pageSizes: [10, 20, 30, 50, 100, 200],
  defaultOrder: { field: "sort", type: "asc" },
  columns: [
    column("id", "编号", { type: "integer", form: false }),
    column("pid", "上级菜单", { type: "integer" }),
    column("type", "菜单类型", {
      required: true,
      options: [
        { value: "menu", label: "菜单" },
        { value: "button", label: "按钮" },
      ],
    }),
    column("title", "菜单名称", { required: true, max: 100, filter: "contains" }),
    text("name", "路由名称"),
    text("path", "路由路径"),
    text("redirect", "重定向"),
    text("icon", "菜单图标"),
    text("component", "组件路径"),
    text("isLink", "链接地址"),
    column("sort", "排序", { type: "integer", min: 0, max: 100000 }),
    flag("isHide", "是否隐藏"),
    flag("isKeepAlive", "是否缓存"),
    flag("isExternal", "是否外链"),
    flag("isAffix", "是否固定"),
    flag("isIframe", "是否内嵌"),
    text("permission", "权限标识"),
    column("status", "状态", { type: "integer", options: [{ value: 1, label: "启用" }] }),
  ],
};

const tree = [
  {
    id: 1,
    pid: 0,
    type: "menu",
    title: "系统设置",
    path: "/system",
    status: 1,
    children: [
      { id: 2, pid: 1, type: "menu", title: "用户管理", path: "/system/user", status: 1 },
      { id: 3, pid: 2, type: "button", title: "新增用户", permission: "user:add", status: 1 },
    ],
  },
];

function renderMenus() {
  const server = fakeServer((call) => {
    if (call.path === "/menu/meta") return ok(menuMeta);
    if (call.path === "/menu/list") return ok(tree);
    return ok(null);
  });
  renderWithProviders(
    <ModuleHttpProvider client={server.http}>
      <MenuPage />
    </ModuleHttpProvider>,
  );
  return server;
}

describe("MenuPage", () => {
  it("offers every field of the menu form for a menu, and only a button's for a button", async () => {
    renderMenus();
    await screen.findByText("系统设置");
    await userEvent.click(screen.getAllByRole("button", { name: "新增" })[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog");
    for (const label of [
      "上级菜单",
      "菜单类型",
      "菜单名称",
      "路由名称",
      "路由路径",
      "重定向",
      "菜单图标",
      "组件路径",
      "链接地址",
      "排序",
      "是否隐藏",
      "是否缓存",
      "是否外链",
      "是否固定",
      "是否内嵌",
      "权限标识",
      "状态",
    ]) {
      expect(within(dialog).getByText(label, { selector: "label" })).toBeTruthy();
    }
    await userEvent.click(within(dialog).getByText("按钮"));
    await waitFor(() => expect(within(dialog).queryByText("路由路径")).toBeNull());
    expect(within(dialog).getByText("权限标识", { selector: "label" })).toBeTruthy();
    expect(within(dialog).queryByText("组件路径")).toBeNull();
  });

  it("deletes a menu only after 确定删除吗？", async () => {
    const server = renderMenus();
    const row = (await screen.findByText("系统设置")).closest("tr") as HTMLElement;
    await userEvent.click(within(row).getByRole("button", { name: "删除" }));
    await userEvent.click(await screen.findByRole("button", { name: "确定" }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.path === "/menu/del")?.search.get("id")).toBe("1"),
    );
  });
});
