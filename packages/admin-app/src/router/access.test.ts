import { describe, expect, it } from "vitest";
import { accessRedirect, afterSignInTarget } from "./access";

const at = (pathname: string, search = "") => ({ pathname, search });

describe("accessRedirect", () => {
  it("sends a signed-out visit to /login carrying the path and query", () => {
    expect(accessRedirect(at("/home"), false)).toBe("/login?redirect=%2Fhome");
    expect(accessRedirect(at("/limits/frontEnd/btn", "?tab=2"), false)).toBe(
      `/login?redirect=${encodeURIComponent("/limits/frontEnd/btn?tab=2")}`,
    );
  });

  it("lets a signed-out visitor open /login, and sends the root to /login", () => {
    expect(accessRedirect(at("/login", "?redirect=%2Fhome"), false)).toBeNull();
    expect(accessRedirect(at("/"), false)).toBe("/login");
  });

  it("sends a signed-in visit to /login or the root to /home, and lets other paths through", () => {
    expect(accessRedirect(at("/login"), true)).toBe("/home");
    expect(accessRedirect(at("/"), true)).toBe("/home");
    expect(accessRedirect(at("/home"), true)).toBeNull();
    expect(accessRedirect(at("/no/such/page"), true)).toBeNull();
  });
});

describe("afterSignInTarget", () => {
  it("returns to the carried path and query", () => {
    expect(afterSignInTarget("/limits/frontEnd/btn?tab=2")).toBe("/limits/frontEnd/btn?tab=2");
  });

  it("goes home without a redirect, for other sites, and for /login itself", () => {
    expect(afterSignInTarget(null)).toBe("/home");
    expect(afterSignInTarget("https://evil.example/")).toBe("/home");
    expect(afterSignInTarget("//evil.example/")).toBe("/home");
    expect(afterSignInTarget("/\\evil.example")).toBe("/home");
    expect(afterSignInTarget("/login?redirect=%2Fhome")).toBe("/home");
  });
});
