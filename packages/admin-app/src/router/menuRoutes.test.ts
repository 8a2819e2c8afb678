import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { menuForRoles, menuRoutes, PARENT_COMPONENT, routeAccess } from "./menuRoutes";
import type { MenuEntry } from "./staticMenu";
import { STATIC_MENU } from "./staticMenu";
import { hasView } from "./views";

const unregistered = { registered: false };

describe("static route table", () => {
  it("opens system screens to admin only and the button page to both roles", () => {
    const access = (path: string, roles: string[]) =>
      routeAccess(menuForRoles(STATIC_MENU, roles), path, { registered: true });
    expect(access("/system/user", ["admin"])).toBe("open");
    expect(access("/system/user", ["common"])).toBe("forbidden");
    expect(access("/system", ["common"])).toBe("forbidden");
    expect(access("/limits/frontEnd/btn", ["common"])).toBe("open");
    expect(access("/home", ["common"])).toBe("open");
    expect(access("/home", ["aftersale"])).toBe("open");
    expect(access("/pages/lazyImg", ["common"])).toBe("forbidden");
    expect(access("/params/dynamic/details/a/1/name", ["admin"])).toBe("open");
  });

  it("in menu mode opens exactly what the server's menu holds", () => {
    const granted = [{ path: "/system/user", name: "systemUser", meta: { title: "t" } }];
    expect(routeAccess(granted, "/system/user", unregistered)).toBe("open");
    // The app has the page, the user's menu does not: /401.
    expect(routeAccess(granted, "/system/role", unregistered)).toBe("forbidden");
    // A route registered from a menu (another user's, a row since deleted): /401 as well.
    expect(routeAccess(granted, "/goods/list", { registered: true })).toBe("forbidden");
    // No such page anywhere: the not-found page.
    expect(routeAccess(granted, "/unknown/page", unregistered)).toBe("unknown");
  });

  it("sends a user to no-access, not not-found, for every app page their menu lacks", () => {
    const granted = [{ path: "/home", name: "home", meta: { title: "t" } }];
    // Pages only the server's menu lists: never registered for a user whose menu lacks them.
    for (const path of ["/device/list", "/sos", "/upgrade", "/chart", "/websocket", "/device/sold"])
      expect(routeAccess(granted, path, unregistered), path).toBe("forbidden");
    expect(routeAccess(granted, "/device/nothing-here", unregistered)).toBe("unknown");
    expect(routeAccess(granted, "/", unregistered)).toBe("unknown");
  });

  it("maps every system screen's component to its view", () => {
    for (const local of ["menu", "role", "user", "dept", "dic", "organize", "log", "config"]) {
      expect(hasView(`system/${local}/index`)).toBe(true);
    }
  });
});

/** A row as /api/menu/getMenuListInfo answers it (empty strings for unset fields). */
function serverRow(path: string, component: string, extra: Partial<MenuEntry> = {}): MenuEntry {
  return {
    path,
    name: path.slice(1).replaceAll("/", "-"),
    component,
    redirect: "",
    meta: { title: `router.${path}`, isLink: "", isHide: false, roles: ["admin"] },
    children: [],
    ...extra,
  };
}

async function redirectOf(route: RouteObject | undefined): Promise<string | null> {
  const loader = route?.loader as (() => Promise<Response> | Response) | undefined;
  return loader ? (await loader()).headers.get("Location") : null;
}

describe("routes from the server's menu", () => {
  const menu = [
    serverRow("/system", PARENT_COMPONENT, {
      redirect: "/system/menu",
      children: [serverRow("/system/menu", "system/menu/index")],
    }),
    serverRow("/goods", PARENT_COMPONENT, {
      children: [
        serverRow("/goods/hidden", "goods/hidden/index", {
          meta: { title: "router.goodsHidden", isHide: true },
        }),
        serverRow("/goods/list", "goods/list/index"),
      ],
    }),
    serverRow("/decorate/:id", "decorate/editor"),
    // Rows that cannot be signed-in routes: no leading slash, a public page's path.
    serverRow("typo", "typo/index"),
    serverRow("/login", "home/index"),
  ];
  const routes = menuRoutes(menu);
  const byPath = (path: string) => routes.find((route) => route.path === path);

  it("registers every routable row with its meta, and no row that could take over a public page", () => {
    expect(routes.map((route) => route.path)).toEqual([
      "system",
      "system/menu",
      "goods",
      "goods/hidden",
      "goods/list",
      "decorate/:id",
    ]);
    expect(byPath("goods/list")?.handle).toEqual(menu[1]?.children?.[1]?.meta);
  });

  it("leads a section to its redirect, else to its first visible child", async () => {
    expect(await redirectOf(byPath("system"))).toBe("/system/menu");
    expect(await redirectOf(byPath("goods"))).toBe("/goods/list");
  });

  it("gives every page row a view to load (its page, or the placeholder)", () => {
    for (const path of ["system/menu", "goods/list", "decorate/:id"]) {
      expect(byPath(path)?.lazy).toBeTypeOf("function");
      expect(byPath(path)?.loader).toBeUndefined();
    }
  });
});
