import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { seedMenuTree } from "@vitrine/contract";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { UserInfo } from "../../api/auth";
import { APP_VERSION, VERSION_KEY } from "../../components/version/versionCheck";
import { createRoutes } from "../../router/routes";
import { routeTitles } from "../../router/routeTitles";
import { hasView } from "../../router/views";
import { createAppStore } from "../../store";
import { fakeAuthApi } from "../../test/fakeAuthApi";
import { renderWithProviders } from "../../test/renderWithProviders";
import { storage } from "../../utils/storage";

/** The routes of issue 24 built here, by their title key, and whether a common user may open them. */
const ROUTES: { path: string; title: string; common: boolean }[] = [
  { path: "/make/selector", title: "makeSelector", common: true },
  { path: "/make/noticeBar", title: "makeNoticeBar", common: true },
  { path: "/make/svgDemo", title: "makeSvgDemo", common: false },
  { path: "/make/tableDemo", title: "makeTableDemo", common: false },
  { path: "/params/common", title: "paramsCommon", common: false },
  {
    path: "/params/common/details?id=8&tagsViewName=x",
    title: "paramsCommonDetails",
    common: false,
  },
  { path: "/params/dynamic", title: "paramsDynamic", common: false },
  { path: "/params/dynamic/details/1/8/x", title: "paramsDynamicDetails", common: false },
  { path: "/limits/frontEnd/page", title: "limitsFrontEndPage", common: true },
  { path: "/limits/backEnd/page", title: "limitsBackEndEndPage", common: true },
  { path: "/menu/menu1/menu11", title: "menu11", common: true },
  { path: "/menu/menu1/menu12/menu121", title: "menu121", common: true },
  { path: "/menu/menu1/menu12/menu122", title: "menu122", common: true },
  { path: "/menu/menu1/menu13", title: "menu13", common: true },
  { path: "/menu/menu2", title: "menu2", common: true },
  { path: "/tools", title: "tools", common: true },
  { path: "/visualizingDemo1", title: "visualizingDemo1", common: true },
  { path: "/visualizingDemo2", title: "visualizingDemo2", common: true },
  { path: "/fun/tagsView", title: "funTagsView", common: true },
  { path: "/fun/countup", title: "funCountup", common: true },
  { path: "/fun/wangEditor", title: "funWangEditor", common: true },
  { path: "/fun/cropper", title: "funCropper", common: true },
  { path: "/fun/qrcode", title: "funQrcode", common: true },
  { path: "/fun/echartsMap", title: "funEchartsMap", common: true },
  { path: "/fun/printJs", title: "funPrintJs", common: true },
  { path: "/fun/clipboard", title: "funClipboard", common: true },
  { path: "/fun/gridLayout", title: "funGridLayout", common: true },
  { path: "/fun/splitpanes", title: "funSplitpanes", common: true },
  { path: "/pages/filtering", title: "pagesFiltering", common: true },
  {
    path: "/pages/filtering/details?id=3&tagsViewName=x",
    title: "pagesFilteringDetails",
    common: true,
  },
  { path: "/pages/filtering/details1?id=4", title: "pagesFilteringDetails1", common: true },
  { path: "/pages/iocnfont", title: "pagesIocnfont", common: true },
  { path: "/pages/element", title: "pagesElement", common: true },
  { path: "/pages/awesome", title: "pagesAwesome", common: true },
  { path: "/pages/formAdapt", title: "pagesFormAdapt", common: true },
  { path: "/pages/tableRules", title: "pagesTableRules", common: true },
  { path: "/pages/formI18n", title: "pagesFormI18n", common: true },
  { path: "/pages/formRules", title: "pagesFormRules", common: true },
  { path: "/pages/listAdapt", title: "pagesListAdapt", common: true },
  { path: "/pages/waterfall", title: "pagesWaterfall", common: true },
  { path: "/pages/steps", title: "pagesSteps", common: true },
  { path: "/pages/preview", title: "pagesPreview", common: true },
  { path: "/pages/waves", title: "pagesWaves", common: true },
  { path: "/pages/tree", title: "pagesTree", common: true },
  { path: "/pages/drag", title: "pagesDrag", common: true },
  { path: "/pages/lazyImg", title: "pagesLazyImg", common: false },
  { path: "/pages/dynamicForm", title: "pagesDynamicForm", common: false },
  { path: "/pages/workflow", title: "pagesWorkflow", common: false },
];

