import { describe, expect, it } from "vitest";
import { EMAIL, MOBILE, PASSWORD } from "./userRules";

describe("user form rules (spec section 5)", () => {
  it("takes 6 to 20 letters and numbers as a password, and nothing else", () => {
    expect(PASSWORD.test("abc123")).toBe(true);
    expect(PASSWORD.test("a1".repeat(10))).toBe(true);
    expect(PASSWORD.test(`${"a1".repeat(10)}x`)).toBe(false);
    expect(PASSWORD.test("abcdef")).toBe(false);
    expect(PASSWORD.test("123456")).toBe(false);
    expect(PASSWORD.test("ab12!x")).toBe(false);
    expect(PASSWORD.test("ab12")).toBe(false);
  });

  it("takes mainland mobile numbers and e-mail addresses", () => {
    expect(MOBILE.test("13800138000")).toBe(true);
    expect(MOBILE.test("12800138000")).toBe(false);
    expect(MOBILE.test("1380013800")).toBe(false);
    expect(EMAIL.test("a@b.cn")).toBe(true);
    expect(EMAIL.test("a@b")).toBe(false);
  });
});
