import { useEffect, useRef, useSyncExternalStore } from "react";
import { useEditorUi } from "../workbench/editor-context";

/** Where the menu inserts (an index in the page), and the "+" that opened it. */
export interface InsertPlace {
  index: number;
  opener: HTMLElement;
}

/**
 * The "+"'s menu (InsertHere): the palette's components, each inserted at the chosen place and
 * selected. Escape, a choice or the focus leaving closes it; focus then goes back to the "+"
 * (after a choice, the new block is selected and scrolled into view instead).
 */
export default function InsertMenu({
  place,
  types,
  onClose,
}: {
  place: InsertPlace;
  types?: readonly string[] | undefined;
  onClose: () => void;
}) {
  const { editor, t, tc, notify } = useEditorUi();
  const { registry } = editor;
  const registered = useSyncExternalStore(registry.subscribe, registry.list, registry.list);
  const menuRef = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    menuRef.current?.querySelector("button")?.focus();
  }, []);
  const close = (refocus: boolean) => {
    if (refocus && place.opener.isConnected) place.opener.focus();
    onClose();
  };
  const insert = (type: string) => {
    const result = editor.insert(type, place.index);
    if (!result.ok) {
      notify(result.message);
      close(true);
      return;
    }
    onClose();
    editor.select([result.id]);
  };
  const rect = place.opener.getBoundingClientRect();
  return (
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
  );
}
