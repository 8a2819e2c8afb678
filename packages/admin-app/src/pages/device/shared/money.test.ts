import { describe, expect, it } from "vitest";
import { centsToYuan, yuanToCents } from "./money";

describe("yuan and cents", () => {
  it("reads typed yuan as integer cents without a float", () => {
    expect(yuanToCents("1299.5")).toBe(129950);
    expect(yuanToCents("0.1")).toBe(10);
    expect(yuanToCents("19.99")).toBe(1999);
    expect(yuanToCents(" 12 ")).toBe(1200);
    expect(yuanToCents("12.")).toBe(1200);
  });

  it("refuses what is not an amount of at least 0 with two decimals at most", () => {
    for (const text of ["", "-1", "1.005", "abc", "1e3", null, undefined]) {
      expect(yuanToCents(text)).toBeNull();
    }
  });

  it("writes cents as yuan with two decimals", () => {
    expect(centsToYuan(129950)).toBe("1299.50");
    expect(centsToYuan(5)).toBe("0.05");
    expect(centsToYuan(0)).toBe("0.00");
    expect(centsToYuan(null)).toBe("");
  });
});
