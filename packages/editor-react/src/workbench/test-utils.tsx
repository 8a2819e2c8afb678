import { act, fireEvent, render } from "@testing-library/react";
import { type Editor as CoreEditor, createEditor } from "@vitrine/editor-core";
import { MediaLibraryDialog } from "../media/MediaLibraryDialog";
import { loadDragLayer } from "./drag-scope";
import { Editor, type EditorProps } from "./Editor";

// The drag layer (dnd-kit) loads after the first frame in the app; tests that drag at once get it
// with the first render, as a user who pressed after the page settled does. The press handed over
// before it arrives has tests of its own (drag-scope.test.tsx).
await loadDragLayer();

/** Mounts the workbench on a fresh editor with deterministic ids. */
export function renderEditor(props: Partial<EditorProps> = {}, editor?: CoreEditor) {
  let next = 0;
  const instance = editor ?? createEditor({ createId: () => `c${++next}`, mergeWindowMs: 0 });
  // As a host does: the media library dialog comes from the media entry, given with the api.
  const media = props.mediaApi ? { mediaLibrary: MediaLibraryDialog } : {};
  const view = render(<Editor editor={instance} {...media} {...props} />);
  return { editor: instance, ...view };
}

/** An editor holding `count` caption blocks, and a reader of their ids in page order. */
export function editorWithCaptions(count: number) {
  const view = renderEditor();
  act(() => {
    for (let i = 0; i < count; i++) view.editor.insert("captiontext");
  });
  const ids = () => view.editor.getDocument().components.map((c) => c.id);
  return { ...view, ids };
}

/**
 * A canvas block's button, the empty one over its preview (what a click, a key or a press on the
 * block reaches in a browser); the block itself is `[data-component-id]`, its parent.
 */
export function blockButton(id: string): HTMLButtonElement {
  const button = document.querySelector<HTMLButtonElement>(
    `[data-vitrine-canvas] [data-component-id="${id}"] > .vt-block__hit`,
  );
  if (!button) throw new Error(`no canvas block ${id}`);
  return button;
}

/**
 * A key of a keyboard drag, on whatever holds the focus; then the next task, which dnd-kit's
 * keyboard sensor listens from after a drag starts.
 */
export async function pressDragKey(code: "Space" | "ArrowDown" | "ArrowUp") {
  fireEvent.keyDown(document.activeElement ?? document.body, {
    code,
    key: code === "Space" ? " " : code,
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
