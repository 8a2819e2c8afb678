import { describe, expect, it } from "vitest";
import { messages } from "../i18n/messages";
import { LOCALES } from "../types";
import { builtinComponents, builtinContainers, createBuiltinRegistry } from ".";
import { TABS_MAX } from "./tabs";

describe("built-in containers", () => {
  it("declare a two-column block (left, right) and a tabs block with one slot per tab", () => {
    const [columns, tabs] = builtinContainers;
    expect(columns!.type).toBe("twocolumn");
    expect(Object.keys(columns!.slots!)).toEqual(["left", "right"]);
    expect(tabs!.type).toBe("tabs");
    expect(Object.keys(tabs!.slots!)).toEqual(["tab1", "tab2", "tab3", "tab4", "tab5"]);
    expect(tabs!.fields.tabs!.maxItems).toBe(TABS_MAX);
    expect(tabs!.localizedDefaults?.en?.tabs).toEqual([{ title: "Tab 1" }, { title: "Tab 2" }]);
  });

  it("have titles and slot titles in every language", () => {
    for (const definition of builtinContainers) {
      const keys = [definition.title, ...Object.values(definition.slots!).map((s) => s.title)];
      for (const locale of LOCALES) {
        for (const key of keys) expect(messages[locale][key], `${locale} ${key}`).toBeTruthy();
      }
    }
  });

  it("join the built-in registry only when asked, so today's palettes stay as they are", () => {
    expect(createBuiltinRegistry().has("twocolumn")).toBe(false);
    const withContainers = createBuiltinRegistry({ containers: true });
    expect(withContainers.list().map((d) => d.type)).toEqual([
      ...builtinComponents.map((d) => d.type),
      "twocolumn",
      "tabs",
    ]);
  });
});
