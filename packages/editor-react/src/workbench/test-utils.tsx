import { render } from "@testing-library/react";
import { type Editor as CoreEditor, createEditor } from "@vitrine/editor-core";
import { Editor, type EditorProps } from "./Editor";

/** Mounts the workbench on a fresh editor with deterministic ids. */
export function renderEditor(props: Partial<EditorProps> = {}, editor?: CoreEditor) {
  let next = 0;
  const instance = editor ?? createEditor({ createId: () => `c${++next}`, mergeWindowMs: 0 });
  const view = render(<Editor editor={instance} {...props} />);
  return { editor: instance, ...view };
}
