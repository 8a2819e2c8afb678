import type { RouteObject } from "react-router";
import { RouteError } from "../components/RouteError";
import { RouteLoadingOverlay } from "../components/RouteLoadingOverlay";
import { LoginPage } from "../pages/login/LoginPage";
import type { AppStore } from "../store";
import {
  accessGuardLoader,
  noRolesLoader,
  serverMenuSource,
  signedInLoader,
  staticMenuSource,
} from "./loaders";
import { menuRoutes } from "./menuRoutes";
import { RouteRoot } from "./RouteRoot";
import { type MenuEntry, STATIC_MENU } from "./staticMenu";
import { withAntdLook } from "./withAntdLook";

/**
 * The route table. Every page but /login is its own chunk, so /login downloads only what signing
 * in needs.
 * Public pages sit directly under the root; everything else under "signed-in", whose loader
 * knows the user and their menu first. Every page but /login brings antd's locale and theme with
 * it (withAntdLook; the signed-in shell's covers all its children), so /login loads without antd.
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
      Component: RouteRoot,
      HydrateFallback: RouteLoadingOverlay,
      ErrorBoundary: RouteError,
      children: [
        {
          path: "welcome",
          lazy: withAntdLook(
            async () => (await import("../pages/welcome/WelcomePage")).WelcomePage,
          ),
        },
        {
          path: "visualizingDemo1",
          handle: { title: "router.visualizingDemo1" },
          lazy: withAntdLook(
            async () => (await import("../pages/demo/VisualizingDemoPage")).VisualizingDemo1,
          ),
        },
        {
          path: "visualizingDemo2",
          handle: { title: "router.visualizingDemo2" },
          lazy: withAntdLook(
            async () => (await import("../pages/demo/VisualizingDemoPage")).VisualizingDemo2,
          ),
        },
        {
          path: "no-roles",
          loader: noRolesLoader(store),
          lazy: withAntdLook(
            async () => (await import("../pages/no-roles/NoRolesPage")).NoRolesPage,
          ),
        },
        {
          path: "login",
          // In the entry chunk: it is where every visit without a session starts, and a lazy
          // chunk would cost one more round trip and render pass before the form can be typed in.
          Component: LoginPage,
        },
        {
          path: "401",
          lazy: withAntdLook(
            async () => (await import("../pages/no-access/NoAccessPage")).NoAccessPage,
          ),
        },
        {
          id: "signed-in",
          loader: signedInLoader(store, menuSource),
          lazy: withAntdLook(async () => (await import("./SignedInShell")).SignedInShell),
          children: [
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
