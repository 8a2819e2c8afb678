import type { PageDocument } from "@vitrine/editor-core";
import { describe, expect, it } from "vitest";
import { renderPageToHtml } from "../server";

const product = (id: number, name: string, price: string) => ({
  id,
  name,
  price,
  type: 5,
  coverUrl: "",
  introduce: "",
});

function page(props: Record<string, unknown>): PageDocument {
  return {
    schemaVersion: 1,
    settings: { name: "页", details: "", classification: "" } as PageDocument["settings"],
    components: [{ id: "p1", type: "listswitching", props: { commoditylisttype: 0, ...props } }],
  };
}

describe("a published product list with today's goods", () => {
  const stored = page({ imageList: [product(1, "旧名", "10.00"), product(2, "下架品", "5.00")] });

  it("shows each product's current name and price and leaves out those no longer sold", () => {
    const html = renderPageToHtml(stored, {
      products: new Map([["1", { name: "新名", coverUrl: "", price: "12.50" }]]),
    });
    expect(html).toContain("新名");
    expect(html).toContain("12.50");
    expect(html).not.toContain("旧名");
    expect(html).not.toContain("下架品");
  });

  it("draws no demo cards when every chosen product has left the shop", () => {
    const html = renderPageToHtml(stored, { products: new Map() });
    expect(html).not.toContain("下架品");
    expect(html).not.toContain("¥99");
    expect(html).not.toContain(">99<");
  });

  it("draws the stored copies when the host gives no goods (the editor's canvas)", () => {
    const html = renderPageToHtml(stored);
    expect(html).toContain("旧名");
    expect(html).toContain("下架品");
  });

  it("refreshes the products of tab groups too", () => {
    const tabbed = page({
      commoditylisttype: 1,
      commoditylisttypetab: [{ text: "组一", imageList: [product(3, "组内旧名", "1.00")] }],
    });
    const html = renderPageToHtml(tabbed, {
      products: new Map([["3", { name: "组内新名", coverUrl: "", price: "2.00" }]]),
    });
    expect(html).toContain("组内新名");
    expect(html).not.toContain("组内旧名");
  });
});
