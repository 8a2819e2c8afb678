import { describe, expect, it } from "vitest";
import { createBuiltinRegistry } from "../builtins";
import type { ComponentInstance } from "../types";
import {
  canAddComponent,
  clampBeforeFixedTail,
  findPlacementViolations,
  newPlacementViolation,
} from "./check-placement";

const registry = createBuiltinRegistry();
const list = (...types: string[]): ComponentInstance[] =>
  types.map((type, index) => ({ id: `${type}${index}`, type, props: {} }));

describe("placement rules", () => {
  it("accepts a page that follows them", () => {
    expect(findPlacementViolations(list("notice", "suspension", "tabBar"), registry)).toEqual([]);
  });

  it("finds a second tab bar, a floating button first and a tab bar not last", () => {
    const rules = findPlacementViolations(
      list("suspension", "tabBar", "notice", "tabBar"),
      registry,
    );
    expect(rules.map((v) => `${v.rule}:${v.componentId}`)).toEqual([
      "notFirst:suspension0",
      "fixedLast:tabBar1",
      "maxPerPage:tabBar3",
    ]);
  });

  it("reports only what a change makes worse", () => {
    const broken = list("suspension", "notice");
    expect(
      newPlacementViolation(broken, [...broken, ...list("captiontext")], registry),
    ).toBeUndefined();
    const added = newPlacementViolation(
      broken,
      [...broken, { id: "s2", type: "suspension", props: {} }],
      registry,
    );
    expect(added).toMatchObject({
      rule: "maxPerPage",
      messageKey: "placement.maxPerPage",
      params: { max: 1 },
    });
    expect(newPlacementViolation(broken, broken, registry)).toBeUndefined();
  });

  it("keeps inserts before the fixed tab bar and sends a tab bar to the end", () => {
    const page = list("notice", "notice", "tabBar");
    expect(clampBeforeFixedTail(page, 3, registry, "notice")).toBe(2);
    expect(clampBeforeFixedTail(page, 1, registry, "notice")).toBe(1);
    expect(clampBeforeFixedTail(list("notice"), 0, registry, "tabBar")).toBe(1);
    expect(clampBeforeFixedTail(list("notice"), -3, registry, "notice")).toBe(0);
  });
});

describe("canAddComponent", () => {
  it("says no once a type's per-page limit is reached, and for unknown types", () => {
    const page = list("notice", "suspension");
    expect(canAddComponent(page, "suspension", registry)).toBe(false);
    expect(canAddComponent(page, "tabBar", registry)).toBe(true);
    expect(canAddComponent(list("notice", "tabBar"), "tabBar", registry)).toBe(false);
    expect(canAddComponent(page, "notice", registry)).toBe(true);
    expect(canAddComponent(page, "gone", registry)).toBe(false);
  });
});
