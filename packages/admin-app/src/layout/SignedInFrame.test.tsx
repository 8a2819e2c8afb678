import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Input } from "antd";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { settingsChanged } from "../store/settingsSlice";
import { selectTags } from "../store/tagsSlice";
import { SignedInFrame } from "./SignedInLayout";
import { DEMO_MENU, LayoutProviders, layoutStore } from "./storyFixtures";

function DemoPage() {
  const { pathname } = useLocation();
  return (
    <section>
      <h1>{pathname}</h1>
      <Input aria-label="filter" />
    </section>
  );
}

function renderFrame(path: string) {
  const store = layoutStore();
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: <SignedInFrame entries={DEMO_MENU} />,
        children: [{ path: "*", element: <DemoPage /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <LayoutProviders store={store}>
      <RouterProvider router={router} />
    </LayoutProviders>,
  );
  return { store, router, user: userEvent.setup() };
}

const tagsBar = () => screen.getByRole("navigation", { name: "标签页" });
const filter = () => screen.getByRole("textbox", { name: "filter" }) as HTMLInputElement;

beforeEach(() => sessionStorage.clear());

describe("signed-in frame", () => {
  it("keeps a keep-alive page's typed text across tag switches until it is refreshed", async () => {
    const { user } = renderFrame("/system/user");
    await screen.findByRole("heading", { name: "/system/user" });
    await user.type(filter(), "abc");

    await user.click(screen.getByRole("menuitem", { name: "角色管理" }));
    await screen.findByRole("heading", { name: "/system/role" });
    expect(filter().value).toBe("");

    await user.click(within(tagsBar()).getByRole("link", { name: "用户管理" }));
    await screen.findByRole("heading", { name: "/system/user" });
    expect(filter().value).toBe("abc");

    await user.click(screen.getByRole("button", { name: "标签操作" }));
    await user.click(await screen.findByRole("menuitem", { name: "刷新" }));
    await waitFor(() => expect(filter().value).toBe(""));
  });

  it("re-mounts a page without keep-alive when it is opened again", async () => {
    const { user } = renderFrame("/system/role");
    await screen.findByRole("heading", { name: "/system/role" });
    await user.type(filter(), "xyz");
    await user.click(screen.getByRole("menuitem", { name: "用户管理" }));
    await screen.findByRole("heading", { name: "/system/user" });
    await user.click(within(tagsBar()).getByRole("link", { name: "角色管理" }));
    await screen.findByRole("heading", { name: "/system/role" });
    expect(filter().value).toBe("");
  });

  it("shows the affix tag without a close button and closes the others on request", async () => {
    const { store, user } = renderFrame("/system/user");
    await screen.findByRole("heading", { name: "/system/user" });
    await user.click(screen.getByRole("menuitem", { name: "角色管理" }));
    await screen.findByRole("heading", { name: "/system/role" });
    const bar = tagsBar();
    expect(
      within(bar)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["首页", "用户管理", "角色管理"]);
    expect(within(bar).queryByRole("button", { name: "关闭 首页" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "标签操作" }));
    await user.click(await screen.findByRole("menuitem", { name: "关闭其它" }));
    expect(selectTags(store.getState()).map((tag) => tag.path)).toEqual(["/home", "/system/role"]);
  });

  it("closing the open page's tag moves to its neighbour; Alt+← moves a tag", async () => {
    const { router, user } = renderFrame("/system/user");
    await screen.findByRole("heading", { name: "/system/user" });
    await user.click(screen.getByRole("menuitem", { name: "角色管理" }));
    await screen.findByRole("heading", { name: "/system/role" });

    within(tagsBar()).getByRole("link", { name: "角色管理" }).focus();
    await user.keyboard("{Alt>}{ArrowLeft}{/Alt}");
    expect(
      within(tagsBar())
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["首页", "角色管理", "用户管理"]);

    await user.click(within(tagsBar()).getByRole("button", { name: "关闭 角色管理" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/home"));
  });

  it("draws the menu across the header in the transverse layout", async () => {
    const { store } = renderFrame("/system/user");
    await screen.findByRole("heading", { name: "/system/user" });
    expect(document.querySelector(".ant-layout-sider")).not.toBeNull();
    store.dispatch(settingsChanged({ layout: "transverse" }));
    await waitFor(() => expect(document.querySelector(".ant-layout-sider")).toBeNull());
    const menu = within(screen.getByRole("navigation", { name: "菜单" })).getByRole("menu");
    expect(menu.className).toContain("ant-menu-horizontal");
  });

  it("moves a tag dropped on another one into its place", async () => {
    const { user } = renderFrame("/system/user");
    await screen.findByRole("heading", { name: "/system/user" });
    await user.click(screen.getByRole("menuitem", { name: "角色管理" }));
    await screen.findByRole("heading", { name: "/system/role" });
    const item = (name: string) =>
      within(tagsBar()).getByRole("link", { name }).closest("li") as HTMLElement;
    fireEvent.dragStart(item("角色管理"));
    fireEvent.dragOver(item("首页"));
    fireEvent.drop(item("首页"));
    expect(
      within(tagsBar())
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["角色管理", "首页", "用户管理"]);
  });

  it("lays the watermark over the page without catching clicks, and greys the app", async () => {
    const { store } = renderFrame("/system/user");
    await screen.findByRole("heading", { name: "/system/user" });
    expect(screen.queryByTestId("watermark")).toBeNull();
    store.dispatch(
      settingsChanged({ isWatermark: true, watermarkText: "内部资料", isGrayscale: true }),
    );
    const watermark = await screen.findByTestId("watermark");
    expect(watermark.style.pointerEvents).toBe("none");
    expect(decodeURIComponent(watermark.style.backgroundImage)).toContain("内部资料");
    expect(screen.getByRole("main").contains(watermark)).toBe(true);
    await waitFor(() => expect(document.documentElement.style.filter).toBe("grayscale(1)"));
    store.dispatch(settingsChanged({ isGrayscale: false }));
    await waitFor(() => expect(document.documentElement.style.filter).toBe(""));
  });

  it("fills the window with the page from the tag menu until Esc", async () => {
    const { user } = renderFrame("/system/user");
    await screen.findByRole("heading", { name: "/system/user" });
    await user.click(screen.getByRole("button", { name: "标签操作" }));
    await user.click(await screen.findByRole("menuitem", { name: "当前页全屏" }));
    expect(screen.queryByRole("navigation", { name: "标签页" })).toBeNull();
    expect(screen.getByRole("button", { name: "退出全屏" })).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(await screen.findByRole("navigation", { name: "标签页" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "退出全屏" })).toBeNull();
  });

  it("columns: the rail's sections open their first page and list their entries beside", async () => {
    const { store, router, user } = renderFrame("/home");
    store.dispatch(settingsChanged({ layout: "columns" }));
    await screen.findByRole("button", { name: "系统设置" });
    const rail = screen.getByRole("navigation", { name: "菜单" });
    expect(screen.queryByRole("menuitem", { name: "用户管理" })).toBeNull();
    await user.click(within(rail).getByRole("button", { name: "系统设置" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/system/user"));
    expect(
      within(rail).getByRole("button", { name: "系统设置" }).getAttribute("aria-current"),
    ).toBe("page");
    await user.click(screen.getByRole("menuitem", { name: "角色管理" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/system/role"));
  });
});
