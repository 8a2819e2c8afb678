import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { userFormRules } from "./userRules";

const t = ((key: string) => key) as unknown as TFunction;
const rules = userFormRules(t);

/** What the field's rules say of `value`: undefined when accepted, else the message shown. */
async function verdict(field: string, value: string): Promise<string | undefined> {
  for (const rule of rules[field] ?? []) {
    const { validator } = rule as { validator?: (rule: object, value: string) => Promise<void> };
    try {
      await validator?.({}, value);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return undefined;
}

describe("user form rules (spec section 5)", () => {
  it("takes 6 to 20 letters and numbers as a password, and nothing else", async () => {
    expect(await verdict("password", "abc123")).toBeUndefined();
    expect(await verdict("password", "a1".repeat(10))).toBeUndefined();
    for (const refused of [`${"a1".repeat(10)}x`, "abcdef", "123456", "ab12!x", "ab12", " abc123"])
      expect(await verdict("password", refused)).toBe("system.rules.password");
  });

  it("takes mainland mobile numbers, spaces around them aside", async () => {
    expect(await verdict("mobile", "13800138000")).toBeUndefined();
    expect(await verdict("mobile", " 13800138000 ")).toBeUndefined();
    expect(await verdict("mobile", "12800138000")).toBe("system.rules.mobile");
    expect(await verdict("mobile", "1380013800")).toBe("system.rules.mobile");
  });

  // The personal centre and the server take the same addresses: what is saved here is accepted there.
  it("takes an e-mail address only with a top-level domain of 2 or more letters", async () => {
    expect(await verdict("email", "a@b.cn")).toBeUndefined();
    expect(await verdict("email", "ops@shop.example.com")).toBeUndefined();
    expect(await verdict("email", "a@b.c")).toBe("system.rules.email");
    expect(await verdict("email", "a@b")).toBe("system.rules.email");
    expect(await verdict("email", "a b@example.com")).toBe("system.rules.email");
  });

  it("leaves an empty value to the required rule", async () => {
    for (const field of ["mobile", "email", "password"])
      expect(await verdict(field, "")).toBeUndefined();
  });
});
