import { describe, expect, it } from "vitest";
import { duplicateComponent } from "./duplicate-component";
import { abc, ids } from "./test-document";

describe("duplicateComponent", () => {
  it("puts a copy with the new id right after the original", () => {
    const after = duplicateComponent(abc(), "a", "a2");
    expect(ids(after)).toEqual(["a", "a2", "b", "c"]);
    expect(after.components[1]).toEqual({ ...after.components[0], id: "a2" });
  });

  it("answers the same document for an unknown id", () => {
    const doc = abc();
    expect(duplicateComponent(doc, "zz", "n")).toBe(doc);
  });
});
