import { createBuiltinRegistry, createEditor } from "@vitrine/editor-core";
import { containerPage } from "../previews/container-page";
import { Editor } from "../workbench/Editor";

export default { title: "Editor/Slots" };

/** The two-column block selected: its slots' blocks in the settings, with the ways in and out. */
export const TwoColumnSelected = () => {
  const editor = createEditor({ registry: createBuiltinRegistry({ containers: true }) });
  editor.load(containerPage());
  editor.insert("notice");
  const columns = editor.getDocument().components[0];
  if (columns) editor.select(columns.id);
  return <Editor editor={editor} />;
};
