import type { ComponentType } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { UserInfo } from "../../api/auth";
import type { Language } from "../../i18n";
import { createAppStore } from "../../store";
import { loadUserInfo } from "../../store/authSlice";
import { fakeAuthApi } from "../../test/fakeAuthApi";
import { renderWithProviders } from "../../test/renderWithProviders";

/**
 * A demo page on its route (`path`, titled `title`) opened at `url`, with a signed-in `user` in the
 * store: what the page reads from the router and the session is real.
 */
export async function renderDemo(
  Page: ComponentType,
  options: { path: string; url?: string; title?: string; user?: UserInfo; language?: Language },
) {
  const user = options.user ?? {
    userName: "admin",
    photo: "",
    time: "",
    roles: ["admin"],
    authBtnList: [],
  };
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
  await store.dispatch(loadUserInfo());
  const router = createMemoryRouter(
    [{ path: options.path, Component: Page, handle: { title: options.title ?? "" } }],
    { initialEntries: [options.url ?? options.path] },
  );
  return {
    router,
    store,
    ...renderWithProviders(<RouterProvider router={router} />, {
      store,
      language: options.language,
    }),
  };
}
