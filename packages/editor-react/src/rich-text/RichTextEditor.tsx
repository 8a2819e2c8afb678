import { $generateHtmlFromNodes, $generateNodesFromDOM } from "@lexical/html";
import { LexicalComposer } from "@lexical/react/LexicalComposer";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { HistoryPlugin } from "@lexical/react/LexicalHistoryPlugin";
import { OnChangePlugin } from "@lexical/react/LexicalOnChangePlugin";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import { $getRoot, $insertNodes, FORMAT_TEXT_COMMAND, type LexicalEditor } from "lexical";
import { useId, useRef, useState } from "react";
import { sanitizeHtml } from "../render/sanitize-html";
import { $createImageNode, ImageNode } from "./ImageNode";
import { RICH_TEXT_HEIGHT } from "./rich-text-height";

export interface RichTextEditorProps {
  label: string;
  /** Initial HTML (read once on mount). */
  value: string;
  /** Called with sanitised HTML after every change. */
  onChange: (html: string) => void;
  /** Uploads an image and answers its URL (the admin app posts it to /api/upload/wang_image). */
  uploadImage?: (file: File) => Promise<string>;
  labels: { toolbar: string; bold: string; italic: string; underline: string; image: string };
  onError?: (message: string) => void;
}

function loadHtml(editor: LexicalEditor, html: string) {
  const dom = new DOMParser().parseFromString(sanitizeHtml(html), "text/html");
  const root = $getRoot();
  root.clear();
  root.select();
  $insertNodes($generateNodesFromDOM(editor, dom));
}

/** Lexical rich-text editor, 550 px high, with bold/italic/underline and image upload. */
export function RichTextEditor(props: RichTextEditorProps) {
  const labelId = useId();
  const initial = useRef(props.value);
  return (
    <div>
      <div id={labelId} style={{ fontSize: 13, marginBottom: 4 }}>
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
            <ContentEditable
              aria-labelledby={labelId}
              style={{
                height: RICH_TEXT_HEIGHT,
                overflowY: "auto",
                border: "1px solid #dcdee0",
                padding: 8,
                outline: "none",
              }}
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <OnChangePlugin
          ignoreSelectionChange
          onChange={(state, editor) =>
            state.read(() => props.onChange(sanitizeHtml($generateHtmlFromNodes(editor, null))))
          }
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
    <div
      role="toolbar"
      aria-label={labels.toolbar}
      style={{ display: "flex", gap: 4, marginBottom: 4 }}
    >
      <button type="button" onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "bold")}>
        <b>{labels.bold}</b>
      </button>
      <button type="button" onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "italic")}>
        <i>{labels.italic}</i>
      </button>
      <button
        type="button"
        onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "underline")}
      >
        <u>{labels.underline}</u>
      </button>
      {uploadImage && (
        <>
          <button type="button" disabled={busy} onClick={() => fileRef.current?.click()}>
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
                editor.update(() => $insertNodes([$createImageNode(url, file.name)]));
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
