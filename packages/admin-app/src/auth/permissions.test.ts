import { describe, expect, it } from "vitest";
import { hasAllPermissions, hasAnyPermission, hasPermission, hasRouteRole } from "./permissions";

const common = ["btn.add", "btn.link"];

describe("button permissions", () => {
  it("single: granted, refused, and an empty list leaves the element", () => {
    expect(hasPermission(common, "btn.add")).toBe(true);
    expect(hasPermission(common, "btn.del")).toBe(false);
    expect(hasPermission([], "btn.del")).toBe(true);
  });

  it("any of a list", () => {
    expect(hasAnyPermission(common, ["btn.del", "btn.link"])).toBe(true);
    expect(hasAnyPermission(common, ["btn.del", "btn.edit"])).toBe(false);
  });

  it("all of a list", () => {
    expect(hasAllPermissions(common, ["btn.add", "btn.link"])).toBe(true);
    expect(hasAllPermissions(common, ["btn.add", "btn.del"])).toBe(false);
  });
});

describe("route roles", () => {
  it("a route without roles is open; otherwise one matching role is needed", () => {
    expect(hasRouteRole(["common"], undefined)).toBe(true);
    expect(hasRouteRole(["common"], [])).toBe(true);
    expect(hasRouteRole(["common"], ["admin"])).toBe(false);
    expect(hasRouteRole(["common"], ["admin", "common"])).toBe(true);
    expect(hasRouteRole([], ["admin"])).toBe(false);
  });
});
