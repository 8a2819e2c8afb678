import { createEditor, type EditorOptions } from "../editor/create-editor";

/** An editor with predictable ids (c1, c2, ...) and a clock the test moves by hand. */
export function testEditor(options: EditorOptions = {}) {
  let next = 0;
  const clock = { now: 0 };
  const editor = createEditor({
    createId: () => `c${++next}`,
    now: () => clock.now,
    ...options,
  });
  const ids = () => editor.getDocument().components.map((c) => c.id);
  const types = () => editor.getDocument().components.map((c) => c.type);
  return { editor, clock, ids, types };
}
