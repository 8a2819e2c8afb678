import { describe, expect, it } from "vitest";
import { createBuiltinRegistry } from "../builtins";
import { createComponent, createDocument } from "../document/create-document";
import { defineComponent } from "../registry/define-component";
import type { PageSettings, Props } from "../types";
import { validateDocument } from "./validate-document";

const registry = createBuiltinRegistry();
const validSettings: Partial<PageSettings> = {
  name: "Home",
  details: "Front page",
  classification: 1,
};

function issuesFor(type: string, props: Props, locale: "zh-cn" | "en" = "zh-cn") {
  const component = createComponent(registry.get(type)!, props, "x");
  // A rich text first, so the tab bar and floating button stand where they may.
  const first = createComponent(registry.get("richtext")!, {}, "first");
  const doc = createDocument({ settings: validSettings, components: [first, component] });
  return validateDocument(doc, { locale, registry }).map(
    ({ path, message }) => `${path}: ${message}`,
  );
}

describe("validateDocument: page settings", () => {
  it("accepts a complete page", () => {
    expect(validateDocument(createDocument({ settings: validSettings }))).toEqual([]);
  });

  it("asks for name, description and classification with the spec's words", () => {
    const issues = validateDocument(createDocument());
    expect(issues).toEqual([
      {
        path: "settings.name",
        message: "请输入页面名称",
        messageKey: "validation.page.nameRequired",
      },
      {
        path: "settings.details",
        message: "请输入页面描述",
        messageKey: "validation.page.detailsRequired",
      },
      {
        path: "settings.classification",
        message: "请选择页面分类",
        messageKey: "validation.page.classificationRequired",
      },
    ]);
  });

  it("limits the page name to 25 characters and the title height to 35-100", () => {
    const doc = createDocument({
      settings: { ...validSettings, name: "页".repeat(26), titleHeight: 120 },
    });
    expect(validateDocument(doc, { locale: "en" }).map((i) => `${i.path}: ${i.message}`)).toEqual([
      "settings.name: The page name allows at most 25 characters",
      "settings.titleHeight: Enter a number from 35 to 100",
    ]);
    expect(validateDocument(doc)[0]?.message).toBe("页面名称最多输入25个字符");
    const ok = createDocument({ settings: { ...validSettings, name: "页".repeat(25) } });
    expect(validateDocument(ok)).toEqual([]);
  });

  it("limits the page description to the 200 characters the server stores", () => {
    const long = createDocument({ settings: { ...validSettings, details: "描".repeat(201) } });
    expect(validateDocument(long)).toEqual([
      {
        path: "settings.details",
        message: "页面描述最多输入200个字符",
        messageKey: "validation.page.detailsTooLong",
        params: { max: 200 },
      },
    ]);
    expect(validateDocument(long, { locale: "zh-tw" })[0]?.message).toBe(
      "頁面描述最多輸入200個字元",
    );
    const ok = createDocument({ settings: { ...validSettings, details: "描".repeat(200) } });
    expect(validateDocument(ok)).toEqual([]);
  });
});

describe("validateDocument: component rules of spec section 5", () => {
  it("accepts every built-in with its defaults except where the spec requires input", () => {
    for (const definition of registry.list()) {
      const issues = issuesFor(definition.type, {});
      expect(issues, definition.type).toEqual([]);
    }
  });

  it("cell: left title required, at most 10; right content at most 8", () => {
    expect(issuesFor("entertheshop", { text: "" })).toEqual(["text: 请输入左侧标题"]);
    expect(
      issuesFor("entertheshop", {
        text: "一二三四五六七八九十十",
        copywriting: "一二三四五六七八九",
      }),
    ).toEqual(["text: 最多输入10个字符", "copywriting: 最多输入8个字符"]);
  });

  it("store: name required, at most 20; discount at most 45", () => {
    expect(issuesFor("storeinformation", { name: " " })).toEqual(["name: 请输入店铺名称"]);
    expect(
      issuesFor("storeinformation", { name: "a".repeat(21), Discount: "b".repeat(46) }),
    ).toEqual(["name: 最多输入20个字符", "Discount: 最多输入45个字符"]);
  });

  it("notice: text required", () => {
    expect(issuesFor("notice", { noticeText: "" })).toEqual(["noticeText: 请输入公告"]);
  });

  it("caption: font sizes required and at most 99, weights required; the description's 100 has no message", () => {
    // Spec section 5: "Description | max 100 | none": the input stops at 100 and nothing is
    // reported, so a longer imported description does not block publishing.
    expect(
      issuesFor("captiontext", {
        wordSize: null,
        descriptionSize: 100,
        wordWeight: null,
        description: "d".repeat(101),
      }),
    ).toEqual([
      "wordSize: 请输入有效数字",
      "descriptionSize: 数字最大为99",
      "wordWeight: 请输入有效数字",
    ]);
    expect(issuesFor("captiontext", { wordHeight: 10 })).toEqual([
      "wordHeight: 请输入20到100之间的数字",
    ]);
  });

  it("community powder: title, description and button name required; button at most 8", () => {
    expect(issuesFor("communitypowder", { title: "", describe: "", buttonName: "" })).toEqual([
      "title: 请输入标题",
      "describe: 请输入描述",
      "buttonName: 请输入按钮名称",
    ]);
    expect(issuesFor("communitypowder", { buttonName: "立即添加立即添加立" })).toEqual([
      "buttonName: 最多输入8个字符",
    ]);
  });
});

