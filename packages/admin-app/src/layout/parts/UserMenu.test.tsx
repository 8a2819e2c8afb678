import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { tagVisited } from "../../store/tagsSlice";
import { LayoutProviders, layoutStore } from "../storyFixtures";
import { UserMenu } from "./UserMenu";

function renderMenu() {
  const store = layoutStore();
  store.dispatch(
    tagVisited({
      path: "/system/user",
      title: "router.systemUser",
      query: {},
      params: {},
      isAffix: false,
      isKeepAlive: false,
    }),
  );
  const router = createMemoryRouter(
    [
      { path: "/home", element: <UserMenu /> },
      { path: "/login", element: <p>login page</p> },
      { path: "/personal", element: <p>personal page</p> },
    ],
    { initialEntries: ["/home"] },
  );
  render(
    <LayoutProviders store={store}>
      <RouterProvider router={router} />
    </LayoutProviders>,
  );
  return { store, router, user: userEvent.setup() };
}

describe("user menu", () => {
  it("shows the user's name and locks the screen on request", async () => {
    const { store, user } = renderMenu();
    await user.click(await screen.findByRole("button", { name: /admin/ }));
    await user.click(await screen.findByRole("menuitem", { name: "锁定屏幕" }));
    expect(store.getState().lock.isLocked).toBe(true);
  });

  it("opens the personal centre", async () => {
    const { router, user } = renderMenu();
    await user.click(await screen.findByRole("button", { name: /admin/ }));
    await user.click(await screen.findByRole("menuitem", { name: "个人中心" }));
    expect(router.state.location.pathname).toBe("/personal");
  });

  it("signs out only after confirming, and forgets the open tags", async () => {
    const { store, router, user } = renderMenu();
    await user.click(await screen.findByRole("button", { name: /admin/ }));
    await user.click(await screen.findByRole("menuitem", { name: "退出登录" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("此操作将退出登录, 是否继续?")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "取消" }));
    expect(store.getState().auth.token).toBe("demo");

    await user.click(screen.getByRole("button", { name: /admin/ }));
    await user.click(await screen.findByRole("menuitem", { name: "退出登录" }));
    // jsdom runs no closing animation, so the cancelled dialog may still be there: take the newest.
    const dialogs = await screen.findAllByRole("dialog");
    await user.click(within(dialogs.at(-1) as HTMLElement).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(store.getState().auth.token).toBeNull();
    expect(store.getState().tags.list).toEqual([]);
  });
});
