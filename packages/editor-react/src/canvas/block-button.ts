import type { Editor } from "@vitrine/editor-core";
import type { KeyboardEvent, MouseEvent } from "react";
import type { ItemDragAttributes } from "../workbench/ItemDragArea";
import { selectWithModifiers } from "../workbench/select-with-keys";

/**
 * A canvas block's button (the empty one over its preview): its name, pressed state, dnd-kit's
 * drag attributes and the keys and clicks that choose the block. One description for the
 * placeholder a far run draws (PlaceholderBlock) and the block itself, so that what a keyboard or
 * screen reader user meets does not depend on whether the block is drawn yet.
 */
export function blockButtonProps(
  editor: Editor,
  id: string,
  title: string,
  selected: boolean,
  drag: ItemDragAttributes,
) {
  return {
    type: "button",
    className: "vt-block__hit",
    "aria-pressed": selected,
    "aria-label": title,
    "aria-roledescription": drag["aria-roledescription"],
    "aria-describedby": drag["aria-describedby"],
    // Shift-click selects a range, Ctrl/⌘-click adds or removes the block (multi-select).
    onClick: (e: MouseEvent) => selectWithModifiers(editor, id, e),
    onKeyDown: (e: KeyboardEvent) => {
      // Enter selects (and, prevented, neither clicks nor lifts); space is left to the canvas's
      // draggable, which lifts the block for a keyboard drag.
      if (e.key === "Enter") {
        e.preventDefault();
        editor.select([id]);
      }
    },
  } as const;
}
