import { describe, expect, it } from "vitest";
import type { MenuEntry } from "../router/staticMenu";
import { entryFor } from "./menuLookup";

const details: MenuEntry = {
  path: "/params/dynamic/details/:t/:id/:tagsViewName",
  name: "paramsDynamicDetails",
  meta: { title: "router.paramsDynamicDetails", isHide: true },
};
const menu: MenuEntry[] = [
  {
    path: "/params",
    name: "paramsIndex",
    meta: { title: "router.paramsIndex" },
    children: [{ path: "/params/dynamic", name: "paramsDynamic", meta: { title: "x" } }, details],
  },
];

describe("menu entry of a pathname", () => {
  it("finds exact paths first, then patterns with their params decoded", () => {
    expect(entryFor(menu, "/params/dynamic")?.entry.name).toBe("paramsDynamic");
    const found = entryFor(menu, `/params/dynamic/details/1/8/${encodeURIComponent("设备八")}`);
    expect(found?.entry).toBe(details);
    expect(found?.params).toEqual({ t: "1", id: "8", tagsViewName: "设备八" });
  });

  it("keeps a value with a stray percent sign as it is, and finds nothing for unknown paths", () => {
    expect(entryFor(menu, "/params/dynamic/details/1/8/100%")?.params.tagsViewName).toBe("100%");
    expect(entryFor(menu, "/nowhere")).toBeUndefined();
  });
});
