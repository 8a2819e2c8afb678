import { describe, expect, it } from "vitest";
import { joinFormOptions, splitFormOptions } from "./form-module";

describe("form module options", () => {
  it("are separated by #", () => {
    expect(splitFormOptions("Red# Green##Blue")).toEqual(["Red", "Green", "Blue"]);
    expect(joinFormOptions(["Red", " Green ", ""])).toBe("Red#Green");
    expect(splitFormOptions(["a", 1])).toEqual(["a", "1"]);
    expect(splitFormOptions(undefined)).toEqual([]);
  });
});
