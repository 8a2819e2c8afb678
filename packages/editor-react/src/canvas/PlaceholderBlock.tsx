import type { Editor } from "@vitrine/editor-core";
import type { ItemDragAttributes } from "../workbench/ItemDragArea";
import { blockButtonProps } from "./block-button";
import { PLACEHOLDER_STYLE } from "./lazy-blocks";

/**
 * A block of a run far from the canvas's view (see lazy-blocks), drawn by its run as two plain
 * elements instead of a CanvasBlock: the block's box at its estimated height, with the block's
 * button (blockButtonProps: the same name, pressed state, drag attributes and keys as a drawn
 * block's, so Tab, a screen reader's list of buttons, a click, Shift/Ctrl-click and a drag reach
 * it; drops read its rectangle, see drop-position). At 5,000 blocks, 4,950 components,
 * subscriptions and previews fewer on the first render. Called as a function, not a component:
 * no fiber of its own.
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
      <button {...blockButtonProps(editor, id, title, selected, drag)} />
    </div>
  );
}
