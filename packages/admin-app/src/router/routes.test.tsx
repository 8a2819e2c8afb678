import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { AuthApi, UserInfo } from "../api/auth";
import { HttpError } from "../api/HttpError";
import { APP_VERSION, VERSION_KEY } from "../components/version/versionCheck";
import { type AppStore, createAppStore, type TokenStore } from "../store";
import { fakeAuthApi } from "../test/fakeAuthApi";
import { renderWithProviders } from "../test/renderWithProviders";
import { storage } from "../utils/storage";
import { createRoutes } from "./routes";
import { loadView } from "./views";

const admin: UserInfo = {
  userName: "operator-1",
  photo: "",
  time: "2026-03-04T05:06:07.000Z",
  roles: ["admin", "common"],
  authBtnList: [],
};

/** The real route table over a memory history, with the server replaced by `api`. */
function renderApp(path: string, options: { token?: string | null; api?: Partial<AuthApi> } = {}) {
  let token = options.token ?? null;
  const tokenStore: TokenStore = {
    read: () => token,
    write: (next) => {
      token = next;
    },
    clear: () => {
      token = null;
    },
  };
  const authApi: AuthApi = fakeAuthApi({
    signIn: vi.fn(async () => ({ token: "fresh" })),
    signOut: vi.fn(async () => {}),
    getUserInfo: vi.fn(async () => admin),
    ...options.api,
  });
  const store: AppStore = createAppStore({ authApi, tokenStore });
  // This browser already runs the current version: the upgrade prompt has tests of its own.
  storage.set(VERSION_KEY, APP_VERSION);
  const { routes } = createRoutes(store);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, { store });
  const location = () => router.state.location.pathname + router.state.location.search;
  return { router, store, authApi, location, token: () => token };
}

async function signIn(userName: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("用户名"), userName);
  await user.type(screen.getByLabelText("密码"), password);
  await user.click(screen.getByRole("button", { name: "登录" }));
}

describe("routes without a session", () => {
  it("send a deep link to /login carrying it, and return there after sign-in", async () => {
    const app = renderApp("/limits/frontEnd/btn?tab=2");
    await screen.findByLabelText("用户名");
    expect(app.location()).toBe(
      `/login?redirect=${encodeURIComponent("/limits/frontEnd/btn?tab=2")}`,
    );
    await signIn("admin", "pw");
    await waitFor(() => expect(app.location()).toBe("/limits/frontEnd/btn?tab=2"));
    expect(app.authApi.signIn).toHaveBeenCalledWith({ userName: "admin", password: "pw" });
    expect(app.token()).toBe("fresh");
  });

  it("send /home to /login?redirect=%2Fhome and land on /home after sign-in", async () => {
    const app = renderApp("/home");
    await screen.findByLabelText("用户名");
    expect(app.location()).toBe("/login?redirect=%2Fhome");
    await signIn("admin", "pw");
    await waitFor(() => expect(app.location()).toBe("/home"));
    expect(await screen.findByRole("cell", { name: "operator-1" })).toBeTruthy();
  });

  it("keep the visitor on /login with the server's message when sign-in fails", async () => {
    const app = renderApp("/login", {
      api: {
        signIn: async () => {
          throw new HttpError("business", "用户名或密码错误", { code: 1 });
        },
      },
    });
    await signIn("admin", "wrong");
    expect((await screen.findByRole("alert")).textContent).toContain("用户名或密码错误");
    expect(app.location()).toBe("/login");
  });
});

