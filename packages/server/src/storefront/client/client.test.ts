// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentSlide, enhanceCarousels, pagingState } from "./carousel.js";
import { answered, enhanceForms } from "./form.js";
import { enhanceNotices, noticePass } from "./notice.js";
import { enhanceProduct, skuFor } from "./product.js";

afterEach(() => {
  document.body.innerHTML = "";
  vi.useRealTimers();
});

describe("carousel", () => {
  it("knows the slide in view and the paging it draws", () => {
    expect(currentSlide(0, [0, 375, 750])).toBe(0);
    expect(currentSlide(700, [0, 375, 750])).toBe(2);
    expect(currentSlide(200, [0, 375, 750])).toBe(1);
    expect(pagingState(2, 4)).toEqual({ fraction: "3 / 4", progress: 0.75 });
  });

  it("shows the hidden paging and follows the slide scrolled to", () => {
    document.body.innerHTML = `<div data-sf="carousel" data-sf-autoplay="0"><div data-sf-track=""><div></div><div></div><div></div></div><div data-sf-paging="" hidden><span data-sf-fraction="">1 / 3</span></div></div>`;
    const track = document.querySelector<HTMLElement>("[data-sf-track]")!;
    // jsdom has no layout: give the slides their places.
    for (const [i, slide] of [...track.children].entries())
      Object.defineProperty(slide, "offsetLeft", { value: i * 300 });
    track.scrollTo = (() => {}) as typeof track.scrollTo;
    enhanceCarousels(document, window);
    const paging = document.querySelector<HTMLElement>("[data-sf-paging]")!;
    expect(paging.hidden).toBe(false);
    track.scrollLeft = 600;
    track.dispatchEvent(new Event("scroll"));
    expect(document.querySelector("[data-sf-fraction]")!.textContent).toBe("3 / 3");
    expect(document.querySelector<HTMLElement>('[data-sf="carousel"]')!.dataset.sfSlide).toBe("3");
  });

  it("goes to a bullet's slide, autoplays to the next, and stops once the shopper takes over", () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<div data-sf="carousel" data-sf-autoplay="1"><div data-sf-track=""><div></div><div></div></div><div data-sf-paging="" hidden><button data-sf-bullet=""></button><button data-sf-bullet=""></button></div></div>`;
    const track = document.querySelector<HTMLElement>("[data-sf-track]")!;
    for (const [i, slide] of [...track.children].entries())
      Object.defineProperty(slide, "offsetLeft", { value: i * 300 });
    const went: number[] = [];
    track.scrollTo = ((options: ScrollToOptions) =>
      went.push(options.left ?? -1)) as typeof track.scrollTo;
    enhanceCarousels(document, window);
    document.querySelectorAll<HTMLElement>("[data-sf-bullet]")[1]!.click();
    expect(went).toEqual([300]);
    vi.advanceTimersByTime(3000);
    expect(went).toEqual([300, 300]);
    // A shopper's touch stops autoplay for good.
    track.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    vi.advanceTimersByTime(9000);
    expect(went).toEqual([300, 300]);
  });
});

describe("notice", () => {
  it("scrolls only text wider than its bar, at 100 px/s", () => {
    expect(noticePass(300, 300)).toBeNull();
    expect(noticePass(500, 300)).toBe(8000);
    expect(noticePass(500, 0)).toBeNull();
  });

  it("starts the animation when the text overflows", () => {
    document.body.innerHTML = `<div data-sf="notice"><div><span data-sf-notice-line="">long text</span></div></div>`;
    const line = document.querySelector<HTMLElement>("[data-sf-notice-line]")!;
    line.getBoundingClientRect = () => ({ width: 600 }) as DOMRect;
    Object.defineProperty(line.parentElement, "clientWidth", { value: 300 });
    const animate = vi.fn();
    line.animate = animate as unknown as typeof line.animate;
    enhanceNotices(document, window);
    expect(animate).toHaveBeenCalledOnce();
    expect(animate.mock.calls[0]![1]).toMatchObject({ duration: 9000, delay: 1000 });
    expect(document.querySelector('[data-sf="notice"]')!.getAttribute("role")).toBe("marquee");
  });
});

describe("form", () => {
  const markup = `<form data-sf="form" data-msg-required="此项为必填项" action="/x" method="post">
    <div data-question="0" data-required=""><input type="text" name="q0" required></div>
    <div data-question="1" data-required=""><input type="checkbox" name="q1" value="a"><input type="checkbox" name="q1" value="b"></div>
    <div data-question="2"><input type="text" name="q2"></div>
    <button type="submit">提交</button></form>`;

  it("tells which questions are answered", () => {
    const text = document.createElement("input");
    text.value = "  ";
    expect(answered([text])).toBe(false);
    text.value = "王";
    expect(answered([text])).toBe(true);
  });

  it("stops an incomplete answer with the page's message under each empty required question", () => {
    document.body.innerHTML = markup;
    enhanceForms(document);
    const form = document.querySelector("form")!;
    expect(form.noValidate).toBe(true);
    const submit = new Event("submit", { cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    const errors = [...document.querySelectorAll("[data-sf-error]")].map((e) => e.textContent);
    expect(errors).toEqual(["此项为必填项", "此项为必填项"]);
    expect(document.activeElement).toBe(document.querySelector('[name="q0"]'));
    const text = document.querySelector<HTMLInputElement>('[name="q0"]')!;
    text.value = "王";
    text.dispatchEvent(new Event("input", { bubbles: true }));
    expect(document.querySelectorAll("[data-sf-error]")).toHaveLength(1);
    document.querySelector<HTMLInputElement>('[name="q1"]')!.checked = true;
    const again = new Event("submit", { cancelable: true });
    form.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
    expect(document.querySelectorAll("[data-sf-error]")).toHaveLength(0);
  });
});

describe("product spec chooser", () => {
  const skus = [
    { id: 1, o: [10, 20], p: "¥19.90", s: 0, i: "" },
    { id: 2, o: [10, 21], p: "¥21.00", s: 1, i: "/red-l.jpg", a: "¥9.90", l: "秒杀价" },
  ];

  it("finds the SKU of the chosen options in any order", () => {
    expect(skuFor(skus, [21, 10])?.id).toBe(2);
    expect(skuFor(skus, [10])).toBeUndefined();
  });

  it("shows the chosen SKU's price, activity price, stock and picture, marks its row, hands its id to the cart hook", () => {
    document.body.innerHTML = `<main data-sf="product" data-msg-stock="库存 {count} 件" data-msg-sold-out="已售罄">
      <img data-sf-main="" src="/main.jpg"><div data-sf-deal="seckill"><span data-sf-deal-label="">秒杀价</span><span data-sf-deal-price="">¥9.90</span></div>
      <p data-sf-price="" class="sf-was">¥19.90 - ¥21.00</p><span data-sf-stock="">库存 1 件</span>
      <form data-sf-specs="" data-skus='${JSON.stringify(skus)}'>
        <fieldset><input type="radio" name="spec-1" value="10"></fieldset>
        <fieldset><input type="radio" name="spec-2" value="20"><input type="radio" name="spec-2" value="21"></fieldset>
      </form><table data-sf-sku-table=""><tr data-sku-id="1"></tr><tr data-sku-id="2"></tr></table><button data-cart-hook="" data-sku-id=""></button></main>`;
    enhanceProduct(document);
    const deal = document.querySelector<HTMLElement>("[data-sf-deal]")!;
    const price = document.querySelector<HTMLElement>("[data-sf-price]")!;
    const marked = () =>
      [...document.querySelectorAll<HTMLElement>("tr[aria-current]")].map((r) => r.dataset.skuId);
    // The table stays for the shopper to compare (hiding it would shift the page).
    expect(document.querySelector<HTMLElement>("[data-sf-sku-table]")!.hidden).toBe(false);
    const pick = (value: string) => {
      const input = document.querySelector<HTMLInputElement>(`input[value="${value}"]`)!;
      input.checked = true;
      input.dispatchEvent(new Event("change", { bubbles: true }));
    };
    pick("10");
    expect(document.querySelector("[data-sf-price]")!.textContent).toBe("¥19.90 - ¥21.00");
    pick("21");
    expect(document.querySelector("[data-sf-price]")!.textContent).toBe("¥21.00");
    expect(document.querySelector("[data-sf-stock]")!.textContent).toBe("库存 1 件");
    expect(document.querySelector<HTMLImageElement>("[data-sf-main]")!.getAttribute("src")).toBe(
      "/red-l.jpg",
    );
    expect(document.querySelector<HTMLElement>("[data-cart-hook]")!.dataset.skuId).toBe("2");
    expect(deal.hidden).toBe(false);
    expect(deal.querySelector("[data-sf-deal-price]")!.textContent).toBe("¥9.90");
    expect(price.classList.contains("sf-was")).toBe(true);
    expect(marked()).toEqual(["2"]);
    pick("20");
    // No activity on this SKU: no activity block, the sale price no longer struck out.
    expect(deal.hidden).toBe(true);
    expect(price.classList.contains("sf-was")).toBe(false);
    expect(marked()).toEqual(["1"]);
    expect(document.querySelector("[data-sf-price]")!.textContent).toBe("¥19.90");
    expect(document.querySelector("[data-sf-stock]")!.textContent).toBe("已售罄");
    expect(document.querySelector<HTMLImageElement>("[data-sf-main]")!.getAttribute("src")).toBe(
      "/main.jpg",
    );
  });
});
