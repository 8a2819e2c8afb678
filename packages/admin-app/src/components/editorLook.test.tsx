import { describe, expect, it } from "vitest";
import { applyEditorLook } from "./editorLook";

// The settings drawer's look reaches the page editor's tokens (issue 19).
describe("applyEditorLook", () => {
  it("maps dark mode, the primary colour and the component size onto the editor's tokens", () => {
    const root = document.createElement("div");
    applyEditorLook(root, { primaryColor: "#722ed1", isDark: true, componentSize: "large" });
    expect(root.getAttribute("data-vitrine-theme")).toBe("dark");
    expect(root.style.getPropertyValue("--vitrine-color-primary")).toBe("#722ed1");
    expect(root.style.getPropertyValue("--vitrine-control-height")).toBe("40px");
    expect(root.style.getPropertyValue("--vitrine-font-size")).toBe("15px");
  });

  it("gives the default blue's darker shade in light mode, so white text on it reads at 4.5:1", () => {
    const root = document.createElement("div");
    applyEditorLook(root, { primaryColor: "#409eff", isDark: false, componentSize: "middle" });
    expect(root.getAttribute("data-vitrine-theme")).toBe("light");
    expect(root.style.getPropertyValue("--vitrine-color-primary")).toBe("#1d6fce");
    expect(root.style.getPropertyValue("--vitrine-control-height")).toBe("32px");
  });
});
