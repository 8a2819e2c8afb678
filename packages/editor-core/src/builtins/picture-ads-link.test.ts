import { describe, expect, it } from "vitest";
import { createComponent, createDocument } from "../document/create-document";
import { parseDocument } from "../document/parse-document";
import { fromLegacyPage } from "../legacy/from-legacy-page";
import {
  ORIGINAL_ACTIVE_INDEX,
  originalDefaultExport,
} from "../legacy/original-default-page.fixture";
import { toLegacyPage } from "../legacy/to-legacy-page";
import type { Props } from "../types";
import { validateDocument } from "../validation/validate-document";
import { createBuiltinRegistry } from "./index";
import { newPictureAdsSlide } from "./picture-ads";

const registry = createBuiltinRegistry();
const settings = { name: "Home", details: "Front page", classification: 1 };

function issuesFor(type: string, props: Props, locale: "zh-cn" | "en" = "en") {
  const first = createComponent(registry.get("richtext")!, {}, "first");
  const doc = createDocument({
    settings,
    components: [first, createComponent(registry.get(type)!, props, "x")],
  });
  return validateDocument(doc, { locale, registry }).map((i) => `${i.path}: ${i.message}`);
}

/** The original's default export with one component's setStyle replaced. */
function originalWith(component: string, setStyle: Record<string, unknown>) {
  const record = originalDefaultExport();
  const entries = JSON.parse(record.component) as { component: string; setStyle: object }[];
  const entry = entries.find((e) => e.component === component)!;
  entry.setStyle = { ...entry.setStyle, ...setStyle };
  return { ...record, component: JSON.stringify(entries) };
}

/** Imported and exported again, the original's selected (last) component still marked active. */
function roundTrip(record: ReturnType<typeof originalDefaultExport>) {
  const document = fromLegacyPage(record, { registry });
  const activeId = document.components[ORIGINAL_ACTIVE_INDEX]!.id;
  return JSON.parse(toLegacyPage(document, { registry, id: record.id, activeId }).component);
}

describe("picture ads: a link per slide (issue 32)", () => {
  it("gives a new slide an empty internal link, as the original's other lists do", () => {
    expect(newPictureAdsSlide()).toEqual({ src: "", text: "", linktype: "10", http: {} });
    const list = registry.get("pictureads")!.fields.imageList!;
    expect(list.ui?.newItem).toEqual(newPictureAdsSlide());
    expect(list.fields?.http?.format).toBe("link");
  });

  it("refuses a typed address that is not http(s) or a path of this site, and names the slide", () => {
    const slide = (http: unknown) => ({ src: "", text: "a", linktype: "11", http });
    expect(
      issuesFor("pictureads", {
        swiperType: 1,
        imageList: [
          slide({ externalLink: "javascript:alert(1)" }),
          slide({ externalLink: "https://shop.example/sale" }),
          slide({ externalLink: "/s/spring" }),
          { src: "", text: "d", linktype: "10", http: { pageId: 4, name: "Sale" } },
        ],
      }),
    ).toEqual(["imageList.0.http: Enter a link address starting with http:// or https://"]);
    expect(
      issuesFor("pictureads", { imageList: [slide({ externalLink: "//evil.example" })] }, "zh-cn"),
    ).toEqual(["imageList.0.http: 请输入以http://或https://开头的链接地址"]);
  });

  it("reads an older page whose slides have no link, unchanged", () => {
    const json = JSON.stringify({
      schemaVersion: 1,
      settings,
      components: [
        {
          id: "ads",
          type: "pictureads",
          props: { swiperType: 1, imageList: [{ src: "/uploads/a.png", text: "Sale" }] },
        },
      ],
    });
    const document = parseDocument(json, { registry });
    expect(document.components[0]!.props.imageList).toEqual([
      { src: "/uploads/a.png", text: "Sale" },
    ]);
    expect(
      validateDocument(document, { registry }).filter((i) => i.path.includes("imageList")),
    ).toEqual([]);
  });

  it("keeps the original's slide links through import and export, in its own types", () => {
    const imageList = [
      { src: "/uploads/a.png", text: "", http: {} },
      {
        src: "/uploads/b.png",
        text: "Sale",
        linktype: "11",
        http: { externalLink: "https://x.example/" },
      },
      { src: "/uploads/c.png", text: "", linktype: "10", http: { id: 7, name: "历史页面" } },
    ];
    const record = originalWith("pictureads", { swiperType: 1, imageList });
    const entries = roundTrip(record);
    expect(entries).toStrictEqual(JSON.parse(record.component));
    const slides = fromLegacyPage(record, { registry }).components.find(
      (c) => c.type === "pictureads",
    )!.props.imageList as Props[];
    expect(slides[1]).toMatchObject({
      linktype: "11",
      http: { externalLink: "https://x.example/" },
    });
  });

  it("empties an unsafe slide link on import and reports it, keeping the rest of the page", () => {
    const refused: unknown[] = [];
    const record = originalWith("pictureads", {
      imageList: [
        { src: "", text: "", linktype: "11", http: { externalLink: "javascript:alert(1)" } },
      ],
    });
    const document = fromLegacyPage(record, { registry, onRefused: (r) => refused.push(r) });
    expect(document.components).toHaveLength(22);
    expect(refused).toHaveLength(1);
    expect(JSON.stringify(document)).not.toContain("javascript:");
  });
});

describe("custom module: the original's demo text and image", () => {
  it("keeps demo and img through the original's format, adding neither when absent", () => {
    const record = originalWith("custommodule", { demo: "Hello", img: "/uploads/demo.png" });
    expect(roundTrip(record)).toStrictEqual(JSON.parse(record.component));
    const plain = roundTrip(originalDefaultExport());
    const custom = plain.find((e: { component: string }) => e.component === "custommodule");
    expect(custom.setStyle).toStrictEqual({ text: "自定义模块" });
  });

  it("refuses an image address that could run in a page", () => {
    expect(issuesFor("custommodule", { demo: "x", img: "javascript:alert(1)" })[0]).toMatch(
      /^img: /,
    );
    expect(issuesFor("custommodule", { demo: "x", img: "/uploads/demo.png" })).toEqual([]);
  });
});
