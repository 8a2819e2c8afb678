import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { AuthApi, UserInfo } from "../api/auth";
import type { MenuApi } from "../api/menu";
import { ModuleHttpProvider } from "../components/module";
import { column, fakeServer, ok } from "../components/module/moduleFixtures";
import type { ModuleMeta } from "../components/module/moduleTypes";
import { APP_VERSION, VERSION_KEY } from "../components/version/versionCheck";
import { createAppStore } from "../store";
import { fakeAuthApi } from "../test/fakeAuthApi";
import { renderWithProviders } from "../test/renderWithProviders";
import { seededMenuFor } from "../test/seededMenu";
import { storage } from "../utils/storage";
import { createRoutes } from "./routes";
import type { MenuEntry } from "./staticMenu";

const admin: UserInfo = {
  userName: "operator-1",
  photo: "",
  time: "2026-03-04T05:06:07.000Z",
  roles: ["admin"],
  authBtnList: [],
};
const common: UserInfo = { ...admin, roles: ["common"] };

/** The real route table in menu mode, signed in as `user`, with the server's menu from `menu`. */
function renderMenuApp(
  path: string,
  { user = admin, menu }: { user?: UserInfo; menu?: () => MenuEntry[] } = {},
) {
  const authApi: AuthApi = fakeAuthApi({
    getUserInfo: async () => user,
    signOut: async () => {},
  });
  const menuApi = {
    getMenuList: vi.fn(async () => (menu ? menu() : seededMenuFor(user.roles))),
    reload: vi.fn(async () => {}),
  } satisfies MenuApi;
  const store = createAppStore({
    authApi,
    tokenStore: { read: () => "kept", write: () => {}, clear: () => {} },
  });
  storage.set(VERSION_KEY, APP_VERSION);
  const { routes, patchRoutesOnNavigation } = createRoutes(store, { mode: "menu", menuApi });
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  // The menu screen's list calls, answered by a fake server (the menu below is the route menu).
  const moduleServer = fakeServer((call) => {
    if (call.path === "/menu/meta") return ok(menuScreenMeta);
    if (call.path === "/menu/list") return ok(menuScreenRows);
    return ok(null);
  });
  renderWithProviders(
    <ModuleHttpProvider client={moduleServer.http}>
      <RouterProvider router={router} />
    </ModuleHttpProvider>,
    { store },
  );
  const location = () => router.state.location.pathname;
  return { router, menuApi, moduleServer, location };
}

const sideMenu = () => screen.findByRole("navigation", { name: "菜单" });

