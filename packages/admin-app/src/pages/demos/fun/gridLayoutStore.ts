import type { Layout, LayoutItem } from "react-grid-layout";
import type { PrefixedStorage } from "../../../utils/storage";

/** localStorage key (under `vitrine:`) of the /fun/gridLayout dashboard's layout. */
export const GRID_LAYOUT_KEY = "funGridLayout";

export const DEFAULT_GRID_LAYOUT: LayoutItem[] = [
  { i: "1", x: 0, y: 0, w: 4, h: 2 },
  { i: "2", x: 4, y: 0, w: 4, h: 2 },
  { i: "3", x: 8, y: 0, w: 4, h: 2 },
  { i: "4", x: 0, y: 2, w: 6, h: 3 },
  { i: "5", x: 6, y: 2, w: 6, h: 3 },
];

const within = (value: unknown, min: number, max: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;

/**
 * The saved layout when it is one of the same cards with sane positions; anything else (an older
 * layout, a value edited by hand) falls back to the default, so a bad value never breaks the page.
 */
export function readGridLayout(storage: PrefixedStorage): LayoutItem[] {
  const saved = storage.get<unknown>(GRID_LAYOUT_KEY);
  if (!Array.isArray(saved) || saved.length !== DEFAULT_GRID_LAYOUT.length)
    return DEFAULT_GRID_LAYOUT;
  const ids = new Set(DEFAULT_GRID_LAYOUT.map((item) => item.i));
  const items = saved.filter(
    (item): item is LayoutItem =>
      !!item &&
      typeof item === "object" &&
      ids.has((item as LayoutItem).i) &&
      within((item as LayoutItem).x, 0, 11) &&
      within((item as LayoutItem).y, 0, 1000) &&
      within((item as LayoutItem).w, 1, 12) &&
      within((item as LayoutItem).h, 1, 20),
  );
  if (new Set(items.map((item) => item.i)).size !== ids.size) return DEFAULT_GRID_LAYOUT;
  return items.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));
}

export function saveGridLayout(storage: PrefixedStorage, layout: Layout): void {
  storage.set(
    GRID_LAYOUT_KEY,
    layout.map(({ i, x, y, w, h }) => ({ i, x, y, w, h })),
  );
}
