import type { BlockLocation, ComponentInstance, Editor } from "@vitrine/editor-core";
import { chosenSlot, type PaletteSlotRule } from "./chosen-slot";

/** Where a block of the page's tree is: its container and slot (none on the page) and index. */
export function locateBlock(
  blocks: readonly ComponentInstance[],
  id: string,
  parent?: { parentId: string; slot: string },
): BlockLocation | undefined {
  for (const [index, block] of blocks.entries()) {
    if (block.id === id) return { ...parent, index };
    for (const [slot, children] of Object.entries(block.slots ?? {})) {
      const found = locateBlock(children, id, { parentId: block.id, slot });
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Where the palette adds (a click, Enter or Space on a tile), issue 35's rule: into the slot
 * chosen on the canvas, at its end, while its container is selected; right after the block chosen
 * last when that block sits in a slot; else (undefined) at the page's end, as before containers.
 */
export function paletteLocation(editor: Editor): BlockLocation | undefined {
  const slot = chosenSlot(editor);
  if (slot) {
    const container = editor.getComponent(slot.parentId);
    const length = container?.slots?.[slot.slot]?.length ?? 0;
    return { ...slot, index: length };
  }
  const last = editor.getSelection().at(-1);
  if (last === undefined) return undefined;
  const place = locateBlock(editor.getDocument().components, last);
  return place?.parentId === undefined ? undefined : { ...place, index: place.index + 1 };
}

export const slotRule: PaletteSlotRule = {
  location: paletteLocation,
  added(editor, id, at, text) {
    const parent = at.parentId === undefined ? undefined : editor.getComponent(at.parentId);
    const title =
      parent && at.slot ? editor.registry.get(parent.type)?.slots?.[at.slot]?.title : "";
    const position = (locateBlock(editor.getDocument().components, id)?.index ?? 0) + 1;
    return text(title ?? "").replace("{position}", String(position));
  },
};
