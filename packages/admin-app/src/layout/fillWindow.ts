import { createContext, useContext, useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Pages that fill the window (the page editor, issue 34 item 2): the main area under the header
 * is then exactly as tall as what is left of the window, the page scrolls its own columns and the
 * document never scrolls. Given by LayoutMain; outside it (tests, stories) nothing fills.
 */
export interface FillWindow {
  /** Asks the layout to fill the window while `path` is the open page; answers the undo. */
  fill(path: string): () => void;
}

export const FillWindowContext = createContext<FillWindow | null>(null);

/**
 * Makes the open page fill the window while it is mounted. Answers whether a layout does so: the
 * page is then given a definite height (its root may be `height: 100%`); without one the page
 * must size itself. Keyed by the path, so a kept-alive page hidden behind another fills nothing.
 */
export function useFillWindow(): boolean {
  const layout = useContext(FillWindowContext);
  const { pathname } = useLocation();
  useEffect(() => layout?.fill(pathname), [layout, pathname]);
  return layout !== null;
}