describe("validateDocument: limits of sections 2 and 9", () => {
  it("checks ranges, radius and margin limits", () => {
    expect(issuesFor("commoditysearch", { heights: 51 }, "en")).toEqual([
      "heights: Enter a number from 28 to 50",
    ]);
    expect(issuesFor("auxiliarysegmentation", { blankHeight: 101 }, "en")).toEqual([
      "blankHeight: The largest number is 100",
    ]);
    expect(
      issuesFor("graphicnavigation", { textHeight: 20, borderRadius: 51, showSize: 12 }, "en"),
    ).toEqual([
      "showSize: Enter a number from 5 to 11",
      "borderRadius: The largest number is 50",
      "textHeight: Enter a number from 24 to 50",
    ]);
    expect(
      issuesFor("listswitching", { borderRadius: 31, pageMargin: 21, commodityMargin: -1 }, "en"),
    ).toEqual([
      "borderRadius: The largest number is 30",
      "pageMargin: The largest number is 20",
      "commodityMargin: The smallest number is 0",
    ]);
    expect(issuesFor("pictureads", { rowindividual: 7 }, "en")).toEqual([
      "rowindividual: Enter a number from 2 to 6",
    ]);
  });

  it("checks the tab bar: at most 5 items, highlight a whole number 0-4", () => {
    const six = Array.from({ length: 6 }, () => ({ iconText: "t" }));
    expect(issuesFor("tabBar", { iconList: six, Highlight: 5 }, "en")).toEqual([
      "iconList: At most 5 items",
      "Highlight: The largest number is 4",
    ]);
    expect(issuesFor("tabBar", { Highlight: 1.5 }, "en")).toEqual([
      "Highlight: Enter a whole number",
    ]);
  });

  it("checks enumerations and kinds, including inside list items", () => {
    expect(issuesFor("magiccube", { rubiksCubeType: 7 }, "en")).toEqual([
      "rubiksCubeType: Choose one of the offered options",
    ]);
    expect(issuesFor("pictureads", { imageList: [{ src: 1, text: "" }] }, "en")).toEqual([
      "imageList.0.src: Wrong kind of value, expected text",
    ]);
    expect(issuesFor("commoditysearch", { heights: Number.NaN })).toEqual([
      "heights: 请输入有效数字",
    ]);
  });

  it("reports placement problems of a loaded page", () => {
    const doc = createDocument({
      settings: validSettings,
      components: [createComponent(registry.get("suspension")!, {}, "s")],
    });
    expect(validateDocument(doc, { locale: "en" })).toEqual([
      {
        componentId: "s",
        path: "",
        message: "Floating button cannot be the first component of the page",
        messageKey: "placement.notFirst",
        params: { title: "Floating button" },
      },
    ]);
  });
});

describe("validateDocument: custom components", () => {
  it("runs a definition's own rules and flags unregistered types", () => {
    const custom = createBuiltinRegistry();
    custom.register(
      defineComponent({
        type: "countdown",
        defaultProps: { seconds: 0 },
        validate: (props) =>
          Number(props.seconds) > 0
            ? []
            : [{ path: "seconds", messageKey: "validation.min", params: { min: 1 } }],
      }),
    );
    const doc = createDocument({
      settings: validSettings,
      components: [
        { id: "a", type: "countdown", props: { seconds: 0 } },
        { id: "b", type: "gone", props: {} },
      ],
    });
    expect(validateDocument(doc, { registry: custom, locale: "en" }).map((i) => i.message)).toEqual(
      ["The smallest number is 1", "Unknown component type: gone"],
    );
  });
});
