import { describe, expect, it } from "vitest";
import { createBuiltinRegistry } from "../builtins";
import { newFormQuestion } from "../builtins/form-module";
import { createComponent, createDocument } from "../document/create-document";
import type { Props } from "../types";
import { validateDocument } from "./validate-document";

const registry = createBuiltinRegistry();
const settings = { name: "Home", details: "Front page", classification: 1 };

function issuesFor(type: string, props: Props, locale: "zh-cn" | "en" = "zh-cn") {
  const first = createComponent(registry.get("richtext")!, {}, "first");
  const doc = createDocument({
    settings,
    components: [first, createComponent(registry.get(type)!, props, "x")],
  });
  return validateDocument(doc, { locale, registry }).map((i) => `${i.path}: ${i.message}`);
}

const tab = (iconText: string) => ({ iconText, iconName: "home-o", linktype: "10", http: {} });

describe("rules of the 13 components", () => {
  it("tab bar: the highlighted item is one of the items", () => {
    const two = [tab("a"), tab("b")];
    expect(issuesFor("tabBar", { iconList: two, Highlight: 2 })).toEqual([
      "Highlight: 请输入0到1之间的数字",
    ]);
    expect(issuesFor("tabBar", { iconList: two, Highlight: 1 })).toEqual([]);
    expect(issuesFor("tabBar", { iconList: [], Highlight: 3 })).toEqual([]);
  });

  it("form module: a question needs its title, a choice question at least one option", () => {
    const question = (extra: Props) => ({ ...newFormQuestion(), name: "Q", ...extra });
    expect(
      issuesFor("investigate", {
        jsonData: [
          question({ type: 0 }),
          question({ type: 1, value1: "" }),
          question({ type: 2, value1: "#  #" }),
          question({ type: 3, value1: "红#绿" }),
          question({ type: 0, name: " " }),
          question({ type: 4 }),
        ],
      }),
    ).toEqual([
      "jsonData.4.name: 请输入问题标题",
      "jsonData.5.type: 请选择有效的选项",
      "jsonData.1.value1: 请输入选项，多个选项用#分隔",
      "jsonData.2.value1: 请输入选项，多个选项用#分隔",
    ]);
    expect(issuesFor("investigate", { jsonData: [question({ required: "yes" })] }, "en")).toEqual([
      "jsonData.0.required: Wrong kind of value, expected true or false",
    ]);
  });

  it("video: an mp4 of our media or an http(s) address; the cover an image address", () => {
    expect(
      issuesFor("videoss", { src: "/uploads/video/a.mp4", coverUrl: "/uploads/a.png" }),
    ).toEqual([]);
    expect(issuesFor("videoss", { src: "https://v.example.com/a" })).toEqual([]);
    expect(
      issuesFor("videoss", { src: "/uploads/a.avi", coverUrl: "javascript:alert(1)" }),
    ).toEqual([
      "src: 请选择媒体库中的mp4视频或输入http(s)地址",
      "coverUrl: 请选择媒体库中的图片或输入http(s)地址",
    ]);
  });

  it("colour and image fields refuse values that are not plainly one, in lists too", () => {
    expect(
      issuesFor(
        "commoditysearch",
        { backgroundColor: "red;position:fixed", textColor: "rgba(50, 50, 51, 10)" },
        "en",
      ),
    ).toEqual(["backgroundColor: Enter a valid colour"]);
    expect(
      issuesFor("graphicnavigation", {
        bgImg: "//evil.example/x.png",
        imageList: [{ src: "https://a.example/x.png);top:0", text: "t", linktype: "10", http: {} }],
      }),
    ).toEqual([
      "imageList.0.src: 请选择媒体库中的图片或输入http(s)地址",
      "bgImg: 请选择媒体库中的图片或输入http(s)地址",
    ]);
    const doc = createDocument({ settings: { ...settings, bgColor: "url(x)", bgImg: "x.png" } });
    expect(validateDocument(doc).map((i) => i.path)).toEqual([
      "settings.bgColor",
      "settings.bgImg",
    ]);
  });

  it("links: a typed address must be http(s) or a path of this site; a picked page passes", () => {
    expect(
      issuesFor(
        "graphicnavigation",
        {
          imageList: [
            { src: "", text: "a", linktype: "11", http: { externalLink: "javascript:alert(1)" } },
            { src: "", text: "b", linktype: "10", http: { pageId: 3, name: "Home" } },
            { src: "", text: "c", linktype: "11", http: { externalLink: "https://x.example" } },
          ],
        },
        "en",
      ),
    ).toEqual(["imageList.0.http: Enter a link address starting with http:// or https://"]);
    expect(issuesFor("captiontext", { more: { http: "//evil.example", httpType: "11" } })).toEqual([
      "more.http: 请输入以http://或https://开头的链接地址",
    ]);
    expect(issuesFor("suspension", { type: "11", http: { externalLink: "/p/2" } })).toEqual([]);
  });

  it("floating button: its image is checked like every image field", () => {
    expect(issuesFor("suspension", { imgUrl: "/uploads/image/a.png" })).toEqual([]);
    expect(issuesFor("suspension", { imgUrl: "javascript:alert(1)" }, "en")).toHaveLength(1);
    expect(issuesFor("suspension", { imgUrl: "javascript:alert(1)" }, "en")[0]).toMatch(
      /^imgUrl: /,
    );
  });

  it("navigation: 5-11 whole items per screen, text height 24-50, radius up to 50", () => {
    expect(
      issuesFor("graphicnavigation", { showSize: 4, textHeight: 51, borderRadius: 50 }, "en"),
    ).toEqual([
      "showSize: Enter a number from 5 to 11",
      "textHeight: Enter a number from 24 to 50",
    ]);
    expect(issuesFor("graphicnavigation", { showSize: 5.5 }, "en")).toEqual([
      "showSize: Enter a whole number",
    ]);
  });

  it("search height 28-50; note card and ads radius up to 30, margins up to 20", () => {
    expect(issuesFor("commoditysearch", { heights: 27 }, "en")).toEqual([
      "heights: Enter a number from 28 to 50",
    ]);
    expect(issuesFor("storenotecard", { borderRadius: 31 }, "en")).toEqual([
      "borderRadius: The largest number is 30",
    ]);
    expect(issuesFor("pictureads", { borderRadius: 31, pageMargin: 21 }, "en")).toEqual([
      "borderRadius: The largest number is 30",
      "pageMargin: The largest number is 20",
    ]);
    expect(issuesFor("magiccube", { pageMargin: 21, imgMargin: 20 }, "en")).toEqual([
      "pageMargin: The largest number is 20",
    ]);
  });

  it("cell link and product list corner marks keep to their enumerations", () => {
    expect(issuesFor("entertheshop", { type: "12" }, "en")).toEqual([
      "type: Choose one of the offered options",
    ]);
    expect(issuesFor("listswitching", { commoditycornertype: 4, tagPosition: 4 }, "en")).toEqual([
      "commoditycornertype: Choose one of the offered options",
      "tagPosition: Choose one of the offered options",
    ]);
  });

  it("floating button: at most one per page", () => {
    const make = (type: string, id: string) => createComponent(registry.get(type)!, {}, id);
    const doc = createDocument({
      settings,
      components: [make("notice", "n"), make("suspension", "a"), make("suspension", "b")],
    });
    expect(validateDocument(doc, { locale: "en" }).map((i) => [i.componentId, i.message])).toEqual([
      ["b", "A page can hold only 1 Floating button"],
    ]);
  });
});