describe("the other sign-in methods", () => {
  it("sign in by mobile code and continue to the redirect target", async () => {
    const app = renderApp("/limits/frontEnd/btn", {
      api: {
        sendSignInCode: vi.fn(async () => ({ resendIn: 60, expiresIn: 300 })),
        signInByMobile: vi.fn(async () => ({ token: "by-mobile" })),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "手机号登录" }));
    await user.type(await screen.findByLabelText("手机号"), "13800000001");
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(app.authApi.sendSignInCode).toHaveBeenCalledWith("13800000001");
    await user.type(screen.getByLabelText("验证码"), "654321");
    await user.click(screen.getByRole("button", { name: "登录" }));
    await waitFor(() => expect(app.location()).toBe("/limits/frontEnd/btn"));
    expect(app.authApi.signInByMobile).toHaveBeenCalledWith({
      mobile: "13800000001",
      code: "654321",
    });
    expect(app.token()).toBe("by-mobile");
  });

  it("sign in once the QR code is confirmed and continue to the redirect target", async () => {
    const app = renderApp("/home", {
      api: {
        createQrLogin: vi.fn(async () => ({ qrId: "qr-1", expiresAt: "2030-01-01T00:00:00Z" })),
        qrLoginStatus: vi.fn(async () => ({ status: "confirmed" as const, token: "by-qr" })),
      },
    });
    await userEvent.setup().click(await screen.findByRole("tab", { name: "扫码登录" }));
    expect(await screen.findByRole("img", { name: "登录二维码" })).toBeTruthy();
    // The page asks every 2 s; the first answer already carries the token.
    await waitFor(() => expect(app.location()).toBe("/home"));
    expect(app.authApi.qrLoginStatus).toHaveBeenCalledWith("qr-1");
    expect(app.token()).toBe("by-qr");
  });
});

describe("routes with a session", () => {
  it("send /login to /home, which shows the user loaded from the token", async () => {
    const app = renderApp("/login", { token: "kept" });
    const main = await screen.findByRole("main");
    expect(await within(main).findByText("operator-1")).toBeTruthy();
    expect(app.location()).toBe("/home");
    const roles = within(main).getByRole("row", { name: /角色/ });
    expect(within(roles).getByText("admin")).toBeTruthy();
    expect(within(roles).getByText("common")).toBeTruthy();
    const name = within(main).getByRole("row", { name: /用户名/ });
    expect(within(name).getByRole("cell").textContent).toBe("operator-1");
    const time = within(main).getByRole("row", { name: /登录时间/ });
    expect(within(time).getByRole("cell").textContent).toMatch(/2026年3月4日/);

    await app.router.navigate("/");
    await waitFor(() => expect(app.location()).toBe("/welcome"));
    await userEvent.setup().click(await screen.findByRole("link", { name: "进入系统" }));
    await waitFor(() => expect(app.location()).toBe("/home"));
    expect(app.authApi.getUserInfo).toHaveBeenCalledTimes(1);
  });

  it("show the not-found page for an unknown path", async () => {
    const app = renderApp("/no/such/page", { token: "kept" });
    expect(await screen.findByText("地址输入错误，请重新输入地址")).toBeTruthy();
    expect(app.location()).toBe("/no/such/page");
    await userEvent.setup().click(screen.getByRole("button", { name: "返回首页" }));
    await waitFor(() => expect(app.location()).toBe("/home"));
  });

  it("sign out after confirmation and land on /login", async () => {
    const app = renderApp("/home", { token: "kept" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "退出登录" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("此操作将退出登录, 是否继续?");
    expect(app.authApi.signOut).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(app.location()).toBe("/login"));
    expect(app.authApi.signOut).toHaveBeenCalledTimes(1);
    expect(app.token()).toBeNull();
  });

  it("keep the operator signed in when the confirmation is cancelled", async () => {
    const app = renderApp("/home", { token: "kept" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "退出登录" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "取消" }));
    expect(app.authApi.signOut).not.toHaveBeenCalled();
    expect(app.location()).toBe("/home");
    expect(app.token()).toBe("kept");
  });

  it("end on /login, carrying the page, when the server says the kept token is no longer valid", async () => {
    const app = renderApp("/home", {
      token: "stale",
      api: {
        getUserInfo: async () => {
          throw new HttpError("session", "你已被登出，请重新登录", { code: 401 });
        },
      },
    });
    await screen.findByLabelText("用户名");
    expect(app.location()).toBe("/login?redirect=%2Fhome");
    expect(app.authApi.signIn).not.toHaveBeenCalled();
  });
});

