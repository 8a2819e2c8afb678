import { describe, expect, it } from "vitest";
import { APP_VERSION, needsUpgradePrompt } from "./versionCheck";

describe("version prompt", () => {
  it("asks when the stored version is missing or differs", () => {
    expect(needsUpgradePrompt(undefined, "/home")).toBe(true);
    expect(needsUpgradePrompt("2.4.32", "/home")).toBe(true);
    expect(needsUpgradePrompt(APP_VERSION, "/home")).toBe(false);
  });

  it("never asks on /login", () => {
    expect(needsUpgradePrompt(undefined, "/login")).toBe(false);
  });
});
