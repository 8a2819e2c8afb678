import { render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { FormModulePreview } from "./FormModulePreview";
import { LiveProductsContext } from "./live-products";
import { NoticePreview } from "./NoticePreview";
import { PictureAdsPreview } from "./PictureAdsPreview";
import { ProductListPreview } from "./ProductListPreview";
import { PageIdContext, RenderSurfaceContext } from "./render-surface";
import { propsOf } from "./story-props";

// What the storefront's enhancement scripts (server/src/storefront/client/) find in a published
// page's server markup ("static-page"), and what works before and without them.
function published(element: ReactElement) {
  return render(
    <RenderSurfaceContext.Provider value="static-page">
      <PageIdContext.Provider value="7">{element}</PageIdContext.Provider>
    </RenderSurfaceContext.Provider>,
  );
}

const images = [1, 2, 3].map((n) => ({ src: `/uploads/ad${n}.jpg`, text: `广告${n}` }));

describe("a published page's markup", () => {
  it("draws every carousel slide in a swipeable track, its paging hidden until the script runs", () => {
    const page = published(
      <PictureAdsPreview
        locale="zh-cn"
        props={propsOf("pictureads", { swiperType: 1, imageList: images, pagingType: "bullets" })}
      />,
    );
    const carousel = page.container.querySelector<HTMLElement>('[data-sf="carousel"]');
    expect(carousel?.dataset.sfAutoplay).toBe("1");
    const track = carousel?.querySelector<HTMLElement>("[data-sf-track]");
    expect(track?.style.overflowX).toBe("auto");
    expect(track?.style.scrollSnapType).toBe("x mandatory");
    expect(screen.getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual([
      "广告1",
      "广告2",
      "广告3",
    ]);
    // Scaled to the picture's own ratio, later slides loaded as they come near.
    const third = screen.getByAltText<HTMLImageElement>("广告3");
    expect(third.style.height).toBe("auto");
    expect(third.getAttribute("loading")).toBe("lazy");
    const paging = carousel?.querySelector<HTMLElement>("[data-sf-paging]");
    expect(paging?.hidden).toBe(true);
    expect(screen.getAllByRole("button", { hidden: true, name: /第 \d 张/ })).toHaveLength(3);
  });

  it("marks the notice for its script and the form with its message in the page's language", () => {
    const notice = published(<NoticePreview locale="en" props={propsOf("notice")} />);
    expect(notice.container.querySelector('[data-sf="notice"] [data-sf-notice-line]')).toBeTruthy();
    notice.unmount();
    const form = published(
      <FormModulePreview
        locale="en"
        id="f1"
        props={propsOf("investigate", {
          jsonData: [
            { type: 0, name: "Name", value1: "", required: true },
            { type: 0, name: "Note", value1: "" },
          ],
        })}
      />,
    );
    const element = form.container.querySelector<HTMLFormElement>('form[data-sf="form"]');
    expect(element?.dataset.msgRequired).toBe("Please answer this question");
    expect(form.container.querySelectorAll("[data-question][data-required]")).toHaveLength(1);
  });

  it("links each product card to its product page and shows 起 for a price range", () => {
    const page = published(
      <ProductListPreview
        locale="zh-cn"
        props={propsOf("listswitching", {
          imageList: [
            { id: 12, name: "T恤", price: "19.90", priceFrom: true, coverUrl: "" },
            { id: 13, name: "杯子", price: "9.00", coverUrl: "" },
          ],
        })}
      />,
    );
    const cards = [...page.container.querySelectorAll("a[data-product-card]")];
    expect(cards.map((card) => card.getAttribute("href"))).toEqual([
      "/s/product/12",
      "/s/product/13",
    ]);
    const prices = [...page.container.querySelectorAll("[data-price]")].map((p) => p.textContent);
    expect(prices).toEqual(["¥19.90起", "¥9.00"]);
  });

  it("shows a running activity's label and price with the sale price struck out", () => {
    const page = published(
      <ProductListPreview
        locale="zh-cn"
        props={propsOf("listswitching", {
          imageList: [
            { id: 12, name: "耳机", price: "199.00", coverUrl: "" },
            { id: 13, name: "杯子", price: "9.00", coverUrl: "" },
          ],
        })}
      />,
    );
    expect(page.container.querySelector("[data-activity-price]")).toBeNull();
    page.rerender(
      <RenderSurfaceContext.Provider value="static-page">
        <LiveProductsContext.Provider
          value={
            new Map([
              [
                "12",
                {
                  name: "耳机",
                  coverUrl: "",
                  price: "199.00",
                  activity: { label: "秒杀价", price: "99.00" },
                },
              ],
              ["13", { name: "杯子", coverUrl: "", price: "9.00" }],
            ])
          }
        >
          <ProductListPreview
            locale="zh-cn"
            props={propsOf("listswitching", {
              imageList: [
                { id: 12, name: "耳机", price: "199.00", coverUrl: "" },
                { id: 13, name: "杯子", price: "9.00", coverUrl: "" },
              ],
            })}
          />
        </LiveProductsContext.Provider>
      </RenderSurfaceContext.Provider>,
    );
    const prices = [...page.container.querySelectorAll("[data-price]")].map((p) => p.textContent);
    expect(prices).toEqual(["秒杀价¥99.00 ¥199.00", "¥9.00"]);
    expect(page.container.querySelector("[data-activity-price] s")?.textContent).toBe("¥199.00");
  });
});
