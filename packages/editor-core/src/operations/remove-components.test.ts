import { describe, expect, it } from "vitest";
import { removeComponents } from "./remove-components";
import { abc, ids } from "./test-document";

describe("removeComponents", () => {
  it("removes every listed component", () => {
    expect(ids(removeComponents(abc(), ["a", "c"]))).toEqual(["b"]);
  });

  it("answers the same document when no id is on the page", () => {
    const doc = abc();
    expect(removeComponents(doc, ["zz"])).toBe(doc);
  });
});
