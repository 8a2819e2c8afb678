import { describe, expect, it } from "vitest";
import { mayOpen } from "./menuRoutes";
import { STATIC_MENU } from "./staticMenu";
import { hasView } from "./views";

describe("static route table", () => {
  it("opens system screens to admin only and the button page to both roles", () => {
    expect(mayOpen(STATIC_MENU, "/system/user", ["admin"])).toBe(true);
    expect(mayOpen(STATIC_MENU, "/system/user", ["common"])).toBe(false);
    expect(mayOpen(STATIC_MENU, "/system", ["common"])).toBe(false);
    expect(mayOpen(STATIC_MENU, "/limits/frontEnd/btn", ["common"])).toBe(true);
    expect(mayOpen(STATIC_MENU, "/home", [])).toBe(true);
  });

  it("maps every system screen's component to its view", () => {
    for (const local of ["menu", "role", "user", "dept", "dic", "organize", "log", "config"]) {
      expect(hasView(`system/${local}/index`)).toBe(true);
    }
  });
});
