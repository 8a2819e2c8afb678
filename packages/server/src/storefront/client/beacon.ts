/**
 * Page analytics (server: analytics/): the published page tells its server it was viewed, which
 * block a shopper tapped (the closest `data-component-id`) and that a form module was sent. One
 * tiny POST to `/s/beacon` each, by navigator.sendBeacon (it outlives the page a tap leaves, and
 * is answered 204 at once), so nothing waits for it. No cookie, nothing stored in the browser.
 */

export interface BeaconEvent {
  page: number;
  kind: "view" | "click" | "form";
  component?: string;
}

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
    },
    { capture: true },
  );
  doc.addEventListener("submit", (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    if (form.matches('form[data-sf="form"]')) post({ page, kind: "form" });
  });
}
