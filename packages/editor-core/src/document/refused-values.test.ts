import { describe, expect, it } from "vitest";
import { fromLegacyPage } from "../legacy/from-legacy-page";
import { parseDocument } from "./parse-document";
import type { RefusedValue } from "./refused-value";

// An import lists what it had to empty (issue 34): component, field and value, never in silence.

describe("values refused on reading a page", () => {
  it("are reported by component, field path and value, and emptied", () => {
    const refused: RefusedValue[] = [];
    const document = parseDocument(
      {
        settings: { name: "a", bgImg: "javascript:alert(1)" },
        components: [
          { id: "n1", type: "notice", props: { noticeText: "hi", backColor: "red;top:0" } },
          {
            id: "g1",
            type: "graphicnavigation",
            props: {
              imageList: [
                { src: "/media/a.png", text: "kept" },
                { src: "//evil.example/x.png", text: "refused" },
              ],
            },
          },
        ],
      },
      { onRefused: (value) => refused.push(value) },
    );
    expect(refused).toEqual([
      { index: null, componentType: "page", field: "bgImg", value: "javascript:alert(1)" },
      { index: 0, componentType: "notice", field: "backColor", value: "red;top:0" },
      {
        index: 1,
        componentType: "graphicnavigation",
        field: "imageList.1.src",
        value: "//evil.example/x.png",
      },
    ]);
    expect(document.settings.bgImg).toBe("");
    const nav = document.components[1]?.props.imageList as { src: string }[];
    expect(nav.map((item) => item.src)).toEqual(["/media/a.png", ""]);
  });

  it("are reported from the original's page record too, keeping its same-site image paths", () => {
    const refused: RefusedValue[] = [];
    const page = fromLegacyPage(
      {
        id: 1,
        name: "p",
        templateJson: JSON.stringify({ name: "p" }),
        component: JSON.stringify([
          {
            component: "suspension",
            text: "悬浮按钮",
            type: "1-16",
            setStyle: { imgUrl: "/m/1.png", type: "10", http: {} },
          },
          {
            component: "suspension",
            text: "悬浮按钮",
            type: "1-16",
            setStyle: { imgUrl: "data:image/png;base64,AAAA", type: "10", http: {} },
          },
        ]),
      },
      { onRefused: (value) => refused.push(value) },
    );
    expect(page.components[0]?.props.imgUrl).toBe("/m/1.png");
    expect(refused).toEqual([
      {
        index: 1,
        componentType: "suspension",
        field: "imgUrl",
        value: "data:image/png;base64,AAAA",
      },
    ]);
  });
});
