import { builtinComponents, type FieldSpecs } from "@vitrine/editor-core";
import { describe, expect, it } from "vitest";
import { iconLabel } from "./icon-names";
import { optionIcon } from "./option-icons";
import { paletteIcon } from "./palette-icons";
import { PICKABLE_ICON_NAMES, TAB_ICONS, tabIcon } from "./tab-icons";

function optionIconNames(fields: FieldSpecs): string[] {
  return Object.values(fields).flatMap((spec) => [
    ...(spec.ui?.options ?? []).flatMap((option) => (option.icon ? [option.icon] : [])),
    ...(spec.fields ? optionIconNames(spec.fields) : []),
  ]);
}

describe("icon maps", () => {
  it("draw every icon a built-in's segmented choices name", () => {
    const names = builtinComponents.flatMap((d) => optionIconNames(d.fields));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(optionIcon(name), name).toBeDefined();
  });

  it("give every built-in its own palette icon", () => {
    const icons = builtinComponents.map((d) => paletteIcon(d));
    expect(new Set(icons).size).toBe(builtinComponents.length);
  });

  it("draw the original tab bar's default icon names and every name the picker offers", () => {
    expect(tabIcon("home-o")).toBe(TAB_ICONS.House);
    expect(tabIcon("apps-o")).toBe(TAB_ICONS.LayoutGrid);
    expect(tabIcon("cart-o")).toBe(TAB_ICONS.ShoppingCart);
    expect(tabIcon("user-o")).toBe(TAB_ICONS.User);
    for (const name of PICKABLE_ICON_NAMES) expect(tabIcon(name), name).toBeDefined();
    expect(tabIcon("toString")).toBeUndefined();
  });
});

describe("icon labels", () => {
  it("name every pickable icon in each language, short enough to show whole", () => {
    for (const name of PICKABLE_ICON_NAMES) {
      for (const locale of ["zh-cn", "zh-tw"] as const)
        expect(iconLabel(name, locale), `${name} in ${locale}`).toMatch(/^[\u4e00-\u9fff]{1,4}$/);
      // Words, not an export name run together ("ShoppingCart").
      expect(iconLabel(name, "en"), name).toMatch(/^[A-Z][a-z]+( [a-z]+)?$/);
      expect(iconLabel(name, "en").length, name).toBeLessThanOrEqual(12);
    }
  });
});
