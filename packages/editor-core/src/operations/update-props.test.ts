import { describe, expect, it } from "vitest";
import { componentIndex } from "../store/component-index";
import { InvalidPathError } from "../util/path";
import { abc } from "./test-document";
import { updateProps } from "./update-props";

describe("updateProps", () => {
  it("sets a nested field and shares everything else", () => {
    const before = abc();
    const after = updateProps(before, "b", ["more", "show"], true);
    expect(after.components[1]!.props).toMatchObject({ n: 2, more: { show: true } });
    expect(before.components[1]!.props).toMatchObject({ more: { show: false } });
    expect(after.components[0]).toBe(before.components[0]);
    expect(after.components[1]!.props.list).toBe(before.components[1]!.props.list);
    expect(Object.isFrozen(after.components[1]!.props.more)).toBe(true);
  });

  it("sets list items by index and may append one", () => {
    const doc = updateProps(abc(), "a", ["list", "0", "src"], "x");
    expect(doc.components[0]!.props.list).toEqual([{ src: "x" }]);
    const appended = updateProps(doc, "a", ["list", "1"], { src: "y" });
    expect(appended.components[0]!.props.list).toEqual([{ src: "x" }, { src: "y" }]);
  });

  it("creates missing objects on the way", () => {
    const doc = updateProps(abc(), "a", ["style", "color"], "red");
    expect(doc.components[0]!.props.style).toEqual({ color: "red" });
  });

  it("answers the same document for an equal value, an unknown id or an empty path", () => {
    const doc = abc();
    expect(updateProps(doc, "a", ["more"], { show: false })).toBe(doc);
    expect(updateProps(doc, "zz", ["n"], 5)).toBe(doc);
    expect(updateProps(doc, "a", [], 5)).toBe(doc);
  });

  it("refuses paths through values that hold nothing", () => {
    expect(() => updateProps(abc(), "a", ["n", "x"], 1)).toThrow(InvalidPathError);
    expect(() => updateProps(abc(), "a", ["list", "5"], 1)).toThrow(InvalidPathError);
    expect(() => updateProps(abc(), "a", ["list", "first"], 1)).toThrow(InvalidPathError);
  });

  it("does not keep a reference to the value it was given", () => {
    const value = { show: true };
    const doc = updateProps(abc(), "a", ["more"], value);
    value.show = false;
    expect(doc.components[0]!.props.more).toEqual({ show: true });
  });
});

describe("updateProps and the id index", () => {
  it("lets the new list reuse the old list's index, which still answers every id", () => {
    const before = abc();
    const index = componentIndex(before.components);
    const after = updateProps(before, "b", ["n"], 7);
    expect(componentIndex(after.components)).toBe(index);
    for (const [position, component] of after.components.entries()) {
      expect(componentIndex(after.components).get(component.id)).toBe(position);
    }
  });
});
