import { createContext, lazy, Suspense, useContext, useRef, useState } from "react";
import { useEditorUi } from "../workbench/editor-context";
import type { InsertPlace } from "./InsertMenu";

/** Opens the insert menu for a place in the page (an index), from the button that asked. */
type OpenInsertMenu = (index: number, opener: HTMLElement) => void;

// Loaded on the first "+": the menu is not needed to draw the page, and the editor's first load is
// at its budget (lazy-blocks).
const InsertMenu = lazy(() => import("./InsertMenu"));

const InsertHereContext = createContext<OpenInsertMenu | null>(null);

/**
 * The "+" at a block's bottom edge: inserts a component between this block and the next. Every
 * block has one, hidden (display: none, so no box and no tab stop) until the block is hovered or
 * holds the focus (canvas.css): one plain button, no subscription, nothing positioned.
 */
export function InsertHereButton({ id }: { id: string }) {
  const { editor, t } = useEditorUi();
  const open = useContext(InsertHereContext);
  if (!open) return null;
  return (
    <button
      type="button"
      className="vt-block__insert"
      aria-label={t("canvas.insertHere")}
      title={t("canvas.insertHere")}
      // The area's drag and the block's selection are not this button's.
      onPointerDown={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
      onClick={(e) => {
        e.stopPropagation();
        // Read at the click, not at render: the block's index changes without re-rendering it.
        const index = editor.getDocument().components.findIndex((c) => c.id === id);
        if (index >= 0) open(index + 1, e.currentTarget);
      }}
    >
      +
    </button>
  );
}

/**
 * Provides the "+" buttons with the one menu they open (InsertMenu): the palette's components,
 * each inserted at the chosen place and selected.
 */
export function InsertHereProvider({
  types,
  children,
}: {
  types?: readonly string[] | undefined;
  children: React.ReactNode;
}) {
  const [place, setPlace] = useState<InsertPlace | null>(null);
  const open = useRef<OpenInsertMenu>((index, opener) => setPlace({ index, opener })).current;
  return (
    <InsertHereContext.Provider value={open}>
      {children}
      {place && (
        <Suspense fallback={null}>
          <InsertMenu place={place} types={types} onClose={() => setPlace(null)} />
        </Suspense>
      )}
    </InsertHereContext.Provider>
  );
}
