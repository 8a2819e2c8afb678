import { describe, expect, it } from "vitest";
import { routeModeFrom } from "./config";

describe("VITE_ROUTE_MODE", () => {
  it("builds routes from the server's menu unless told otherwise", () => {
    expect(routeModeFrom(undefined)).toBe("menu");
    expect(routeModeFrom("")).toBe("menu");
    expect(routeModeFrom("menu")).toBe("menu");
    expect(routeModeFrom(" static ")).toBe("static");
  });

  it("refuses a misspelt mode with a message naming the variable", () => {
    expect(() => routeModeFrom("Static")).toThrow('VITE_ROUTE_MODE must be "menu" or "static"');
  });
});
