import { describe, expect, it } from "vitest";
import { createBuiltinRegistry } from "../builtins";
import { clampToRanges } from "./clamp-to-ranges";

const registry = createBuiltinRegistry();
const fieldsOf = (type: string) => registry.get(type)?.fields;

describe("clampToRanges", () => {
  it("draws an out-of-range draft value at the limit publishing allows", () => {
    const search = { heights: 60 };
    expect(clampToRanges(fieldsOf("commoditysearch"), search)).toEqual({ heights: 50 });
    expect(clampToRanges(fieldsOf("commoditysearch"), { heights: 3 })).toEqual({ heights: 28 });
    expect(clampToRanges(fieldsOf("auxiliarysegmentation"), { blankHeight: 200 })).toEqual({
      blankHeight: 100,
    });
    // The draft itself is left as it is: the field keeps showing what was typed, with its error.
    expect(search.heights).toBe(60);
  });

  it("answers the same object when nothing is out of range, and leaves other values alone", () => {
    const props = { heights: 40, textColor: "#333", extra: 1e9 };
    expect(clampToRanges(fieldsOf("commoditysearch"), props)).toBe(props);
    expect(clampToRanges(undefined, props)).toBe(props);
    expect(clampToRanges(fieldsOf("commoditysearch"), { heights: null })).toEqual({
      heights: null,
    });
  });

  it("clamps inside list items by their own fields", () => {
    const fields = {
      items: {
        kind: "array" as const,
        fields: { size: { kind: "number" as const, min: 1, max: 5 } },
      },
    };
    const props = { items: [{ size: 9 }, { size: 2 }] };
    const drawn = clampToRanges(fields, props);
    expect(drawn).toEqual({ items: [{ size: 5 }, { size: 2 }] });
    expect((drawn.items as unknown[])[1]).toBe(props.items[1]);
  });
});
