/**
 * Page analytics (server: analytics/): the published page tells its server it was viewed, which
 * block a shopper tapped (the closest `data-component-id`) and that a form module was sent. One
 * tiny POST to `/s/beacon` each, by navigator.sendBeacon (it outlives the page a tap leaves, and
 * is answered 204 at once), so nothing waits for it. No cookie, nothing stored in the browser.
 */

export type BeaconEvent =
  | { page: number; kind: "view" | "click" | "form"; component?: string }
  | { kind: "product"; product: number; from?: number };

/**
 * What a tapped product card's link carries to its product page: the published page it was on.
 * A fragment, so the product page's address (and its cached copy) stays the same for everyone.
 */
const FROM_MARK = /^#sf-from=(\d+)$/;

export const BEACON_URL = "/s/beacon";

type Send = (url: string, body: string) => void;

/** sendBeacon where the browser has it (a string goes as text/plain), else a keepalive fetch. */
function defaultSend(win: Window): Send {
  return (url, body) => {
    if (typeof win.navigator.sendBeacon === "function" && win.navigator.sendBeacon(url, body))
      return;
    void win.fetch?.(url, { method: "POST", body, keepalive: true }).catch(() => {});
  };
}

/** Which component a tap landed in, if any. */
export function componentOf(target: EventTarget | null): string | undefined {
  const element = target instanceof Element ? target : null;
  return element?.closest<HTMLElement>("[data-component-id]")?.dataset.componentId;
}

/**
 * Sends the view now and clicks and form submissions as they happen, for the page named by
 * `[data-sf="beacon"][data-sf-page]`. A form's own check (form.ts) may stop a submission: only one
 * that goes ahead counts, so this listens on the document, after the form's own listener.
 */
export function startBeacon(doc: Document, send: Send = defaultSend(doc.defaultView as Window)) {
  const product = doc.querySelector<HTMLElement>('[data-sf="beacon"][data-sf-product]');
  if (product) return productView(doc, Number(product.dataset.sfProduct), send);
  const root = doc.querySelector<HTMLElement>('[data-sf="beacon"][data-sf-page]');
  const page = Number(root?.dataset.sfPage);
  if (!Number.isInteger(page) || page < 1) return;
  const post = (event: BeaconEvent) => send(BEACON_URL, JSON.stringify(event));
  post({ page, kind: "view" });
  doc.addEventListener(
    "click",
    (event) => {
      const component = componentOf(event.target);
      if (component) post({ page, kind: "click", component });
      markProductCard(event.target, page);
    },
    { capture: true },
  );
  doc.addEventListener("submit", (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    if (form.matches('form[data-sf="form"]')) post({ page, kind: "form" });
  });
}

/**
 * A tap on a product card of this page: its link is given `#sf-from=<page>` just before the
 * browser follows it (this runs in the capture phase), so the product page can tell a
 * conversion from this page. Without the script the link is unchanged and nothing is counted.
 */
function markProductCard(target: EventTarget | null, page: number) {
  const element = target instanceof Element ? target : null;
  const card = element?.closest<HTMLAnchorElement>("a[data-product-card][href]");
  const href = card?.getAttribute("href");
  if (!card || !href?.startsWith("/s/product/")) return;
  card.setAttribute("href", `${href.split("#")[0]}#sf-from=${page}`);
}

/**
 * A product page: its view, with the published page whose card led here (if the address says so).
 * The mark is then taken off the address, so a reload or a shared link is not counted again.
 */
function productView(doc: Document, product: number, send: Send) {
  if (!Number.isInteger(product) || product < 1) return;
  const win = doc.defaultView;
  const from = Number(FROM_MARK.exec(win?.location.hash ?? "")?.[1]);
  const event: BeaconEvent =
    Number.isInteger(from) && from > 0
      ? { kind: "product", product, from }
      : { kind: "product", product };
  send(BEACON_URL, JSON.stringify(event));
  if (event.from !== undefined && win)
    win.history.replaceState(win.history.state, "", win.location.pathname + win.location.search);
}
