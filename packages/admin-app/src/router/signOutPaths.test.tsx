import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import type { UserInfo } from "../api/auth";
import { APP_VERSION, VERSION_KEY } from "../components/version/versionCheck";
import { createAppStore } from "../store";
import { lockScreen } from "../store/lockSlice";
import { restoredTags, selectTags, TAGS_STORAGE_KEY, type TagView } from "../store/tagsSlice";
import { fakeAuthApi } from "../test/fakeAuthApi";
import { renderWithProviders } from "../test/renderWithProviders";
import { sessionStore, storage } from "../utils/storage";
import { createRoutes } from "./routes";

const user = (userName: string, roles: string[]): UserInfo => ({
  userName,
  photo: "",
  time: "2026-03-04T05:06:07.000Z",
  roles,
  authBtnList: [],
});

/** The real app signed in as `first`; signing in again (any password) makes `next` the user. */
function renderApp(path: string, first: UserInfo, next: UserInfo = first) {
  let token: string | null = "kept";
  let current = first;
  const store = createAppStore({
    authApi: fakeAuthApi({
      getUserInfo: async () => current,
      signOut: async () => {},
      signIn: async () => {
        current = next;
        return { token: "fresh" };
      },
    }),
    tokenStore: {
      read: () => token,
      write: (value) => {
        token = value;
      },
      clear: () => {
        token = null;
      },
    },
    tabStorage: sessionStore,
  });
  storage.set(VERSION_KEY, APP_VERSION);
  const { routes } = createRoutes(store);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, { store });
  return { store, location: () => router.state.location.pathname };
}

/** The tags this tab would restore after a reload. */
const storedTags = () => restoredTags(sessionStore.get(TAGS_STORAGE_KEY));

const adminsTag: TagView = {
  path: "/system/user",
  title: "router.systemUser",
  query: {},
  params: {},
  isAffix: false,
  isKeepAlive: true,
};

async function confirmIn(dialog: HTMLElement) {
  await userEvent.setup().click(within(dialog).getByRole("button", { name: "确定" }));
}

beforeEach(() => sessionStorage.clear());

describe("every way of signing out forgets the open tags", () => {
  it("from the lock screen: the next operator in the tab does not inherit the tags", async () => {
    const app = renderApp(
      "/limits/frontEnd/btn",
      user("admin-1", ["admin"]),
      user("test-1", ["common"]),
    );
    const tags = await screen.findByRole("navigation", { name: "标签页" });
    expect(await within(tags).findByRole("link", { name: "按钮权限" })).toBeTruthy();
    await waitFor(() =>
      expect(storedTags().map((tag) => tag.path)).toContain("/limits/frontEnd/btn"),
    );

    app.store.dispatch(lockScreen());
    const lock = await screen.findByRole("dialog", { name: "屏幕已锁定" });
    const u = userEvent.setup();
    await u.click(within(lock).getByRole("button", { name: "退出登录" }));
    await u.click(within(lock).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(app.location()).toBe("/login"));
    expect(selectTags(app.store.getState())).toEqual([]);
    expect(storedTags()).toEqual([]);

    await u.type(await screen.findByLabelText("用户名"), "test-1");
    await u.type(screen.getByLabelText("密码"), "pw");
    await u.click(screen.getByRole("button", { name: "登录" }));
    await waitFor(() => expect(app.location()).toBe("/home"));
    const nextTags = await screen.findByRole("navigation", { name: "标签页" });
    expect(await within(nextTags).findByRole("link", { name: "首页" })).toBeTruthy();
    expect(within(nextTags).queryByRole("link", { name: "按钮权限" })).toBeNull();
  });

  it("from /401", async () => {
    sessionStore.set(TAGS_STORAGE_KEY, [adminsTag]);
    const app = renderApp("/system/user", user("test-1", ["common"]));
    await screen.findByText("您未被授权，没有操作权限");
    await userEvent.setup().click(screen.getByRole("button", { name: "重新授权" }));
    await waitFor(() => expect(app.location()).toBe("/login"));
    expect(storedTags()).toEqual([]);
  });

  it("from /no-roles", async () => {
    sessionStore.set(TAGS_STORAGE_KEY, [adminsTag]);
    const app = renderApp("/home", user("nobody", []));
    await screen.findByRole("heading", { name: "您的账号尚未分配角色" });
    await userEvent.setup().click(screen.getByRole("button", { name: "退出登录" }));
    await confirmIn(await screen.findByRole("dialog"));
    await waitFor(() => expect(app.location()).toBe("/login"));
    expect(storedTags()).toEqual([]);
  });
});
