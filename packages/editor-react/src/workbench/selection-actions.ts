import type { CommandResult, Editor } from "@vitrine/editor-core";
import { selectionInPageOrder } from "./select-with-keys";

type Result = CommandResult<{ changed: boolean }>;

/**
 * Duplicates what is selected: one block right after itself, several as one copy placed after the
 * last of them (one undo step, issue 34, item 5). The selection stays where it was.
 */
export function duplicateSelection(editor: Editor): Result {
  const ids = selectionInPageOrder(editor);
  const [only] = ids;
  if (ids.length === 0 || only === undefined) return { ok: true, changed: false };
  if (ids.length === 1) {
    return editor.duplicate(only);
  }
  const copied = editor.copy(ids);
  if (!copied.ok) return copied;
  return editor.paste(copied.payload);
}

/** Moves the selection one place up or down together (the block `id` alone when not in it). */
export function moveSelection(editor: Editor, id: string, delta: -1 | 1): Result {
  const ids = selectionInPageOrder(editor);
  if (ids.length > 1 && ids.includes(id)) return editor.moveMany(ids, delta);
  return delta < 0 ? editor.moveUp(id) : editor.moveDown(id);
}
