import type { Editor } from "@vitrine/editor-core";
import type { ItemDragAttributes } from "../workbench/ItemDragArea";
import { selectWithModifiers } from "../workbench/select-with-keys";
import { PLACEHOLDER_STYLE } from "./lazy-blocks";

/**
 * A block of a run far from the canvas's view (see lazy-blocks), drawn by its run as two plain
 * elements instead of a CanvasBlock: the block's box at its estimated height, with the block's
 * button (the same name, pressed state, drag attributes and keys as CanvasBlock's, so Tab, a
 * screen reader's list of buttons, a click, Shift/Ctrl-click and a drag reach it; drops read its
 * rectangle, see drop-position). At 5,000 blocks, 4,950 components, subscriptions and previews
 * fewer on the first render. Called as a function, not a component: no fiber of its own.
 */
export function placeholderBlock(
  editor: Editor,
  id: string,
  type: string,
  title: string,
  selected: boolean,
  drag: ItemDragAttributes,
) {
  return (
    <div
      key={id}
      data-component-id={id}
      data-component-type={type}
      data-placeholder=""
      className="vt-block"
      style={PLACEHOLDER_STYLE}
    >
      <button
        type="button"
        className="vt-block__hit"
        aria-pressed={selected}
        aria-label={title}
        aria-roledescription={drag["aria-roledescription"]}
        aria-describedby={drag["aria-describedby"]}
        onClick={(e) => selectWithModifiers(editor, id, e)}
        onKeyDown={(e) => {
          // As CanvasBlock: Enter selects; space is left to the canvas's draggable (a lift).
          if (e.key === "Enter") {
            e.preventDefault();
            editor.select([id]);
          }
        }}
      />
    </div>
  );
}
