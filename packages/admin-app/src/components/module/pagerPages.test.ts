import { describe, expect, it } from "vitest";
import { pagerPages } from "./pagerPages";

const numbers = (items: ReturnType<typeof pagerPages>) =>
  items.filter((i) => typeof i === "number");

describe("pagerPages", () => {
  it("shows every page when there are 5 or fewer", () => {
    expect(pagerPages(1, 1)).toEqual([1]);
    expect(pagerPages(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("shows 5 page buttons wherever the current page is, always with the first and last", () => {
    for (let current = 1; current <= 25; current++) {
      const items = pagerPages(current, 25);
      expect(numbers(items)).toHaveLength(5);
      expect(items[0]).toBe(1);
      expect(items.at(-1)).toBe(25);
      expect(items).toContain(current);
    }
  });

  it("puts gaps where pages are skipped", () => {
    expect(pagerPages(1, 25)).toEqual([1, 2, 3, 4, "gap-after", 25]);
    expect(pagerPages(10, 25)).toEqual([1, "gap-before", 9, 10, 11, "gap-after", 25]);
    expect(pagerPages(25, 25)).toEqual([1, "gap-before", 22, 23, 24, 25]);
  });

  it("moves the window with the current page", () => {
    expect(pagerPages(3, 25)).toEqual([1, 2, 3, 4, "gap-after", 25]);
    expect(pagerPages(4, 25)).toEqual([1, "gap-before", 3, 4, 5, "gap-after", 25]);
    expect(pagerPages(6, 7)).toEqual([1, "gap-before", 4, 5, 6, 7]);
  });
});
