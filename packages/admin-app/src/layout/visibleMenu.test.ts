import { describe, expect, it } from "vitest";
import type { MenuEntry } from "../router/staticMenu";
import { menuTrail, visibleMenu } from "./visibleMenu";

const menu: MenuEntry[] = [
  {
    path: "/system",
    name: "system",
    meta: { title: "router.system", roles: ["admin"] },
    children: [{ path: "/system/user", name: "systemUser", meta: { title: "router.systemUser" } }],
  },
  {
    path: "/limits",
    name: "limits",
    meta: { title: "router.limits", roles: ["admin", "common"] },
    children: [
      { path: "/limits/btn", name: "btn", meta: { title: "router.limitsFrontEndBtn" } },
      { path: "/limits/hidden", name: "hidden", meta: { title: "router.info", isHide: true } },
    ],
  },
];

describe("side menu", () => {
  it("shows admin the system section and hides it from common users", () => {
    expect(visibleMenu(menu, ["admin"]).map((entry) => entry.name)).toEqual(["system", "limits"]);
    expect(visibleMenu(menu, ["common"]).map((entry) => entry.name)).toEqual(["limits"]);
  });

  it("leaves hidden entries out", () => {
    const limits = visibleMenu(menu, ["common"])[0];
    expect(limits?.children?.map((entry) => entry.name)).toEqual(["btn"]);
  });

  it("finds the breadcrumb trail of a page", () => {
    expect(menuTrail(menu, "/system/user").map((entry) => entry.name)).toEqual([
      "system",
      "systemUser",
    ]);
    expect(menuTrail(menu, "/nowhere")).toEqual([]);
  });
});
