import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { HttpError } from "../../api/HttpError";
import { createAppStore } from "../../store";
import { loadUserInfo } from "../../store/authSlice";
import { lockScreen, selectIsLocked } from "../../store/lockSlice";
import { settingsChanged } from "../../store/settingsSlice";
import { fakeAuthApi } from "../../test/fakeAuthApi";
import { renderWithProviders } from "../../test/renderWithProviders";
import { LockGate } from "./LockGate";

async function setup() {
  const verifyPassword = vi.fn(async (password: string) => {
    if (password !== "right-pass") throw new HttpError("business", "密码错误", { code: 1 });
  });
  const store = createAppStore({
    authApi: fakeAuthApi({
      verifyPassword,
      signOut: vi.fn(async () => {}),
      getUserInfo: async () => ({
        userName: "admin",
        photo: "",
        time: "",
        roles: ["admin"],
        authBtnList: [],
      }),
    }),
    tokenStore: { read: () => "token", write: () => {}, clear: () => {} },
  });
  await store.dispatch(loadUserInfo());
  // The idle clock is injected: the test fires the pending timeout itself.
  const pending: Array<() => void> = [];
  const clock = {
    setTimeout: (callback: () => void) => pending.push(callback),
    clearTimeout: () => {},
  };
  const router = createMemoryRouter(
    [
      {
        path: "/home",
        element: (
          <LockGate clock={clock}>
            <button type="button">page button</button>
          </LockGate>
        ),
      },
      { path: "/login", element: <p>sign-in page</p> },
    ],
    { initialEntries: ["/home"] },
  );
  renderWithProviders(<RouterProvider router={router} />, { store });
  return { store, router, verifyPassword, fireIdle: () => pending.at(-1)?.() };
}

describe("LockGate", () => {
  it("locks after the idle time when the setting is on, covering the page", async () => {
    const { store, fireIdle } = await setup();
    await screen.findByRole("button", { name: "page button" });
    fireIdle(); // Setting off: nothing happens.
    expect(selectIsLocked(store.getState())).toBe(false);
    store.dispatch(settingsChanged({ isLockScreen: true, lockScreenTime: 1 }));
    await waitFor(() => {
      fireIdle();
      expect(selectIsLocked(store.getState())).toBe(true);
    });
    const lock = await screen.findByRole("dialog", { name: "屏幕已锁定" });
    expect(within(lock).getByText("当前用户：admin")).toBeTruthy();
    // The page beneath is inert: neither reachable by keyboard nor exposed.
    const pageButton = screen.getByText("page button");
    expect(pageButton.closest("[inert]")).not.toBeNull();
  });

  it("refuses a wrong password with the server's message and opens with the right one", async () => {
    const { store, verifyPassword } = await setup();
    store.dispatch(lockScreen());
    const user = userEvent.setup();
    const lock = await screen.findByRole("dialog", { name: "屏幕已锁定" });
    await user.click(within(lock).getByRole("button", { name: "解锁" }));
    expect(within(lock).getByText("请输入密码")).toBeTruthy();
    expect(verifyPassword).not.toHaveBeenCalled();
    await user.type(within(lock).getByLabelText("请输入登录密码解锁"), "wrong{enter}");
    expect((await within(lock).findByRole("alert")).textContent).toContain("密码错误");
    expect(selectIsLocked(store.getState())).toBe(true);
    await user.clear(within(lock).getByLabelText("请输入登录密码解锁"));
    await user.type(within(lock).getByLabelText("请输入登录密码解锁"), "right-pass{enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(selectIsLocked(store.getState())).toBe(false);
    expect(screen.getByText("page button").closest("[inert]")).toBeNull();
  });

  it("signs out from the lock screen after confirmation", async () => {
    const { store, router } = await setup();
    store.dispatch(lockScreen());
    const user = userEvent.setup();
    const lock = await screen.findByRole("dialog", { name: "屏幕已锁定" });
    await user.click(within(lock).getByRole("button", { name: "退出登录" }));
    const confirm = within(lock).getByRole("alertdialog");
    expect(confirm.textContent).toContain("此操作将退出登录, 是否继续?");
    await user.click(within(confirm).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(selectIsLocked(store.getState())).toBe(false);
    expect(store.getState().auth.token).toBeNull();
  });
});
