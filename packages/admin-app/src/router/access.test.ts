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

  it("lets a signed-out visitor open the public pages, and sends the root to /welcome", () => {
    expect(accessRedirect(at("/login", "?redirect=%2Fhome"), false)).toBeNull();
    for (const path of ["/welcome", "/visualizingDemo1", "/visualizingDemo2", "/401"]) {
      expect(accessRedirect(at(path), false)).toBeNull();
    }
    expect(accessRedirect(at("/"), false)).toBe("/welcome");
    expect(accessRedirect(at("/no-roles"), false)).toBe("/login?redirect=%2Fno-roles");
  });

  it("sends a signed-in visit to /login to /home and the root to /welcome", () => {
    expect(accessRedirect(at("/login"), true)).toBe("/home");
    expect(accessRedirect(at("/"), true)).toBe("/welcome");
    expect(accessRedirect(at("/welcome"), true)).toBeNull();
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
