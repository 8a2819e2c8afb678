import { describe, expect, it } from "vitest";
import { cssUrl, linkHrefOf, records } from "./preview-parts";

describe("item links on pages shoppers see", () => {
  it("goes to a typed address, a picked page's address or its public page", () => {
    expect(linkHrefOf({ externalLink: "https://shop.example/a" })).toBe("https://shop.example/a");
    expect(linkHrefOf({ pageId: 3, name: "Home", url: "/p/3" })).toBe("/p/3");
    expect(linkHrefOf({ pageId: 3, name: "Home" })).toBe("/api/page/public/3?format=html");
  });

  it("refuses what the sanitiser refuses and empty targets", () => {
    expect(linkHrefOf({ externalLink: "javascript:alert(1)" })).toBeUndefined();
    expect(linkHrefOf({ url: "javascript:alert(1)" })).toBeUndefined();
    expect(linkHrefOf({ pageId: "1 or 1=1" })).toBeUndefined();
    expect(linkHrefOf({})).toBeUndefined();
    expect(linkHrefOf(null)).toBeUndefined();
  });
});

describe("stored values read by the previews", () => {
  it("keeps a background address only when it cannot leave its url()", () => {
    expect(cssUrl("/uploads/a.png")).toBe('url("/uploads/a.png")');
    expect(cssUrl('a.png");background:red;x("')).toBeUndefined();
    expect(cssUrl("")).toBeUndefined();
  });

  it("reads a list of records, anything else as empty", () => {
    expect(records([{ a: 1 }, null, 3, "x"])).toEqual([{ a: 1 }]);
    expect(records("x")).toEqual([]);
  });
});
