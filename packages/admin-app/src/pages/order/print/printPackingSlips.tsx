import type { i18n as I18n } from "i18next";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { PackingSlips, type PackingSlipsProps } from "./PackingSlips";

/**
 * Prints packing slips from the page itself: they are drawn into a body child that the slips'
 * print CSS alone shows on paper, then window.print() runs. The browser's print view is the
 * preview; the slips go when it closes (afterprint), or at the next print if it never says so.
 */
let clearLast: (() => void) | null = null;

export function printPackingSlips(i18n: I18n, props: PackingSlipsProps): void {
  clearLast?.();
  const holder = document.createElement("div");
  holder.className = "vitrine-packing-slips";
  document.body.appendChild(holder);
  const root = createRoot(holder);
  flushSync(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <PackingSlips {...props} />
      </I18nextProvider>,
    ),
  );
  const clear = () => {
    root.unmount();
    holder.remove();
    clearLast = null;
  };
  clearLast = clear;
  window.addEventListener("afterprint", clear, { once: true });
  window.print();
}
