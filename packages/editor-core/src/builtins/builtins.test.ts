import { describe, expect, it } from "vitest";
import { messages } from "../i18n/messages";
import { kindOfValue, kindsOf } from "../registry/field-spec";
import { createBuiltinRegistry } from "./index";
import { defaultPageSettings, pageSettingsFields } from "./page-settings";

const registry = createBuiltinRegistry();
const palette = [
  "commoditysearch",
  "captiontext",
  "pictureads",
  "graphicnavigation",
  "tabBar",
  "magiccube",
  "notice",
  "videoss",
  "richtext",
  "auxiliarysegmentation",
  "storeinformation",
  "entertheshop",
  "communitypowder",
  "follow",
  "suspension",
  "custommodule",
  "listswitching",
  "storenotecard",
  "investigate",
];

describe("builtin components", () => {
  it("holds the 19 palette components in order and the 3 placeholders", () => {
    const types = registry.list().map((d) => d.type);
    expect(types.slice(0, 19)).toEqual(palette);
    expect(types.slice(19).sort()).toEqual(
      ["crowdoperation", "onlineservice", "personalizedrecommendation"].sort(),
    );
    expect(
      registry
        .list()
        .filter((d) => d.group === "business")
        .map((d) => d.type),
    ).toEqual(["listswitching", "storenotecard", "investigate"]);
  });

  it("titles every component in all three languages", () => {
    for (const definition of registry.list()) {
      for (const locale of ["zh-cn", "en", "zh-tw"] as const) {
        expect(messages[locale][definition.title], `${locale} ${definition.type}`).toBeTruthy();
      }
    }
    expect(messages["zh-cn"]["component.listswitching.title"]).toBe("商品");
    expect(messages["zh-cn"]["component.storenotecard.title"]).toBe("文章模块");
  });

  it("has defaults whose kinds match the field specs", () => {
    for (const definition of registry.list()) {
      for (const [name, spec] of Object.entries(definition.fields)) {
        expect(name in definition.defaultProps, `${definition.type}.${name} has a default`).toBe(
          true,
        );
        const kind = kindOfValue(definition.defaultProps[name]);
        expect(kindsOf(spec), `${definition.type}.${name}`).toContain(kind);
      }
    }
    for (const [name, spec] of Object.entries(pageSettingsFields)) {
      expect(kindsOf(spec)).toContain(kindOfValue(defaultPageSettings[name]));
    }
  });

  it("keeps the original's defaults and limits", () => {
    const caption = registry.get("captiontext")!;
    expect(caption.defaultProps).toMatchObject({
      wordSize: 16,
      descriptionSize: 12,
      wordWeight: 400,
      descriptionWeight: 200,
      wordHeight: 24,
      more: { text: "查看更多" },
    });
    expect(registry.get("tabBar")!.defaultProps).toMatchObject({
      // Darker than the original's #1989fa and #7d7e80, for the labels' contrast (issue 34).
      activeColor: "#1a6fd1",
      inactiveColor: "#646566",
    });
    expect(registry.get("tabBar")!.fields.iconList!.maxItems).toBe(5);
    expect(registry.get("tabBar")!.placement).toEqual({
      maxPerPage: 1,
      notFirst: true,
      fixedLast: true,
    });
    expect(registry.get("suspension")!.placement).toEqual({ maxPerPage: 1, notFirst: true });
    expect(registry.get("commoditysearch")!.fields.heights).toMatchObject({ min: 28, max: 50 });
    expect(registry.get("graphicnavigation")!.fields.borderRadius!.max).toBe(50);
    expect(registry.get("listswitching")!.defaultProps).toMatchObject({
      purchase: "马上抢",
      // Darker than the original's #07c160, for the white mark text's contrast (issue 34).
      commodityTagColor: "#058341",
      tabColor: "#f39800",
      pageMargin: 15,
      commodityMargin: 10,
    });
    expect(defaultPageSettings.titleHeight).toBe(35);
  });

  it("gives every built-in a legacy palette code", () => {
    const codes = Object.fromEntries(registry.list().map((d) => [d.type, d.legacy?.code]));
    expect(codes).toMatchObject({
      commoditysearch: "1-1",
      pictureads: "1-3",
      custommodule: "demo",
      investigate: "2-3",
      onlineservice: "1-19",
    });
  });
});
