import { describe, expect, it } from "vitest";
import { insertComponents } from "./insert-components";
import { abc, ids } from "./test-document";

const d = { id: "d", type: "x", props: {} };

describe("insertComponents", () => {
  it("inserts at the index and leaves the original untouched", () => {
    const before = abc();
    const after = insertComponents(before, 1, [d]);
    expect(ids(after)).toEqual(["a", "d", "b", "c"]);
    expect(ids(before)).toEqual(["a", "b", "c"]);
    expect(after.components[0]).toBe(before.components[0]);
    expect(Object.isFrozen(after.components[1])).toBe(true);
  });

  it("clamps the index to the list", () => {
    expect(ids(insertComponents(abc(), 99, [d]))).toEqual(["a", "b", "c", "d"]);
    expect(ids(insertComponents(abc(), -4, [d]))).toEqual(["d", "a", "b", "c"]);
  });

  it("answers the same document when there is nothing to insert", () => {
    const doc = abc();
    expect(insertComponents(doc, 0, [])).toBe(doc);
  });
});
