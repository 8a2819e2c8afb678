import { describe, expect, it } from "vitest";
import { fieldMessages } from "../i18n/field-messages";
import type { FieldSpec, FieldSpecs } from "../registry/field-spec";
import { LOCALES } from "../types";
import { createBuiltinRegistry } from "./index";
import { magicCubeLayout } from "./magic-cube";
import { pageSettingsFields } from "./page-settings";

const registry = createBuiltinRegistry();

/** Every field spec with a `ui`, with its path and the specs of its siblings. */
function declared(
  specs: FieldSpecs,
  prefix = "",
): { path: string; spec: FieldSpec; siblings: FieldSpecs }[] {
  return Object.entries(specs).flatMap(([name, spec]) => [
    ...(spec.ui ? [{ path: prefix + name, spec, siblings: specs }] : []),
    ...(spec.fields ? declared(spec.fields, `${prefix}${name}.`) : []),
  ]);
}

// The fields the spec lists for each component, as the generic panel draws them.
const edited: Record<string, string[]> = {
  commoditysearch: [
    "hotords",
    "hotords.text",
    "position",
    "borderRadius",
    "textPosition",
    "sweep",
    "heights",
    "backgroundColor",
    "borderColor",
    "textColor",
  ],
  graphicnavigation: [
    "navigationType",
    "imgStyle",
    "showSize",
    "imageList",
    "imageList.src",
    "imageList.text",
    "imageList.http",
    "borderRadius",
    "textSize",
    "textHeight",
    "textColor",
    "backgroundColor",
    "bgImg",
  ],
  tabBar: [
    "iconList",
    "iconList.iconText",
    "iconList.iconName",
    "iconList.iconPic",
    "iconList.inactive",
    "iconList.isDot",
    "iconList.http",
    "Highlight",
    "activeColor",
    "inactiveColor",
    "isShowBorder",
  ],
  magiccube: [
    "rubiksCubeType",
    "imageList",
    "imageList.src",
    "imageList.http",
    "pageMargin",
    "imgMargin",
  ],
  videoss: ["src", "coverUrl", "autoplay"],
  entertheshop: ["icon", "text", "copywriting", "http"],
  communitypowder: ["mainImg", "qrcodeImg", "title", "describe", "buttonName", "backColor"],
  follow: ["heade", "followName", "followAppId"],
  suspension: ["imgUrl", "http"],
  custommodule: ["demo", "img"],
  listswitching: [
    "commoditylisttype",
    "imageList",
    "commoditylisttypetab",
    "commoditylisttypetab.text",
    "commoditylisttypetab.imageList",
    "tabColor",
    "commodityType",
    "moditystyle",
    "textWeight",
    "positions",
    "priceofcommodity",
    "purchasebutton",
    "purchasebuttonType",
    "purchase",
    "commoditycorner",
    "commoditycornertype",
    "tagPosition",
    "commodityTagColor",
    "borderRadius",
    "pageMargin",
    "commodityMargin",
    "showMore",
    "moreUrl",
    "bgImg",
  ],
  storenotecard: [
    "name",
    "positions",
    "commodityType",
    "moditystyle",
    "textWeight",
    "borderRadius",
    "noteLabels",
    "readingNumber",
    "praisePoints",
    "viewMore1",
    "viewMore2",
    "http",
    "imageList",
    "imageList.src",
    "imageList.text",
    "imageList.http",
  ],
  captiontext: [
    "name",
    "description",
    "positions",
    "wordSize",
    "descriptionSize",
    "wordWeight",
    "descriptionWeight",
    "wordHeight",
    "wordColor",
    "descriptionColor",
    "backColor",
    "borderBott",
    "more.show",
    "more.type",
    "more.text",
    "more.http",
  ],
  pictureads: [
    "swiperType",
    "imageList",
    "imageList.src",
    "imageList.text",
    "imageList.http",
    "pagingType",
    "rowindividual",
    "imageMargin",
    "borderRadius",
    "pageMargin",
  ],
  notice: ["noticeText", "backColor", "textColor"],
  richtext: ["myValue", "backColor"],
  auxiliarysegmentation: [
    "blankHeight",
    "segmentationtype",
    "bordertp",
    "auxliarColor",
    "paddType",
  ],
  storeinformation: ["rubiksCubeType", "bakcgroundImg", "headPortrait", "name", "Discount"],
  crowdoperation: [],
  personalizedrecommendation: [],
  onlineservice: [],
  investigate: [
    "title",
    "jsonData",
    "jsonData.type",
    "jsonData.name",
    "jsonData.value1",
    "jsonData.required",
  ],
};

