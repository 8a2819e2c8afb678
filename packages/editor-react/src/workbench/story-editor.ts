import { createEditor, type Editor, type Props } from "@vitrine/editor-core";

/** An editor holding one component of the given type, selected, for panel stories. */
export function editorWith(type: string, props: Props = {}): Editor {
  const editor = createEditor();
  editor.updateSettings({ name: "首页", details: "主页", classification: 1 });
  const result = editor.insert(type, 0, props);
  if (result.ok) editor.select([result.id]);
  return editor;
}
