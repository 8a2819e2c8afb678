import { describe, expect, it } from "vitest";
import { createBuiltinRegistry } from "../builtins";
import { createComponent, createDocument } from "../document/create-document";
import { DocumentError } from "../document/document-error";
import { fromLegacyPage } from "./from-legacy-page";
import { toLegacyPage } from "./to-legacy-page";

const registry = createBuiltinRegistry();

const importOne = (component: string, setStyle: Record<string, unknown>, template = {}) =>
  fromLegacyPage(
    {
      templateJson: JSON.stringify(template),
      component: JSON.stringify([{ component, setStyle }]),
    },
    { registry },
  );

describe("reading the original's value types", () => {
  it("takes numeric strings where we keep numbers, and numbers where we keep strings", () => {
    const caption = importOne("captiontext", {
      wordSize: "16",
      wordHeight: " 30 ",
      more: { httpType: 11, type: 2 },
    }).components[0]!.props;
    expect(caption).toMatchObject({ wordSize: 16, wordHeight: 30 });
    expect(caption.more).toMatchObject({ httpType: "11", type: 2 });
    const nav = importOne("graphicnavigation", {
      showSize: "6",
      imageList: [{ src: "", text: 1, linktype: 11, http: {} }],
    }).components[0]!.props;
    expect(nav).toMatchObject({ showSize: 6, imageList: [{ text: "1", linktype: "11" }] });
    const form = importOne("investigate", { jsonData: [{ type: "2", name: "Q", value1: "a#b" }] });
    expect(form.components[0]!.props.jsonData).toEqual([{ type: 2, name: "Q", value1: "a#b" }]);
  });

  it("takes null and '' as empty values and keeps keys it does not know", () => {
    const props = importOne("videoss", { src: null, coverUrl: null, poster: { any: 1 } })
      .components[0]!.props;
    expect(props).toMatchObject({ src: "", coverUrl: "", poster: { any: 1 } });
    const search = importOne("commoditysearch", { heights: "", hotords: null, sweep: null })
      .components[0]!.props;
    expect(search).toMatchObject({ heights: null, hotords: [], sweep: false });
    const settings = importOne("notice", {}, { titleHeight: "48", bgImg: null }).settings;
    expect(settings).toMatchObject({ titleHeight: 48, bgImg: "" });
  });

  it("still refuses a value that cannot be read, naming the component and the field", () => {
    const read = (setStyle: Record<string, unknown>) => () => importOne("tabBar", setStyle);
    for (const [setStyle, field] of [
      [{ Highlight: "first" }, "Highlight"],
      [{ isShowBorder: "yes" }, "isShowBorder"],
      [{ iconList: "none" }, "iconList"],
      [{ iconList: [{ isDot: 1 }] }, "iconList.0.isDot"],
      // A number where a colour goes reads as text, then is emptied as no colour.
      [{ activeColor: 5 }, undefined],
    ] as const) {
      if (field === undefined) {
        expect(read(setStyle)).not.toThrow();
        continue;
      }
      expect(read(setStyle)).toThrow(DocumentError);
      try {
        read(setStyle)();
      } catch (error) {
        expect(error).toMatchObject({ componentType: "tabBar", field, index: 0 });
      }
    }
  });
});

describe("writing the original's value types", () => {
  it("writes the fields of a page made here in the types the original keeps", () => {
    const make = (type: string, props = {}) => createComponent(registry.get(type)!, props, type);
    const document = createDocument({
      settings: { name: "Home", classification: 3 },
      components: [
        make("captiontext"),
        make("videoss"),
        make("listswitching", { moreUrl: "https://shop.example/more" }),
        make("tabBar", { fontSize: 12 }),
      ],
    });
    const exported = toLegacyPage(document, { registry });
    const [caption, video, list, tab] = JSON.parse(exported.component);
    expect(caption.setStyle.more).toMatchObject({ httpType: 10 });
    expect(caption.setStyle.text).toBe("标题文字");
    expect(video.setStyle.coverUrl).toBeNull();
    expect(list.setStyle.moreUrl).toBe("https://shop.example/more");
    expect(tab.setStyle).toMatchObject({ iconWidth: "25", iconHeight: "25", fontSize: "12" });
    // A chosen category is ours to keep; the original ignores the extra key.
    expect(JSON.parse(exported.templateJson).classification).toBe(3);
    const again = fromLegacyPage(exported, { registry });
    // Read back, each props set is the same, plus the label the original repeats in setStyle.
    expect(again.components.map((c) => c.props)).toEqual(
      document.components.map((c) => ({ ...c.props, text: expect.any(String) })),
    );
  });
});