describe("menu mode", () => {
  it("builds the routes from the server's menu: /home opens its view", async () => {
    const app = renderMenuApp("/home");
    expect(await screen.findByRole("cell", { name: "operator-1" })).toBeTruthy();
    expect(within(await sideMenu()).getByText("商品管理")).toBeTruthy();
    expect(app.menuApi.getMenuList).toHaveBeenCalledTimes(1);
  });

  // Every row of the seeded table has its page now (issue 24, walked in e2e/tests/route-table.spec.ts);
  // a row an administrator adds in the menu screen with a component the app does not know still
  // opens: its titled placeholder, not the not-found page.
  it("opens a server row whose page the app lacks with its titled placeholder, not the not-found page", async () => {
    const extra: MenuEntry = {
      path: "/reports/weekly",
      name: "reportsWeekly",
      component: "reports/weekly/index",
      redirect: "",
      meta: { title: "router.goodsList", roles: ["admin"], isHide: false },
      children: [],
    };
    const app = renderMenuApp("/reports/weekly", {
      menu: () => [...seededMenuFor(admin.roles), extra],
    });
    const main = await screen.findByRole("main");
    expect(await within(main).findByRole("heading", { name: "商品列表" })).toBeTruthy();
    expect(
      within(main).getByText("此菜单项没有对应的页面，请在菜单管理中检查它的组件路径"),
    ).toBeTruthy();
    expect(screen.queryByText("地址输入错误，请重新输入地址")).toBeNull();
    expect(app.location()).toBe("/reports/weekly");
  });

  it("leads a seeded section to its redirect", async () => {
    const app = renderMenuApp("/device");
    await waitFor(() => expect(app.location()).toBe("/device/list"));
    expect(screen.queryByText("地址输入错误，请重新输入地址")).toBeNull();
  });

  it("sends a page the app has but the user's menu lacks to /401", async () => {
    const app = renderMenuApp("/system/user", { user: common });
    expect(await screen.findByText("您未被授权，没有操作权限")).toBeTruthy();
    expect(app.location()).toBe("/401");
  });

  it("shows the not-found page for a path no menu and no page of the app has", async () => {
    const app = renderMenuApp("/goods/nothing-here", { user: common });
    expect(await screen.findByText("地址输入错误，请重新输入地址")).toBeTruthy();
    expect(app.location()).toBe("/goods/nothing-here");
  });

  it("sends a common user to no-access for an app page only others' menus hold", async () => {
    const app = renderMenuApp("/sos", { user: common });
    await waitFor(() => expect(app.location()).toBe("/401"));
    expect(screen.queryByText("地址输入错误，请重新输入地址")).toBeNull();
  });

  it("takes the routes from the server, not the static table", async () => {
    // A server menu without the static table's /fun section: its pages are not the user's.
    const app = renderMenuApp("/fun/countup", {
      menu: () => seededMenuFor(admin.roles).filter((entry) => entry.path !== "/fun"),
    });
    await waitFor(() => expect(app.location()).toBe("/401"));
  });

  it("rebuilds the side menu and the routes in place after the menu screen changes the menu", async () => {
    let menu = seededMenuFor(admin.roles);
    const app = renderMenuApp("/system/menu", { menu: () => menu });
    const row = (await screen.findByText("系统设置", { selector: "td *, td" })).closest("tr");
    expect(within(await sideMenu()).queryByText("新的页面")).toBeNull();

    // Meanwhile the server's menu gains a row (the one this change saved).
    menu = [
      ...menu,
      {
        path: "/shop/new",
        name: "shopNew",
        component: "shop/new/index",
        redirect: "",
        meta: { title: "新的页面", roles: ["admin"], isHide: false },
        children: [],
      },
    ];
    const user = userEvent.setup();
    await user.click(within(row as HTMLElement).getByRole("button", { name: "删除" }));
    await user.click(await screen.findByRole("button", { name: "确定" }));

    const entry = await within(await sideMenu()).findByText("新的页面");
    expect(app.menuApi.reload).toHaveBeenCalledTimes(1);
    expect(app.menuApi.getMenuList).toHaveBeenCalledTimes(2);
    expect(app.location()).toBe("/system/menu");

    await user.click(entry);
    await waitFor(() => expect(app.location()).toBe("/shop/new"));
    const main = await screen.findByRole("main");
    expect(await within(main).findByRole("heading", { name: "新的页面" })).toBeTruthy();
    expect(
      within(main).getByText("此菜单项没有对应的页面，请在菜单管理中检查它的组件路径"),
    ).toBeTruthy();
  });
});

/** What the menu screen's list shows (its own module calls; the route menu is separate). */
const menuScreenRows = [
  { id: 1, pid: 0, type: "menu", title: "router.system", path: "/system", status: 1 },
];
const menuScreenMeta: ModuleMeta = {
  module: "menu",
  permission: "menu",
  title: "菜单管理",
  actions: ["index", "add", "edit", "del", "status", "export"],
  tree: { parent: "pid" },
  pageSizes: [10, 20, 30, 50, 100, 200],
  defaultOrder: { field: "sort", type: "asc" },
  columns: [
    column("id", "编号", { type: "integer", form: false }),
    column("title", "菜单名称"),
    column("path", "路由路径"),
  ],
};
