import { describe, expect, it } from "vitest";
import { checkChange, type FieldSpec, fieldProblem } from "./field-check.js";
import { settingsTranslator } from "./messages.js";

const t = settingsTranslator("zh-cn");
const fits = (spec: FieldSpec, value: unknown) =>
  fieldProblem("标题", spec, value, t) === undefined;

describe("a setting's kind, checked by its TypeBox schema", () => {
  it("counts a text's characters once trimmed, and refuses line breaks", () => {
    const title = { kind: "text", min: 2, max: 5 } as const;
    expect(fits(title, " ab ")).toBe(true);
    expect(fits(title, "a b")).toBe(true);
    expect(fits(title, "  a  ")).toBe(false);
    expect(fits(title, "abcdef")).toBe(false);
    expect(fits(title, "a\nb")).toBe(false);
    expect(fits({ kind: "text", min: 1, max: 5 }, "   ")).toBe(false);
    expect(fits({ kind: "text", min: 0, max: 5 }, "")).toBe(true);
    expect(fits(title, 12)).toBe(false);
  });

  it("takes site paths and https addresses, never //host or javascript:", () => {
    const logo = { kind: "address", max: 200 } as const;
    for (const ok of ["", "/uploads/a.png", "https://cdn.example/a.png"])
      expect(fits(logo, ok)).toBe(true);
    for (const bad of ["//evil.example/x", "javascript:alert(1)", "http://a", "/a b"])
      expect(fits(logo, bad)).toBe(false);
  });

  it("refuses in the caller's words, naming the field", () => {
    const spec = { kind: "integer", min: 0, max: 5000 } as const;
    expect(fits(spec, 1.5)).toBe(false);
    expect(fits(spec, 5000)).toBe(true);
    expect(fieldProblem("渐隐延迟", spec, "10", t)).toBe(
      t("settings.integer", { field: "渐隐延迟", min: 0, max: 5000 }),
    );
    const specs = { theme: { kind: "choice", choices: ["light", "dark"] } } as const;
    expect(checkChange(specs, { theme: "dark" }, t)).toEqual({ values: { theme: "dark" } });
    expect(checkChange(specs, { theme: "blue" }, settingsTranslator("en"))).toEqual({
      problem: settingsTranslator("en")("settings.choice", {
        field: "theme",
        choices: "light, dark",
      }),
    });
  });
});
