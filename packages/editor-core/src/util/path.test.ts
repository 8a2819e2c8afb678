import { describe, expect, it } from "vitest";
import { formatPath, getIn, parsePath } from "./path";

describe("paths", () => {
  it("parses dot paths and segment arrays", () => {
    expect(parsePath("imageList.2.src")).toEqual(["imageList", "2", "src"]);
    expect(parsePath(["imageList", 2, "src"])).toEqual(["imageList", "2", "src"]);
    expect(parsePath("")).toEqual([]);
    expect(formatPath(["more", "show"])).toBe("more.show");
  });

  it("reads nested values and answers undefined past a leaf", () => {
    const value = { list: [{ src: "a" }] };
    expect(getIn(value, ["list", "0", "src"])).toBe("a");
    expect(getIn(value, ["list", "x"])).toBeUndefined();
    expect(getIn(value, ["list", "0", "src", "length"])).toBeUndefined();
  });
});
