import type { BlockLocation, ComponentInstance, Editor } from "@vitrine/editor-core";

// The slot an operator chose on the canvas (a click on an empty slot's placeholder or on a slot's
// free space), per editor: with its container selected, the palette adds into that slot.
const chosen = new WeakMap<Editor, { parentId: string; slot: string }>();

/** Chooses `slot` of the container `parentId` and selects the container. */
export function chooseSlot(editor: Editor, parentId: string, slot: string): void {
  chosen.set(editor, { parentId, slot });
  editor.select([parentId]);
}

/** A click on a block itself (not on a slot) forgets the slot chosen before. */
export function forgetChosenSlot(editor: Editor): void {
  chosen.delete(editor);
}

/** The slot chosen while its container is still the block chosen last, else undefined. */
export function chosenSlot(editor: Editor): { parentId: string; slot: string } | undefined {
  const slot = chosen.get(editor);
  return slot && editor.getSelection().at(-1) === slot.parentId ? slot : undefined;
}

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
 * last when that block sits in a slot; else at the page's end, as before containers.
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
