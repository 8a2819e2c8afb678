import {
  type EditorState,
  type PageDocument,
  selectCanRedo,
  selectCanUndo,
  selectDocument,
} from "@vitrine/editor-core";
import { useEffect, useRef, useState } from "react";
import { useSelector } from "react-redux";
import { useEditorUi } from "./editor-context";
import { readPageJson } from "./import-page";
import { useConfirm } from "./use-confirm";

export interface ToolbarProps {
  /** The document as last saved: anything else is flagged as unsaved. */
  savedDocument: PageDocument;
  onDelete: (id: string) => void;
  onReset: () => void;
  onSave?: () => void;
  onPublish?: () => void;
  onPreview?: () => void;
  /** Ask before the tab closes while there are unsaved changes. */
  confirmBeforeLeave?: boolean;
  /** Told when the unsaved flag flips. */
  onDirtyChange?: ((dirty: boolean) => void) | undefined;
  /** Counts renders (tests). */
  onRender?: () => void;
}

/** Undo, redo, duplicate, copy, paste, delete, reset, JSON view/import/export, save, publish, preview. */
export function Toolbar(props: ToolbarProps) {
  const { editor, t, notify } = useEditorUi();
  // A boolean, so a keystroke re-renders the toolbar only when the flag flips.
  const saved = props.savedDocument;
  const dirty = useSelector((state: EditorState) => selectDocument(state) !== saved);
  props.onRender?.();
  useUnsavedGuard(dirty && props.confirmBeforeLeave !== false);
  const onDirtyChange = props.onDirtyChange;
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current === dirty) return;
    reported.current = dirty;
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  const canUndo = useSelector(selectCanUndo);
  const canRedo = useSelector(selectCanRedo);
  const [clipboard, setClipboard] = useState<string | null>(null);
  const [json, setJson] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const { ask, dialog } = useConfirm();
  const selected = () => editor.getSelection()[0];
  const report = (result: { ok: boolean; message?: string }) => {
    if (!result.ok && result.message) notify(result.message);
  };

  // An import replaces the whole page: asked first when there is something to lose (it can be
  // undone as well). A file that cannot be read says why and changes nothing.
  const importJson = (text: string) => {
    const reading = readPageJson(editor, text);
    if (!reading.ok) {
      notify(reading.message);
      return;
    }
    const replace = () => report(editor.importDocument(reading.document));
    if (dirty || editor.getDocument().components.length > 0) ask(t("confirm.import"), replace);
    else replace();
  };

  const exportJson = () => {
    const blob = new Blob([editor.serialize(2)], { type: "application/json" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = `${editor.getDocument().settings.name || "page"}.json`;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <>
      <div
        role="toolbar"
        aria-label={t("editor.toolbar")}
        style={{ display: "flex", gap: 6, padding: 8, flexWrap: "wrap" }}
      >
        <button type="button" disabled={!canUndo} onClick={() => editor.undo()}>
          {t("action.undo")}
        </button>
        <button type="button" disabled={!canRedo} onClick={() => editor.redo()}>
          {t("action.redo")}
        </button>
        <button
          type="button"
          onClick={() => {
            const id = selected();
            if (id) report(editor.duplicate(id));
          }}
        >
          {t("action.duplicate")}
        </button>
        <button
          type="button"
          onClick={() => {
            const result = editor.copy();
            if (!result.ok) notify(result.message);
            // Nothing selected copies nothing: say so rather than arm 粘贴 with an empty list.
            else if (result.count === 0) notify(t("panel.noSelection"));
            else setClipboard(result.payload);
          }}
        >
          {t("action.copy")}
        </button>
        <button
          type="button"
          disabled={clipboard === null}
          onClick={() => clipboard && report(editor.paste(clipboard))}
        >
          {t("action.paste")}
        </button>
        <button
          type="button"
          onClick={() => {
            const id = selected();
            if (id) props.onDelete(id);
          }}
        >
          {t("action.delete")}
        </button>
        <button type="button" onClick={props.onReset}>
          {t("action.reset")}
        </button>
        <button type="button" onClick={() => setJson(editor.serialize(2))}>
          {t("action.viewJson")}
        </button>
        <button type="button" onClick={() => fileRef.current?.click()}>
          {t("action.import")}
        </button>
        <input
          ref={fileRef}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label={t("action.import")}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) importJson(await file.text());
          }}
        />
        <button type="button" onClick={exportJson}>
          {t("action.export")}
        </button>
        <span role="status" style={{ marginLeft: "auto", alignSelf: "center", fontSize: 12 }}>
          {dirty ? t("status.unsaved") : ""}
        </span>
        {props.onPreview && (
          <button type="button" onClick={props.onPreview}>
            {t("action.preview")}
          </button>
        )}
        {props.onSave && (
          <button type="button" onClick={props.onSave}>
            {t("action.save")}
          </button>
        )}
        {props.onPublish && (
          <button type="button" onClick={props.onPublish}>
            {t("action.publish")}
          </button>
        )}
        {json !== null && (
          <div
            role="dialog"
            aria-label={t("action.viewJson")}
            style={{
              position: "fixed",
              inset: "10% 20%",
              background: "#fff",
              zIndex: 1000,
              padding: 12,
              boxShadow: "0 0 20px rgba(0,0,0,0.3)",
              display: "flex",
              flexDirection: "column",
            }}
          >
            <pre style={{ flex: 1, overflow: "auto", fontSize: 12 }}>{json}</pre>
            <button type="button" onClick={() => setJson(null)}>
              {t("action.close")}
            </button>
          </div>
        )}
      </div>
      {dialog}
    </>
  );
}

/** A tab close asks first while there are unsaved changes. */
function useUnsavedGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
}
