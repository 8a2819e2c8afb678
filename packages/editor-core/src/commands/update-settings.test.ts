import { describe, expect, it } from "vitest";
import { testEditor } from "./test-editor";

describe("updateSettings", () => {
  it("changes page settings and reports whether anything changed", () => {
    const { editor } = testEditor();
    expect(editor.updateSettings({ name: "Home", titleHeight: 60 })).toEqual({
      ok: true,
      changed: true,
    });
    expect(editor.getDocument().settings).toMatchObject({ name: "Home", titleHeight: 60 });
    expect(editor.updateSettings({ name: "Home" })).toEqual({ ok: true, changed: false });
  });

  it("refuses a value of the wrong kind", () => {
    const { editor } = testEditor();
    expect(editor.updateSettings({ titleHeight: "60" as unknown as number })).toEqual({
      ok: false,
      reason: "invalid-value",
      message: "字段“titleHeight”应为数字",
    });
  });
});
