import { screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import type { UserInfo } from "../../api/auth";
import { createRoutes } from "../../router/routes";
import { createAppStore } from "../../store";
import { fakeAuthApi } from "../../test/fakeAuthApi";
import { renderWithProviders } from "../../test/renderWithProviders";
import { storage } from "../../utils/storage";
import { APP_VERSION, VERSION_KEY } from "./versionCheck";

/** The app's real route table at `path`, with a session for `user` when one is given. */
function renderApp(path: string, user?: UserInfo) {
  const store = createAppStore({
    authApi: fakeAuthApi({ getUserInfo: async () => user as UserInfo }),
    tokenStore: { read: () => (user ? "kept" : null), write: () => {}, clear: () => {} },
  });
  const { routes } = createRoutes(store);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, { store });
  return router;
}

const prompt = () => screen.findByRole("dialog", { name: "更新提示" });

describe("the version prompt across the app", () => {
  beforeEach(() => {
    localStorage.clear();
    storage.set(VERSION_KEY, "2.4.0");
  });

  it.each(["/welcome", "/401", "/visualizingDemo1", "/visualizingDemo2"])(
    "asks to upgrade on the public page %s",
    async (path) => {
      renderApp(path);
      expect((await prompt()).textContent).toContain(APP_VERSION);
    },
  );

  it("asks to upgrade on /no-roles", async () => {
    const router = renderApp("/no-roles", {
      userName: "nobody",
      photo: "",
      time: "",
      roles: [],
      authBtnList: [],
    });
    expect(await screen.findByRole("heading", { name: "您的账号尚未分配角色" })).toBeTruthy();
    expect(await prompt()).toBeTruthy();
    expect(router.state.location.pathname).toBe("/no-roles");
  });

  it("asks once on a signed-in page", async () => {
    renderApp("/home", {
      userName: "operator-1",
      photo: "",
      time: "",
      roles: ["admin"],
      authBtnList: [],
    });
    await prompt();
    expect(screen.getAllByRole("dialog", { name: "更新提示" })).toHaveLength(1);
  });

  it("stays away from /login", async () => {
    renderApp("/login");
    await screen.findByLabelText("用户名");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