describe("settings panel declarations", () => {
  it("declare a widget for every field the spec lists, in the panel's order", () => {
    expect(Object.keys(edited).sort()).toEqual(
      registry
        .list()
        .map((d) => d.type)
        .sort(),
    );
    for (const [type, paths] of Object.entries(edited)) {
      const definition = registry.get(type)!;
      expect(
        declared(definition.fields).map((d) => d.path),
        type,
      ).toEqual(paths);
    }
  });

  it("label every field, option, hint and add button in all three languages", () => {
    const keys = new Set<string>();
    const forms = [
      ...registry.list().map((d) => ({ type: d.type, fields: d.fields })),
      { type: "page", fields: pageSettingsFields },
    ];
    for (const definition of forms) {
      for (const { path, spec } of declared(definition.fields)) {
        const ui = spec.ui!;
        expect(ui.label, `${definition.type}.${path}`).toBe(`field.${definition.type}.${path}`);
        for (const key of [
          ui.label,
          ui.hint,
          ui.addLabel,
          ...(ui.options ?? []).map((o) => o.label),
        ]) {
          if (key) keys.add(key);
        }
      }
    }
    expect(keys.size).toBeGreaterThan(250);
    for (const locale of LOCALES) {
      const catalogue = fieldMessages(locale);
      expect(
        [...keys].filter((key) => !catalogue[key]),
        locale,
      ).toEqual([]);
    }
    const zhCn = fieldMessages("zh-cn");
    expect(zhCn["field.entertheshop.text"]).toBe("左侧标题");
    expect(zhCn["option.listswitching.commoditycornertype.1"]).toBe("热卖");
    expect(zhCn["field.storeinformation.bakcgroundImg.hint"]).toBe("建议尺寸750x370像素");
  });

  it("offer only values the field accepts, and widgets that fit the field", () => {
    const forms = [
      ...registry.list().map((d) => ({ type: d.type, fields: d.fields })),
      { type: "page", fields: pageSettingsFields },
    ];
    for (const definition of forms) {
      for (const { path, spec, siblings } of declared(definition.fields)) {
        const ui = spec.ui!;
        const where = `${definition.type}.${path}`;
        if (spec.enum) {
          expect(
            ui.options?.map((o) => o.value),
            where,
          ).toEqual(spec.enum);
        }
        if (ui.widget === "link") {
          expect(siblings[ui.linkTypeField!]?.enum, where).toEqual(["10", "11"]);
        }
        if (ui.widget === "slider") {
          expect(spec.max, where).toBeDefined();
        }
        if (ui.widget === "list") {
          expect(spec.kind, where).toBe("array");
          expect(
            Object.values(spec.fields ?? {}).some((f) => f.ui),
            where,
          ).toBe(true);
          if (ui.newItem)
            expect(Object.keys(ui.newItem), where).toEqual(
              expect.arrayContaining(
                Object.keys(spec.fields!).filter((name) => spec.fields![name]!.ui),
              ),
            );
        }
        if (ui.widget === "colour") expect(spec.format, where).toBe("colour");
        if (ui.widget === "image") expect(spec.format, where).toBe("image");
        if (ui.visibleWhen) expect(Object.keys(siblings), where).toContain(ui.visibleWhen.field);
      }
    }
  });

  it("keep the tab bar's add button to 5 items and give the magic cube's slot widths", () => {
    expect(registry.get("tabBar")!.fields.iconList!.maxItems).toBe(5);
    expect([0, 1, 2, 6].map((type) => magicCubeLayout(type))).toEqual([
      { slots: 2, width: 375 },
      { slots: 3, width: 250 },
      { slots: 4, width: 188 },
      { slots: 4, width: 375 },
    ]);
    expect(magicCubeLayout("9")).toEqual({ slots: 2, width: 375 });
  });

  it("name a lucide-react icon for every palette entry", () => {
    const icons = Object.fromEntries(registry.list().map((d) => [d.type, d.icon]));
    expect(icons).toEqual({
      commoditysearch: "Search",
      captiontext: "Type",
      pictureads: "Image",
      graphicnavigation: "LayoutGrid",
      tabBar: "PanelBottom",
      magiccube: "Grid2x2",
      notice: "Megaphone",
      videoss: "Video",
      richtext: "FileText",
      auxiliarysegmentation: "Minus",
      storeinformation: "Store",
      entertheshop: "Rows3",
      communitypowder: "Users",
      follow: "UserPlus",
      suspension: "CircleDot",
      custommodule: "Puzzle",
      listswitching: "ShoppingBag",
      storenotecard: "StickyNote",
      investigate: "ClipboardList",
      crowdoperation: "UsersRound",
      personalizedrecommendation: "Sparkles",
      onlineservice: "Headset",
    });
  });
});
