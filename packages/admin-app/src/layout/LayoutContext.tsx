import { createContext, useContext } from "react";
import type { MenuEntry } from "../router/staticMenu";

/** What the pieces of every layout share: the user's menu and the frame's transient state. */
export interface LayoutState {
  /** The menu the user may open (server's or static by roles), hidden entries included. */
  entries: readonly MenuEntry[];
  collapsed: boolean;
  toggleCollapsed(): void;
  openSettings(): void;
  /** The main area fills the window (tags view "fullscreen"). */
  mainFullscreen: boolean;
  setMainFullscreen(on: boolean): void;
  /** Re-mounts the page at `path` (tags view "refresh"); the count is part of the page's key. */
  refresh(path: string): void;
  refreshCounts: Readonly<Record<string, number>>;
}

const noop = () => {};

export const LayoutContext = createContext<LayoutState>({
  entries: [],
  collapsed: false,
  toggleCollapsed: noop,
  openSettings: noop,
  mainFullscreen: false,
  setMainFullscreen: noop,
  refresh: noop,
  refreshCounts: {},
});

export function useLayout(): LayoutState {
  return useContext(LayoutContext);
}
