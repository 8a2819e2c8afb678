import { render } from "@testing-library/react";
import { type Editor as CoreEditor, createEditor } from "@vitrine/editor-core";
import { MediaLibraryDialog } from "../media/MediaLibraryDialog";
import { Editor, type EditorProps } from "./Editor";

/** Mounts the workbench on a fresh editor with deterministic ids. */
export function renderEditor(props: Partial<EditorProps> = {}, editor?: CoreEditor) {
  let next = 0;
  const instance = editor ?? createEditor({ createId: () => `c${++next}`, mergeWindowMs: 0 });
  // As a host does: the media library dialog comes from the media entry, given with the api.
  const media = props.mediaApi ? { mediaLibrary: MediaLibraryDialog } : {};
  const view = render(<Editor editor={instance} {...media} {...props} />);
  return { editor: instance, ...view };
}
