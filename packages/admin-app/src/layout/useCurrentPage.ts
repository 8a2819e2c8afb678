import { useLocation, useMatches } from "react-router";
import type { RouteMeta } from "../router/routeMeta";
import type { MenuEntry } from "../router/staticMenu";
import { useLayout } from "./LayoutContext";
import { entryFor } from "./menuLookup";

export interface CurrentPage {
  pathname: string;
  /** The menu entry of the page, when the user's menu has one (iframe and link pages do). */
  entry?: MenuEntry;
  meta?: RouteMeta;
  params: Record<string, string>;
}

/**
 * The open page's meta: from the user's menu (the server decides keep-alive, affix, iframe), else
 * from the matched route's handle (pages outside the menu, such as /home in static mode).
 */
export function useCurrentPage(): CurrentPage {
  const { entries } = useLayout();
  const { pathname } = useLocation();
  const matches = useMatches();
  const found = entryFor(entries, pathname);
  if (found) return { pathname, entry: found.entry, meta: found.entry.meta, params: found.params };
  const last = matches[matches.length - 1];
  const meta = last?.handle as RouteMeta | undefined;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(last?.params ?? {})) if (value) params[key] = value;
  return { pathname, meta: meta?.title ? meta : undefined, params };
}
