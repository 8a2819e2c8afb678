import type { Editor } from "@vitrine/editor-core";

/** Where a Shift-click or Shift+arrow range starts, per editor: the block chosen last on its own. */
const anchors = new WeakMap<Editor, string>();

export interface SelectModifiers {
  shiftKey?: boolean | undefined;
  ctrlKey?: boolean | undefined;
  metaKey?: boolean | undefined;
}

/**
 * Selects a block the way list editors do (issue 34, item 5): a plain click selects it alone,
 * Ctrl/⌘-click adds or removes it, Shift-click selects the range from the anchor (the block chosen
 * last with a plain or Ctrl/⌘ click) to it, in page order.
 */
export function selectWithModifiers(editor: Editor, id: string, keys: SelectModifiers): void {
  const selection = editor.getSelection();
  if (keys.shiftKey) {
    const ids = editor.getDocument().components.map((c) => c.id);
    const anchor = anchors.get(editor);
    const from = anchor !== undefined ? ids.indexOf(anchor) : -1;
    const to = ids.indexOf(id);
    if (from < 0 || to < 0) {
      anchors.set(editor, id);
      editor.select([id]);
      return;
    }
    const [low, high] = from <= to ? [from, to] : [to, from];
    // The block just reached last: the panel shows it and the action bar sits on it.
    const range = ids.slice(low, high + 1).filter((other) => other !== id);
    editor.select([...range, id]);
    return;
  }
  anchors.set(editor, id);
  if (keys.ctrlKey || keys.metaKey) {
    editor.select(
      selection.includes(id) ? selection.filter((other) => other !== id) : [...selection, id],
    );
    return;
  }
  editor.select([id]);
}

/** The selection in page order (what copy, cut, duplicate and delete act on). */
export function selectionInPageOrder(editor: Editor): string[] {
  const chosen = new Set(editor.getSelection());
  return editor
    .getDocument()
    .components.map((c) => c.id)
    .filter((id) => chosen.has(id));
}

/**
 * Shift+↑/↓ from the block `from` to its neighbour `to`: the range from the anchor to `to`; the
 * block the keys start on becomes the anchor when the selection does not hold it yet.
 */
export function extendSelectionTo(editor: Editor, from: string, to: string): void {
  const anchor = anchors.get(editor);
  if (anchor === undefined || !editor.getSelection().includes(anchor)) anchors.set(editor, from);
  selectWithModifiers(editor, to, { shiftKey: true });
}
