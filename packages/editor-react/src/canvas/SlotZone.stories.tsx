import { createBuiltinRegistry, createEditor } from "@vitrine/editor-core";
import { containerPage } from "../previews/container-page";
import { Editor } from "../workbench/Editor";

// Each slot of a container on the canvas is a drop zone of canvas blocks: drag blocks in and out.
export default { title: "Editor/Slot zone" };

/** An editor with the built-in containers, set up for a story. */
function editorWith(setUp: (editor: ReturnType<typeof createEditor>) => void) {
  const editor = createEditor({ registry: createBuiltinRegistry({ containers: true }) });
  setUp(editor);
  return editor;
}

/** Two columns and tabs holding blocks, a caption below to drag into them. */
export const FilledSlots = () => (
  <Editor
    editor={editorWith((editor) => {
      editor.load(containerPage());
      editor.insert("captiontext");
    })}
  />
);

/** A new two-column block: both slots empty, each showing its placeholder. */
export const EmptySlots = () => (
  <Editor
    editor={editorWith((editor) => {
      editor.insert("twocolumn");
      editor.insert("notice");
    })}
  />
);

/** A nested block selected: its outline and action bar inside the slot. */
export const NestedBlockSelected = () => (
  <Editor
    editor={editorWith((editor) => {
      editor.load(containerPage());
      const columns = editor.getDocument().components[0];
      const nested = columns?.slots?.left?.[0];
      if (nested) editor.select(nested.id);
    })}
  />
);
