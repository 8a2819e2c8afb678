import type { PatchRoutesOnNavigationFunction, RouteObject } from "react-router";
import type { MenuApi } from "../api/menu";
import { RouteError } from "../components/RouteError";
import { RouteLoadingOverlay } from "../components/RouteLoadingOverlay";
import { LoginPage } from "../pages/login/LoginPage";
import type { AppStore } from "../store";
import {
  accessGuardLoader,
  type MenuSource,
  menuRouteDiscovery,
  noRolesLoader,
  serverMenuSource,
  signedInLoader,
  staticMenuSource,
} from "./loaders";
import { menuRoutes } from "./menuRoutes";
import { RouteRoot } from "./RouteRoot";
import { STATIC_MENU } from "./staticMenu";
import { withAntdLook } from "./withAntdLook";

/** The route mode and, in menu mode, where the user's menu comes from. */
export type RouteOptions = { mode: "static" } | { mode: "menu"; menuApi: MenuApi };

/** What the router is created with: the route table and, in menu mode, its route discovery. */
export interface RouteSetup {
  routes: RouteObject[];
  patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction;
}

const SIGNED_IN_ROUTE_ID = "signed-in";

/**
 * The route table. Every page but /login is its own chunk, so /login downloads only what signing
 * in needs.
 * Public pages sit directly under the root; everything else under "signed-in", whose loader
 * knows the user and their menu first. Every page but /login brings antd's locale and theme with
 * it (withAntdLook; the signed-in shell's covers all its children), so /login loads without antd.
 * Static mode registers the static table's routes up front; menu mode starts the signed-in tree
 * with only the not-found page and adds the routes of the server's menu for the signed-in user
 * (`patchRoutesOnNavigation`).
 */
export function createRoutes(
  store: AppStore,
  options: RouteOptions = { mode: "static" },
): RouteSetup {
  let menuSource: MenuSource;
  let reloadMenu: () => Promise<void>;
  if (options.mode === "menu") {
    const { menuApi } = options;
    const source = serverMenuSource(store, menuApi.getMenuList);
    menuSource = source;
    reloadMenu = async () => {
      try {
        await menuApi.reload();
      } catch {
        // The HTTP client has shown why; the user's own menu is asked for again all the same.
      }
      source.invalidate();
    };
  } else {
    menuSource = staticMenuSource(STATIC_MENU);
    reloadMenu = async () => {}; // The static table does not change while the app runs.
  }
  const routes = signedInAndPublicRoutes(store, menuSource, {
    pages: options.mode === "static" ? menuRoutes(STATIC_MENU) : [],
    reloadMenu,
  });
  return options.mode === "menu"
    ? {
        routes,
        patchRoutesOnNavigation: menuRouteDiscovery(store, menuSource, SIGNED_IN_ROUTE_ID),
      }
    : { routes };
}

function signedInAndPublicRoutes(
  store: AppStore,
  menuSource: MenuSource,
  { pages, reloadMenu }: { pages: RouteObject[]; reloadMenu: () => Promise<void> },
): RouteObject[] {
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
          id: SIGNED_IN_ROUTE_ID,
          loader: signedInLoader(store, menuSource),
          // The loader is also the route guard, so it runs on every move to another path inside
          // the app, not only on entering it: a click or a link to a path the user's menu does not
          // hold must end on /401 as a typed address does (the user and menu are cached, so it is
          // cheap). React Router by default keeps a parent's data while only the child changes.
          shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
            currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate,
          lazy: withAntdLook(async () => {
            const { SignedInShell } = await import("./SignedInShell");
            return () => <SignedInShell reloadMenu={reloadMenu} />;
          }),
          children: [
            ...pages,
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