describe("routes and roles", () => {
  const common: UserInfo = { ...admin, roles: ["common"], authBtnList: ["btn.add", "btn.link"] };

  it("send a common user typing /system/user to /401, whose button signs them out", async () => {
    const app = renderApp("/system/user", {
      token: "kept",
      api: { getUserInfo: async () => common },
    });
    await screen.findByText("您未被授权，没有操作权限");
    expect(app.location()).toBe("/401");
    await userEvent.setup().click(screen.getByRole("button", { name: "重新授权" }));
    await waitFor(() => expect(app.location()).toBe("/login"));
    expect(app.token()).toBeNull();
  });

  it("send a common user moving in the app to /system/user to /401 too", async () => {
    const app = renderApp("/home", { token: "kept", api: { getUserInfo: async () => common } });
    await waitFor(() => expect(app.location()).toBe("/home"));
    await app.router.navigate("/system/user");
    await screen.findByText("您未被授权，没有操作权限");
    expect(app.location()).toBe("/401");
  });

  it("show the button permission page with only the common user's buttons", async () => {
    renderApp("/limits/frontEnd/btn", { token: "kept", api: { getUserInfo: async () => common } });
    expect(await screen.findByRole("heading", { name: "按钮权限" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "新增" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "链接" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "删除" })).toBeNull();
    expect(screen.queryByRole("button", { name: "编辑" })).toBeNull();
  });

  // Every route of the table has its page now (issue 24); a menu row an administrator adds with a
  // component path the app does not know still opens the titled placeholder, not a blank screen.
  it("give a component path without a page its titled placeholder", async () => {
    const { default: Placeholder } = await import("../pages/placeholder/PlaceholderPage");
    expect(await loadView("no/such/page/index")).toBe(Placeholder);
    expect(await loadView(undefined)).toBe(Placeholder);
  });

  it("show the system section in admin's side menu only, and title the browser tab", async () => {
    renderApp("/home", { token: "kept" });
    const menu = await screen.findByRole("navigation", { name: "菜单" });
    expect(within(menu).getByText("系统设置")).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("首页 - Vitrine"));
  });

  it("leave the system section out of a common user's side menu", async () => {
    renderApp("/home", { token: "kept", api: { getUserInfo: async () => common } });
    const menu = await screen.findByRole("navigation", { name: "菜单" });
    expect(within(menu).getByText("权限管理")).toBeTruthy();
    expect(within(menu).queryByText("系统设置")).toBeNull();
  });
});

describe("public routes and the route flow", () => {
  it("send the root to /welcome, whose link leads a visitor to sign-in", async () => {
    const app = renderApp("/");
    expect(await screen.findByRole("heading", { name: "欢迎使用 Vitrine" })).toBeTruthy();
    expect(app.location()).toBe("/welcome");
    await userEvent.setup().click(screen.getByRole("link", { name: "登录" }));
    await waitFor(() => expect(app.location()).toBe("/login"));
  });

  it.each([
    ["/visualizingDemo1", "数据可视化演示1"],
    ["/visualizingDemo2", "数据可视化演示2"],
  ])("open %s without a session, titled", async (path, title) => {
    const app = renderApp(path);
    expect(await screen.findByRole("heading", { name: title })).toBeTruthy();
    expect(app.location()).toBe(path);
  });

  it("give a user without roles no routes but a page saying so, with sign-out", async () => {
    const nobody: UserInfo = { ...admin, roles: [] };
    const app = renderApp("/home", { token: "kept", api: { getUserInfo: async () => nobody } });
    expect(await screen.findByRole("heading", { name: "您的账号尚未分配角色" })).toBeTruthy();
    expect(app.location()).toBe("/no-roles");
    await app.router.navigate("/limits/frontEnd/btn");
    await waitFor(() => expect(app.location()).toBe("/no-roles"));
    expect(screen.queryByRole("navigation", { name: "菜单" })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "退出登录" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("此操作将退出登录, 是否继续?");
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(app.location()).toBe("/login"));
    expect(app.token()).toBeNull();
  });

  it("send a user with roles away from /no-roles to /home", async () => {
    const app = renderApp("/no-roles", { token: "kept" });
    await waitFor(() => expect(app.location()).toBe("/home"));
  });

  it("cover the page with the loading overlay while the first route loads", async () => {
    let answer: (user: UserInfo) => void = () => {};
    const app = renderApp("/home", {
      token: "kept",
      api: { getUserInfo: () => new Promise<UserInfo>((resolve) => (answer = resolve)) },
    });
    expect((await screen.findByRole("status")).textContent).toContain("加载中");
    answer(admin);
    await waitFor(() => expect(app.location()).toBe("/home"));
    expect(await screen.findByRole("cell", { name: "operator-1" })).toBeTruthy();
    expect(screen.queryByText("加载中…")).toBeNull();
  });
});
