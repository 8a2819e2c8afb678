import { useEffect, useLayoutEffect } from "react";

/**
 * useLayoutEffect in a browser, useEffect where there is no DOM: React 18's server renderer warns
 * for every useLayoutEffect it meets ("does nothing on the server"), and `<Editor>`, `<PageRenderer>`
 * and renderPageToHtml render on the server (issue 35). Neither effect runs there; in the browser
 * the layout timing is kept.
 */
export const useIsomorphicLayoutEffect =
  typeof document === "undefined" ? useEffect : useLayoutEffect;
