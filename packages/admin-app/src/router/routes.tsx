import type { RouteObject } from "react-router";
import { PageLoading } from "../components/PageLoading";
import { RouteError } from "../components/RouteError";
import type { AppStore } from "../store";
import { accessGuardLoader, serverMenuSource, signedInLoader, staticMenuSource } from "./loaders";
import { menuRoutes } from "./menuRoutes";
import { type MenuEntry, STATIC_MENU } from "./staticMenu";

/**
 * The route table. Every page is its own chunk, so /login downloads only what signing in needs.
 * Issue 6 adds the public pages and the routes built from the server's menu under "signed-in".
 */
export function createRoutes(
  store: AppStore,
  { fetchMenu }: { fetchMenu?: () => Promise<MenuEntry[]> } = {},
): RouteObject[] {
  // With a menu fetcher the server's menu decides (menu mode); without, the static table by roles.
  const menuSource = fetchMenu ? serverMenuSource(store, fetchMenu) : staticMenuSource(STATIC_MENU);
  return [
    {
      id: "root",
      loader: accessGuardLoader(store),
      // The guard must see every navigation, not only those that change this route's params.
      shouldRevalidate: () => true,
      HydrateFallback: PageLoading,
      ErrorBoundary: RouteError,
      children: [
        {
          path: "login",
          lazy: async () => ({ Component: (await import("../pages/login/LoginPage")).LoginPage }),
        },
        {
          path: "401",
          lazy: async () => ({
            Component: (await import("../pages/no-access/NoAccessPage")).NoAccessPage,
          }),
        },
        {
          id: "signed-in",
          loader: signedInLoader(store, menuSource),
          lazy: async () => ({
            Component: (await import("../layout/SignedInLayout")).SignedInLayout,
          }),
          children: [
            {
              path: "home",
              handle: { title: "router.home" },
              lazy: async () => ({ Component: (await import("../pages/home/HomePage")).HomePage }),
            },
            ...menuRoutes(STATIC_MENU),
            {
              path: "*",
              lazy: async () => ({
                Component: (await import("../pages/not-found/NotFoundPage")).NotFoundPage,
              }),
            },
          ],
        },
      ],
    },
  ];
}
