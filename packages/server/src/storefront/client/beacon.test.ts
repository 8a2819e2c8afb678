// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { BEACON_URL, startBeacon } from "./beacon.js";
import { enhanceForms } from "./form.js";

afterEach(() => {
  document.body.innerHTML = "";
  delete document.body.dataset.sf;
  delete document.body.dataset.sfPage;
  history.replaceState(null, "", "/");
});

function started(markup: string) {
  document.body.dataset.sf = "beacon";
  document.body.dataset.sfPage = "12";
  document.body.innerHTML = markup;
  const sent: unknown[] = [];
  startBeacon(document, (url, body) => {
    expect(url).toBe(BEACON_URL);
    sent.push(JSON.parse(body));
  });
  return sent;
}

describe("the analytics beacon", () => {
  it("sends the view, then the component of each tap", () => {
    const sent = started(
      `<div data-component-id="c1" data-component-type="captiontext"><a href="#x"><span id="inner">Hi</span></a></div><p id="outside">x</p>`,
    );
    document.getElementById("inner")!.click();
    document.getElementById("outside")!.click();
    expect(sent).toEqual([
      { page: 12, kind: "view" },
      { page: 12, kind: "click", component: "c1" },
    ]);
  });

  it("counts a form only when its own check lets it go", () => {
    const sent = started(
      `<form data-sf="form" data-msg-required="此项为必填项"><div data-question data-required><input name="q0"></div><button>OK</button></form>`,
    );
    enhanceForms(document);
    // jsdom cannot navigate: the submission ends here, after the beacon has seen it.
    document.addEventListener("submit", (event) => event.preventDefault());
    const form = document.querySelector("form")!;
    form.requestSubmit();
    expect(sent).toEqual([{ page: 12, kind: "view" }]);
    form.querySelector("input")!.value = "王小明";
    form.requestSubmit();
    expect(sent).toEqual([
      { page: 12, kind: "view" },
      { page: 12, kind: "form" },
    ]);
  });

  it("sends nothing on a page that names no page id", () => {
    document.body.innerHTML = `<div data-component-id="c1"></div>`;
    const sent: string[] = [];
    startBeacon(document, (_url, body) => sent.push(body));
    document.querySelector<HTMLElement>("[data-component-id]")!.click();
    expect(sent).toEqual([]);
  });

  it("marks a tapped product card's link with the page it was on", () => {
    started(
      `<div data-component-id="c2"><a data-product-card="" href="/s/product/7"><span id="card">Tea</span></a></div>`,
    );
    const link = document.querySelector("a")!;
    // jsdom would follow the link: the tap is looked at, not the navigation.
    link.addEventListener("click", (event) => event.preventDefault());
    document.getElementById("card")!.click();
    expect(link.getAttribute("href")).toBe("/s/product/7#sf-from=12");
    document.getElementById("card")!.click();
    expect(link.getAttribute("href")).toBe("/s/product/7#sf-from=12");
  });

  it("sends a product page's view, with the page that led to it, once", () => {
    history.replaceState(null, "", "/s/product/7?lang=en#sf-from=12");
    document.body.innerHTML = `<main data-sf="product"><span hidden data-sf="beacon" data-sf-product="7"></span></main>`;
    const sent: unknown[] = [];
    startBeacon(document, (_url, body) => sent.push(JSON.parse(body)));
    expect(sent).toEqual([{ kind: "product", product: 7, from: 12 }]);
    expect(location.pathname + location.search + location.hash).toBe("/s/product/7?lang=en");
    // Opened again without the mark (a reload, a shared link): a view, no conversion.
    startBeacon(document, (_url, body) => sent.push(JSON.parse(body)));
    expect(sent.at(-1)).toEqual({ kind: "product", product: 7 });
  });
});
