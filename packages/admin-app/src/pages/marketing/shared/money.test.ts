import { describe, expect, it } from "vitest";
import { centsToYuan, isPercent, yuanToCents } from "./money";

describe("money and percent as typed", () => {
  it("reads yuan with at most 2 decimals into cents and back", () => {
    expect(yuanToCents("19.9")).toBe(1990);
    expect(yuanToCents("0.01")).toBe(1);
    expect(yuanToCents("1.234")).toBeUndefined();
    expect(yuanToCents("-1")).toBeUndefined();
    expect(centsToYuan(1990)).toBe("19.90");
    expect(centsToYuan(5)).toBe("0.05");
    for (const cents of [0, 1, 99, 100, 123456])
      expect(yuanToCents(centsToYuan(cents))).toBe(cents);
  });
  it("accepts percentages up to 100 with 2 decimals", () => {
    expect(isPercent("100")).toBe(true);
    expect(isPercent("12.5")).toBe(true);
    expect(isPercent("100.01")).toBe(false);
    expect(isPercent("1.234")).toBe(false);
  });
});
