import { builtinComponents } from "@vitrine/editor-core";
import { describe, expect, it } from "vitest";
import { allTypesPage } from "../render/all-types-page";
import { renderPageToHtml } from "../server";
import { contrastRatio } from "../styles/contrast";
import { SHOP_BLUE } from "./shop-blue";
import { SHOP_GREEN } from "./shop-green";

// WCAG AA for text: 4.5:1. The original's green (#07c160) under white was 2.4:1 and its blue
// (#1989fa) 3.5:1, Lighthouse's last findings on the published page (issue 34).
const AA = 4.5;
const WHITE = "#ffffff";
// The page background the canvas shows when the page sets none (Canvas.tsx).
const PAGE = "#f9f9f9";

/** "rgb(5, 131, 65)", as the DOM reads an inline colour back, as #rrggbb. */
function hex(colour: string): string {
  const channels = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(colour)?.slice(1);
  if (!channels) return colour;
  return `#${channels.map((c) => Number(c).toString(16).padStart(2, "0")).join("")}`;
}

/** The published page of every built-in, with a product and a note so their marks are drawn. */
function publishedPage(): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = renderPageToHtml(
    allTypesPage({
      listswitching: { imageList: [{ name: "Green tea", price: 12, coverUrl: "/tea.png" }] },
      storenotecard: { imageList: [{ text: "Spring tea", label: "", readingNumber: 3 }] },
    }),
    // A published page's id makes the form live: its submit button enabled, at full opacity.
    { pageId: 7 },
  );
  return host;
}

function only(root: HTMLElement, selector: string, text?: string): HTMLElement {
  const found = [...root.querySelectorAll<HTMLElement>(selector)].filter(
    (e) => text === undefined || e.textContent?.trim() === text,
  );
  expect(found, `${selector} ${text ?? ""}`).toHaveLength(1);
  return found[0] as HTMLElement;
}

describe("the shop page's green and blue", () => {
  it("pass AA under white text, and the blue as text on white and on the page background", () => {
    expect(contrastRatio(SHOP_GREEN, WHITE)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(SHOP_BLUE, WHITE)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(SHOP_BLUE, PAGE)).toBeGreaterThanOrEqual(AA);
  });

  it("start a new product list's corner marks and a new tab bar's highlight", () => {
    const list = builtinComponents.find((d) => d.type === "listswitching");
    expect(list?.defaultProps).toMatchObject({ commodityTagColor: SHOP_GREEN });
    const tabBar = builtinComponents.find((d) => d.type === "tabBar");
    expect(tabBar?.defaultProps).toMatchObject({ activeColor: SHOP_BLUE });
  });

  it("are what the published page draws, which the editor's preview draws too", () => {
    const page = publishedPage();
    const filled = [
      only(page, '[data-component-type="follow"] span', "关注"),
      only(page, '[data-component-type="communitypowder"] *', "立即添加"),
      only(page, '[data-component-type="listswitching"] [data-corner-mark]'),
      only(page, '[data-component-type="investigate"] button', "提交"),
    ];
    for (const button of filled) {
      expect(hex(button.style.color), button.outerHTML).toBe(WHITE);
      expect(contrastRatio(hex(button.style.backgroundColor), WHITE)).toBeGreaterThanOrEqual(AA);
    }
    const label = only(page, "[data-note-label]");
    expect(contrastRatio(hex(label.style.color), WHITE)).toBeGreaterThanOrEqual(AA);
    // The tab bar's labels, highlighted and not, on its white bar.
    const tabs = [...page.querySelectorAll<HTMLElement>('[data-component-type="tabBar"] nav > *')];
    expect(tabs).toHaveLength(4);
    for (const tab of tabs)
      expect(contrastRatio(hex(tab.style.color), WHITE), tab.outerHTML).toBeGreaterThanOrEqual(AA);
  });
});
