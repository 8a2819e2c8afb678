import { matchPath } from "react-router";
import { flattenMenu, type MenuEntry } from "../router/staticMenu";

/**
 * The menu entry a pathname opens (exact paths first, then patterns such as
 * `/params/dynamic/details/:t/:id/:tagsViewName`), with the values of its params.
 */
export function entryFor(
  entries: readonly MenuEntry[],
  pathname: string,
): { entry: MenuEntry; params: Record<string, string> } | undefined {
  const all = flattenMenu(entries);
  const exact = all.find((entry) => entry.path === pathname);
  if (exact) return { entry: exact, params: {} };
  for (const entry of all) {
    if (!entry.path.includes(":")) continue;
    const match = matchPath(entry.path, pathname);
    if (match) {
      const params: Record<string, string> = {};
      // The pathname keeps its percent-encoding ("%E8%AE%BE…"): params are shown, so decode them.
      for (const [key, value] of Object.entries(match.params))
        if (value) params[key] = decoded(value);
      return { entry, params };
    }
  }
  return undefined;
}

/** Entries flagged affix: their tags are always open. */
export function affixEntries(entries: readonly MenuEntry[]): MenuEntry[] {
  return flattenMenu(entries).filter((entry) => entry.meta.isAffix && !entry.path.includes(":"));
}

/** Where a menu entry with children leads when chosen as a whole: its redirect or first child. */
export function landingPath(entry: MenuEntry): string {
  if (entry.redirect) return entry.redirect;
  const first = entry.children?.find((child) => !child.meta.isHide);
  return first ? landingPath(first) : entry.path;
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // A stray "%" is a character of the value, not an escape.
  }
}
