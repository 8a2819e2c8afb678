import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { useEditorUi } from "../workbench/editor-context";

/** Opens the insert menu for a place in the page (an index), from the button that asked. */
type OpenInsertMenu = (index: number, opener: HTMLElement) => void;

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
 * Provides the "+" buttons with the one menu they open: the palette's components, each inserted at
 * the chosen place and selected. Escape, a choice or the focus leaving closes it; focus then goes
 * back to the "+" (after a choice, the new block is selected and scrolled into view instead).
 */
export function InsertHereProvider({
  types,
  children,
}: {
  types?: readonly string[] | undefined;
  children: React.ReactNode;
}) {
  const { editor, t, tc, notify } = useEditorUi();
  const [place, setPlace] = useState<{ index: number; opener: HTMLElement } | null>(null);
  const open = useRef<OpenInsertMenu>((index, opener) => setPlace({ index, opener })).current;
  const { registry } = editor;
  const registered = useSyncExternalStore(registry.subscribe, registry.list, registry.list);
  const menuRef = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (place) menuRef.current?.querySelector("button")?.focus();
  }, [place]);
  const close = (refocus: boolean) => {
    if (refocus && place?.opener.isConnected) place.opener.focus();
    setPlace(null);
  };
  const insert = (type: string) => {
    if (!place) return;
    const result = editor.insert(type, place.index);
    if (!result.ok) {
      notify(result.message);
      close(true);
      return;
    }
    setPlace(null);
    editor.select([result.id]);
  };
  const rect = place?.opener.getBoundingClientRect();
  return (
    <InsertHereContext.Provider value={open}>
      {children}
      {place && rect && (
        <fieldset
          ref={menuRef}
          aria-label={t("canvas.insertHere")}
          className="vt-insert-menu"
          // Fixed under the "+" that opened it: one box, drawn only while open.
          style={{ top: rect.bottom + 4, left: rect.left + rect.width / 2 }}
          onKeyDown={(e) => {
            if (e.key === "Escape") {
              e.stopPropagation();
              close(true);
            }
          }}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close(false);
          }}
        >
          {registered
            .filter((d) => !types || types.includes(d.type))
            .map((d) => (
              <button
                key={d.type}
                type="button"
                className="vt-btn vt-btn--small vt-btn--ghost vt-insert-menu__item"
                onClick={() => insert(d.type)}
              >
                {tc(d.title)}
              </button>
            ))}
        </fieldset>
      )}
    </InsertHereContext.Provider>
  );
}