const PLACEHOLDER = "此菜单项没有对应的页面，请在菜单管理中检查它的组件路径";
const LOAD_FAILED = "页面加载失败";
const titleOf = (key: string) =>
  String((routeTitles["zh-cn"].router as unknown as Record<string, unknown>)[key] ?? key);

function signedInApp(roles: string[], start = "/home") {
  const user: UserInfo = { userName: "walker", photo: "", time: "", roles, authBtnList: [] };
  let token: string | null = "token";
  const store = createAppStore({
    authApi: fakeAuthApi({ getUserInfo: async () => user }),
    tokenStore: {
      read: () => token,
      write: (next) => {
        token = next;
      },
      clear: () => {
        token = null;
      },
    },
  });
  storage.set(VERSION_KEY, APP_VERSION); // The upgrade prompt has tests of its own.
  const router = createMemoryRouter(createRoutes(store).routes, { initialEntries: [start] });
  renderWithProviders(<RouterProvider router={router} />, { store });
  return router;
}

async function expectPage(path: string, title: string) {
  const heading = await screen.findByRole("heading", { level: 1, name: titleOf(title) });
  expect(heading, path).toBeTruthy();
  expect(screen.queryByText(PLACEHOLDER), `${path} shows the placeholder`).toBeNull();
  expect(screen.queryByText(LOAD_FAILED), `${path} failed to load`).toBeNull();
}

describe("the demo routes of issue 24", () => {
  // One test a route, each from a fresh load: a single walk through every route outlasted the
  // test timeout on a busy machine, and a failure now names its route.
  it.each(ROUTES.map((route) => [route.path, route.title] as const))(
    "an admin opening %s sees its page, not the placeholder",
    async (path, title) => {
      signedInApp(["admin"], path);
      await expectPage(path, title);
    },
  );

  it.each(
    ROUTES.filter((route) => route.common).map((route) => [route.path, route.title] as const),
  )("a common user opening %s sees its page", async (path, title) => {
    signedInApp(["common"], path);
    await expectPage(path, title);
  });

  // Each from a fresh load: the signed-in loader, which sends forbidden paths to /401, runs on
  // entering the signed-in area, not on every move inside it.
  it.each(ROUTES.filter((route) => !route.common).map((route) => route.path))(
    "a common user opening %s lands on /401",
    async (path) => {
      const router = signedInApp(["common"], path);
      await waitFor(() => expect(router.state.location.pathname).toBe("/401"));
    },
  );

  it.each([
    ["/params/common", "打开详情（普通标题）"],
    ["/params/common", "打开详情（多语言标题）"],
    ["/params/dynamic", "打开详情（普通标题）"],
    ["/params/dynamic", "打开详情（多语言标题）"],
  ])("%s: %s names the details tag from tagsViewName", async (path, link) => {
    signedInApp(["admin"], path);
    await userEvent.click(await screen.findByRole("link", { name: link }));
    const tags = await screen.findByRole("navigation", { name: "标签页" });
    expect(await within(tags).findByText("设备八")).toBeTruthy();
  });

  it("/fun/tagsView renames its own tag and closes the others", async () => {
    const router = signedInApp(["admin"], "/fun/countup");
    await screen.findByRole("heading", { level: 1, name: titleOf("funCountup") });
    await router.navigate("/fun/tagsView");
    await userEvent.type(await screen.findByLabelText("此标签的新标题"), "我的标签");
    await userEvent.click(screen.getByRole("button", { name: "改名" }));
    const tags = await screen.findByRole("navigation", { name: "标签页" });
    expect(await within(tags).findByText("我的标签")).toBeTruthy();
    expect(within(tags).getByText(titleOf("funCountup"))).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "关闭其他标签" }));
    await waitFor(() => expect(within(tags).queryByText(titleOf("funCountup"))).toBeNull());
    expect(within(tags).getByText("我的标签")).toBeTruthy();
  });

  it("the server's seeded menu names a page for each of these routes (menu mode)", () => {
    const components: string[] = [];
    const walk = (items: typeof seedMenuTree) => {
      for (const item of items) {
        const ours = ROUTES.some(({ path }) =>
          path.split("?")[0]?.startsWith(item.path.split("/:")[0] ?? ""),
        );
        if (
          ours &&
          item.component &&
          item.component !== "layout/routerView/parent" &&
          !item.children?.length
        )
          components.push(item.component);
        walk(item.children ?? []);
      }
    };
    walk(seedMenuTree);
    expect(components.length).toBeGreaterThanOrEqual(15);
    expect(components.filter((component) => !hasView(component))).toEqual([]);
  });
});
