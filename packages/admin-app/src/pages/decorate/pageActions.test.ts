import { describe, expect, it } from "vitest";
import { copyName, PAGE_NAME_MAX } from "./pageActions";

describe("the name of a page's copy", () => {
  it("adds the suffix to a short name", () => {
    expect(copyName("春季首页", "（副本）")).toBe("春季首页（副本）");
  });

  it("shortens a long name so the copy stays within 25 characters, suffix whole", () => {
    const long = "一二三四五六七八九十一二三四五六七八九十一二三四五";
    const copy = copyName(long, "（副本）");
    expect([...copy]).toHaveLength(PAGE_NAME_MAX);
    expect(copy.endsWith("（副本）")).toBe(true);
    expect(copyName("Spring home page for the whole shop", " (copy)")).toBe(
      "Spring home page f (copy)",
    );
  });
});
