import { describe, expect, it } from "vitest";
import { moveComponent } from "./move-component";
import { abc, ids } from "./test-document";

describe("moveComponent", () => {
  it("moves forwards and backwards", () => {
    expect(ids(moveComponent(abc(), 0, 2))).toEqual(["b", "c", "a"]);
    expect(ids(moveComponent(abc(), 2, 0))).toEqual(["c", "a", "b"]);
    expect(ids(moveComponent(abc(), 1, 2))).toEqual(["a", "c", "b"]);
  });

  it("answers the same document for no move or indexes out of range", () => {
    const doc = abc();
    expect(moveComponent(doc, 1, 1)).toBe(doc);
    expect(moveComponent(doc, 5, 0)).toBe(doc);
    expect(moveComponent(doc, 0, 3)).toBe(doc);
  });
});
