import type { ReactNode } from "react";

/**
 * What the canvas draws for a component that has nothing to show yet (picture ads without images,
 * a tab bar without items): a dashed outline with an icon and a line saying what to add, so the
 * block is visibly there and clickable instead of a blank box. Editor only: pages shoppers see
 * draw nothing in its place.
 */
export function EmptyBlock({
  text,
  icon,
  height,
  kind,
}: {
  text: string;
  icon: ReactNode;
  height: number;
  /** Names the component for tests and styles (`data-empty-block`). */
  kind: string;
}) {
  return (
    <div
      data-empty-block={kind}
      style={{
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        gap: 8,
        height,
        boxSizing: "border-box",
        margin: 4,
        border: "1px dashed #a8c1ec",
        borderRadius: 4,
        background: "#f2f6fd",
        // 5:1 on the tint: readable at 13px (WCAG AA), checked by the editor-look axe run.
        color: "#4a6aa5",
        fontSize: 13,
      }}
    >
      <span aria-hidden="true" style={{ display: "flex" }}>
        {icon}
      </span>
      <span>{text}</span>
    </div>
  );
}

/** A picture with a slider under it: the empty picture ads. */
export function CarouselGlyph() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M5 4h14a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm1 2v6.6l3-3 3 3 2-2 4 4V6H6zm3 13a1 1 0 1 1 0 2 1 1 0 0 1 0-2zm3 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2zm3 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2z" />
    </svg>
  );
}

/** A bar of three items: the empty tab bar. */
export function TabBarGlyph() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M3 15h18v6H3v-6zm2 2v2h3v-2H5zm5.5 0v2h3v-2h-3zM16 17v2h3v-2h-3zM3 3h18v10H3V3zm2 2v6h14V5H5z" />
    </svg>
  );
}
