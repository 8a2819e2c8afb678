import { useEffect } from "react";

/**
 * While `active`, every other child of <body> (the app, antd's dialogs and popups, anything added
 * later) is `inert`: not focusable, not clickable, hidden from assistive technology. Only `keep`
 * stays usable. Elements that were inert already are left as they were afterwards.
 */
export function useInertOutside(keep: HTMLElement, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const made = new Set<HTMLElement>();
    const shut = (node: Node) => {
      if (!(node instanceof HTMLElement) || node === keep || node.hasAttribute("inert")) return;
      node.setAttribute("inert", "");
      made.add(node);
    };
    for (const child of Array.from(document.body.children)) shut(child);
    const observer = new MutationObserver((records) => {
      for (const record of records) for (const node of Array.from(record.addedNodes)) shut(node);
    });
    observer.observe(document.body, { childList: true });
    return () => {
      observer.disconnect();
      for (const node of made) node.removeAttribute("inert");
    };
  }, [keep, active]);
}
