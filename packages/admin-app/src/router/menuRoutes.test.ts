import { describe, expect, it } from "vitest";
import { mayOpen, menuForRoles } from "./menuRoutes";
import { STATIC_MENU } from "./staticMenu";
import { hasView } from "./views";

describe("static route table", () => {
  it("opens system screens to admin only and the button page to both roles", () => {
    const may = (path: string, roles: string[]) =>
      mayOpen(STATIC_MENU, menuForRoles(STATIC_MENU, roles), path);
    expect(may("/system/user", ["admin"])).toBe(true);
    expect(may("/system/user", ["common"])).toBe(false);
    expect(may("/system", ["common"])).toBe(false);
    expect(may("/limits/frontEnd/btn", ["common"])).toBe(true);
    expect(may("/home", ["common"])).toBe(true);
    expect(may("/home", ["aftersale"])).toBe(true);
    expect(may("/pages/lazyImg", ["common"])).toBe(false);
    expect(may("/params/dynamic/details/a/1/name", ["admin"])).toBe(true);
  });

  it("in menu mode opens exactly what the server's menu holds", () => {
    const granted = [{ path: "/system/user", name: "systemUser", meta: { title: "t" } }];
    expect(mayOpen(STATIC_MENU, granted, "/system/user")).toBe(true);
    expect(mayOpen(STATIC_MENU, granted, "/system/role")).toBe(false);
    expect(mayOpen(STATIC_MENU, granted, "/unknown/page")).toBe(true);
  });

  it("maps every system screen's component to its view", () => {
    for (const local of ["menu", "role", "user", "dept", "dic", "organize", "log", "config"]) {
      expect(hasView(`system/${local}/index`)).toBe(true);
    }
  });
});
