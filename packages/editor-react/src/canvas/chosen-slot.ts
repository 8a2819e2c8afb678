import type { BlockLocation, Editor } from "@vitrine/editor-core";

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

/** Where the palette adds with containers on the page, and how that is told (slot-rule.ts). */
export interface PaletteSlotRule {
  location(editor: Editor): BlockLocation | undefined;
  /** The announcement of block `id` added at `at` ("{title}", "{slot}", "{position}" filled). */
  added(editor: Editor, id: string, at: BlockLocation, text: (slot: string) => string): string;
}

// The rule arrives with the first slot zone drawn (SlotZone's chunk): until then no container is
// on the canvas, and the palette adds at the page's end. Out of the editor's first load.
let rule: PaletteSlotRule | null = null;

export function providePaletteSlotRule(given: PaletteSlotRule): void {
  rule = given;
}

export const paletteSlotRule = (): PaletteSlotRule | null => rule;
