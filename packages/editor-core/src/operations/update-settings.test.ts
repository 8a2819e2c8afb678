import { describe, expect, it } from "vitest";
import { abc } from "./test-document";
import { updateSettings } from "./update-settings";

describe("updateSettings", () => {
  it("merges the patch and keeps the components", () => {
    const before = abc();
    const after = updateSettings(before, { name: "New", titleHeight: 50 });
    expect(after.settings).toMatchObject({ name: "New", titleHeight: 50, isBack: true });
    expect(after.components).toBe(before.components);
  });

  it("answers the same document when every value is already set", () => {
    const doc = abc();
    expect(updateSettings(doc, { name: "P", titleHeight: 35 })).toBe(doc);
  });
});
