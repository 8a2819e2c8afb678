import { createContext, lazy, Suspense, useContext } from "react";
import type TabIconGlyph from "./TabIconGlyph";

export const TAB_ICON_SIZE = 22;

// The icon set is about a quarter of the light preview page's previews, and most pages have no
// tab bar: in the browser it loads with the first tab bar drawn. Markup rendered on the server
// cannot wait for it, so the server entry hands the glyph over through this context instead.
const LazyGlyph = lazy(() => import("./TabIconGlyph"));

export const TabIconGlyphContext = createContext<typeof TabIconGlyph | undefined>(undefined);

export function TabIconBlank() {
  return <span style={{ width: TAB_ICON_SIZE, height: TAB_ICON_SIZE }} />;
}

/** The icon a tab bar item names (`iconName`), blank for a name the icon set does not have. */
export function TabIcon({ name }: { name: unknown }) {
  const Glyph = useContext(TabIconGlyphContext);
  if (Glyph) return <Glyph name={name} />;
  return (
    <Suspense fallback={<TabIconBlank />}>
      <LazyGlyph name={name} />
    </Suspense>
  );
}
