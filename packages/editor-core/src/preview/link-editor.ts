import type { Editor } from "../editor/create-editor";
import type { PreviewHost } from "./preview-host";

/**
 * Keeps a preview host in step with an editor: document changes become patches and the editor's
 * selection and hover are mirrored. (Pass `onSelect: ids => editor.select(ids)` to the host for
 * the other direction.) Answers the unsubscribe.
 */
export function linkEditorToPreview(editor: Editor, host: PreviewHost): () => void {
  const sync = () => {
    const state = editor.getState();
    host.update(state.document.present);
    host.select(state.ui.selection);
    host.hover(state.ui.hover);
  };
  sync();
  return editor.subscribe(sync);
}
