import { $generateHtmlFromNodes, $generateNodesFromDOM } from "@lexical/html";
import { LexicalComposer } from "@lexical/react/LexicalComposer";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { HistoryPlugin } from "@lexical/react/LexicalHistoryPlugin";
import { OnChangePlugin } from "@lexical/react/LexicalOnChangePlugin";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import {
  $createParagraphNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $setSelection,
  CLEAR_HISTORY_COMMAND,
  FORMAT_TEXT_COMMAND,
  type LexicalEditor,
} from "lexical";
import { type RefObject, useId, useRef, useState } from "react";
import { sanitizeHtml } from "../render/sanitize-rich-text";
import { useIsomorphicLayoutEffect } from "../ssr/use-isomorphic-layout-effect";
import { $createImageNode, ImageNode } from "./ImageNode";

export interface RichTextEditorProps {
  label: string;
  /**
   * The stored HTML. The editor shows it on mount and again whenever it changes to something the
   * editor did not emit itself (undo, redo, an import), without emitting an edit back.
   */
  value: string;
  /** Called with sanitised HTML after every change. */
  onChange: (html: string) => void;
  /** Uploads an image and answers its URL (the admin app posts it to /api/upload/wang_image). */
  uploadImage?: ((file: File) => Promise<string>) | undefined;
  labels: { toolbar: string; bold: string; italic: string; underline: string; image: string };
  onError?: ((message: string) => void) | undefined;
}

/**
 * Replaces the content with `html`. The selection that places the nodes is dropped afterwards: a
 * caret in the editor state makes the browser move focus into the box, and the value loads when
 * the panel opens (a block just added from the palette) or follows an undo, never because the
 * user chose to type here. Empty text still gets its paragraph: a state of the root alone with no
 * selection is "empty" to OnChangePlugin, which would then drop the first edit as the initial one.
 */
function loadHtml(editor: LexicalEditor, html: string) {
  const dom = new DOMParser().parseFromString(sanitizeHtml(html), "text/html");
  const root = $getRoot();
  root.clear();
  root.select();
  $insertNodes($generateNodesFromDOM(editor, dom));
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
  $setSelection(null);
}

// Marks the update that loads a value from outside, so it is not emitted back as an edit.
const EXTERNAL_VALUE_TAG = "vitrine-external-value";
// HTML emitted but not yet seen back as `value`; bounded in case the store refuses edits.
const MAX_PENDING = 32;

/**
 * Follows `value` when it changes outside the editor. Values the editor emitted come back through
 * the store (possibly a render late, while the user types on): those are recognised in `pending`
 * and left alone, so typing costs one array lookup per render and never reloads the content.
 */
function FollowValuePlugin({ value, pending }: { value: string; pending: RefObject<string[]> }) {
  const [editor] = useLexicalComposerContext();
  const shown = useRef(value);
  // Before paint, so the panel never shows the newer text over an undone value.
  useIsomorphicLayoutEffect(() => {
    const echoed = pending.current.indexOf(value);
    if (echoed >= 0) {
      pending.current.splice(0, echoed + 1);
      shown.current = value;
      return;
    }
    if (value === shown.current) return;
    shown.current = value;
    pending.current.length = 0;
    editor.update(
      () => {
        loadHtml(editor, value);
      },
      { tag: EXTERNAL_VALUE_TAG, discrete: true },
    );
    // Lexical's own undo steps belong to the text that was just replaced.
    editor.dispatchCommand(CLEAR_HISTORY_COMMAND, undefined);
  }, [editor, value, pending]);
  return null;
}

/** Lexical rich-text editor, 550 px high, with bold/italic/underline and image upload. */
export function RichTextEditor(props: RichTextEditorProps) {
  const labelId = useId();
  const initial = useRef(props.value);
  const pending = useRef<string[]>([]);
  return (
    <div>
      <div id={labelId} className="vt-field__label">
        {props.label}
      </div>
      <LexicalComposer
        initialConfig={{
          namespace: "vitrine-rich-text",
          nodes: [ImageNode],
          onError: (error) => props.onError?.(error.message),
          editorState: (editor) => loadHtml(editor, initial.current),
        }}
      >
        <RichTextToolbar {...props} />
        <RichTextPlugin
          contentEditable={
            <ContentEditable aria-labelledby={labelId} className="vt-textarea vt-rich__content" />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <FollowValuePlugin value={props.value} pending={pending} />
        <OnChangePlugin
          ignoreSelectionChange
          onChange={(state, editor, tags) => {
            if (tags.has(EXTERNAL_VALUE_TAG)) return;
            const html = state.read(() => sanitizeHtml($generateHtmlFromNodes(editor, null)));
            pending.current.push(html);
            if (pending.current.length > MAX_PENDING) pending.current.shift();
            props.onChange(html);
          }}
        />
      </LexicalComposer>
    </div>
  );
}

function RichTextToolbar({ uploadImage, labels, onError }: RichTextEditorProps) {
  const [editor] = useLexicalComposerContext();
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div role="toolbar" aria-label={labels.toolbar} className="vt-rich__toolbar">
      <button
        type="button"
        className="vt-btn vt-btn--small"
        onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "bold")}
      >
        <b>{labels.bold}</b>
      </button>
      <button
        type="button"
        className="vt-btn vt-btn--small"
        onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "italic")}
      >
        <i>{labels.italic}</i>
      </button>
      <button
        type="button"
        className="vt-btn vt-btn--small"
        onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "underline")}
      >
        <u>{labels.underline}</u>
      </button>
      {uploadImage && (
        <>
          <button
            type="button"
            className="vt-btn vt-btn--small"
            disabled={busy}
            onClick={() => fileRef.current?.click()}
          >
            {labels.image}
          </button>
          <input
            ref={fileRef}
            type="file"
            accept="image/jpeg,image/png,image/gif"
            hidden
            aria-label={labels.image}
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (!file) return;
              setBusy(true);
              try {
                const url = await uploadImage(file);
                editor.update(() => {
                  // No caret yet (the text was loaded, never clicked): the image ends the text.
                  if (!$getSelection()) $getRoot().selectEnd();
                  $insertNodes([$createImageNode(url, file.name)]);
                });
              } catch (error) {
                onError?.((error as Error).message);
              } finally {
                setBusy(false);
              }
            }}
          />
        </>
      )}
    </div>
  );
}
