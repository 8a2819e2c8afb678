import {
  type EditorState,
  type PageDocument,
  type RefusedValue,
  selectCanRedo,
  selectCanUndo,
  selectDocument,
  toLegacyPage,
} from "@vitrine/editor-core";
import {
  Braces,
  ClipboardPaste,
  Copy,
  CopyPlus,
  Eye,
  FileDown,
  FileOutput,
  FileUp,
  Redo2,
  RotateCcw,
  Save,
  Send,
  Trash2,
  Undo2,
} from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useSelector } from "react-redux";
import { editorClipboard } from "./editor-clipboard";
import { useEditorUi } from "./editor-context";
import { IconButton } from "./IconButton";
import { documentForImport, type LegacyOrigin, readPageJson } from "./import-page";
import { JsonDialog } from "./JsonDialog";
import { selectionInPageOrder } from "./select-with-keys";
import { duplicateSelection } from "./selection-actions";

export interface ToolbarProps {
  /** The document as last saved: anything else is flagged as unsaved. */
  savedDocument: PageDocument;
  onDelete: (id: string) => void;
  onReset: () => void;
  onSave?: (() => void) | undefined;
  onPublish?: (() => void) | undefined;
  onPreview?: (() => void) | undefined;
  /** Ask before the tab closes while there are unsaved changes. */
  confirmBeforeLeave?: boolean | undefined;
  /** Told when the unsaved flag flips. */
  onDirtyChange?: ((dirty: boolean) => void) | undefined;
  /** Counts renders (tests). */
  onRender?: (() => void) | undefined;
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
  // Shared by every editor on the page, and also put on the system clipboard (editor-clipboard).
  const clipboard = useSyncExternalStore(
    editorClipboard.subscribe,
    editorClipboard.read,
    editorClipboard.read,
  );
  const [json, setJson] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const selected = () => editor.getSelection()[0];
  const report = (result: { ok: boolean; message?: string | undefined }) => {
    if (!result.ok && result.message) notify(result.message);
  };

  // An import replaces the page's components: asked first when there is something to lose or
  // something the file holds had to be emptied (it can be undone as well). A file that cannot be
  // read says why and changes nothing. The page keeps its settings unless the operator takes the
  // file's (settingsForImport).
  const [pendingImport, setPendingImport] = useState<PendingImport | null>(null);
  // What an imported original record carried beside its page (its id, its selected component).
  const legacyOrigin = useRef<LegacyOrigin | null>(null);
  const importJson = (text: string, Dialog: ImportDialogComponent) => {
    const reading = readPageJson(editor, text);
    if (!reading.ok) {
      notify(reading.message);
      return;
    }
    const replaces = dirty || editor.getDocument().components.length > 0;
    const apply = (takeFileSettings: boolean) => {
      const result = editor.importDocument(
        documentForImport(editor, reading.document, takeFileSettings),
      );
      report(result);
      if (!result.ok) return;
      // An original record keeps its id and selected component for its own export.
      legacyOrigin.current = reading.legacy ?? null;
      const active = reading.legacy && editor.getDocument().components[reading.legacy.activeIndex];
      if (active) editor.select([active.id]);
    };
    if (replaces || reading.refused.length > 0)
      setPendingImport({ Dialog, replaces, refused: reading.refused, apply });
    else apply(false);
  };

  const download = (text: string, suffix: string) => {
    const blob = new Blob([text], { type: "application/json" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = `${editor.getDocument().settings.name || "page"}${suffix}`;
    link.click();
    URL.revokeObjectURL(url);
  };
  const exportJson = () => download(editor.serialize(2), ".json");
  // The original editor's {id, name, templateJson, component} record in its own value types, so
  // its pages imported here export back unchanged (issue 34, item 3).
  const exportLegacyJson = () => {
    const record = toLegacyPage(editor.getDocument(), {
      registry: editor.registry,
      id: legacyOrigin.current?.id ?? null,
      activeId: editor.getSelection()[0],
    });
    download(JSON.stringify(record, null, 2), ".original.json");
  };

  return (
    <>
      <div role="toolbar" aria-label={t("editor.toolbar")} className="vt-toolbar">
        <div className="vt-toolbar__group">
          <IconButton
            icon={Undo2}
            label={t("action.undo")}
            shortcut="Control+Z"
            variant="ghost"
            disabled={!canUndo}
            onClick={() => editor.undo()}
          />
          <IconButton
            icon={Redo2}
            label={t("action.redo")}
            shortcut="Control+Y"
            variant="ghost"
            disabled={!canRedo}
            onClick={() => editor.redo()}
          />
          <IconButton
            icon={RotateCcw}
            label={t("action.reset")}
            variant="ghost"
            onClick={props.onReset}
          />
        </div>
        <div className="vt-toolbar__group">
          <IconButton
            icon={CopyPlus}
            label={t("action.duplicate")}
            variant="ghost"
            onClick={() => report(duplicateSelection(editor))}
          />
          <IconButton
            icon={Copy}
            label={t("action.copy")}
            variant="ghost"
            onClick={() => {
              const result = editor.copy(selectionInPageOrder(editor));
              if (!result.ok) notify(result.message);
              // Nothing selected copies nothing: say so rather than arm 粘贴 with an empty list.
              else if (result.count === 0) notify(t("panel.noSelection"));
              else editorClipboard.write(result.payload);
            }}
          />
          <IconButton
            icon={ClipboardPaste}
            label={t("action.paste")}
            variant="ghost"
            disabled={clipboard === null}
            onClick={() => {
              if (!clipboard) return;
              const result = editor.paste(clipboard);
              report(result);
              if (result.ok && result.ids.length > 0) editor.select(result.ids);
            }}
          />
          <IconButton
            icon={Trash2}
            label={t("action.delete")}
            shortcut="Delete"
            variant="ghost"
            onClick={() => {
              const id = selected();
              if (id) props.onDelete(id);
            }}
          />
        </div>
        <div className="vt-toolbar__group">
          <IconButton
            icon={Braces}
            label={t("action.viewJson")}
            variant="ghost"
            onClick={() => setJson(editor.serialize(2))}
          />
          <IconButton
            icon={FileUp}
            label={t("action.import")}
            variant="ghost"
            onClick={() => fileRef.current?.click()}
          />
          <input
            ref={fileRef}
            type="file"
            accept="application/json,.json"
            hidden
            aria-label={t("action.import")}
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              // The import's dialog (and the field labels it lists refusals with) loads with the
              // file, not with the editor.
              if (file) {
                const [text, { ImportDialog }] = await Promise.all([
                  file.text(),
                  loadImportDialog(),
                ]);
                importJson(text, ImportDialog);
              }
            }}
          />
          <IconButton
            icon={FileDown}
            label={t("action.export")}
            variant="ghost"
            onClick={exportJson}
          />
          <IconButton
            icon={FileOutput}
            label={t("action.exportLegacy")}
            variant="ghost"
            onClick={exportLegacyJson}
          />
        </div>
        <div className="vt-toolbar__end">
          <SaveState dirty={dirty} savedDocument={saved} />
          {props.onPreview && (
            <button type="button" className="vt-btn" onClick={props.onPreview}>
              <Eye size={16} aria-hidden="true" />
              {t("action.preview")}
            </button>
          )}
          {props.onSave && (
            <button type="button" className="vt-btn" onClick={props.onSave}>
              <Save size={16} aria-hidden="true" />
              {t("action.save")}
            </button>
          )}
          {props.onPublish && (
            <button type="button" className="vt-btn vt-btn--primary" onClick={props.onPublish}>
              <Send size={16} aria-hidden="true" />
              {t("action.publish")}
            </button>
          )}
        </div>
        {json !== null && (
          <JsonDialog
            title={t("action.viewJson")}
            json={json}
            closeLabel={t("action.close")}
            onClose={() => setJson(null)}
          />
        )}
      </div>
      {pendingImport && (
        <pendingImport.Dialog
          replaces={pendingImport.replaces}
          refused={pendingImport.refused}
          onCancel={() => setPendingImport(null)}
          onImport={(takeFileSettings) => {
            setPendingImport(null);
            pendingImport.apply(takeFileSettings);
          }}
        />
      )}
    </>
  );
}

type ImportDialogComponent = typeof import("./ImportDialog").ImportDialog;
interface PendingImport {
  Dialog: ImportDialogComponent;
  replaces: boolean;
  refused: readonly RefusedValue[];
  apply: (takeFileSettings: boolean) => void;
}
/** The import's question, fetched with the chosen file (tests await the same promise). */
export const loadImportDialog = () => import("./ImportDialog");

/**
 * 有未保存的修改 while the page differs from the last save; 已保存 with the time once a save in
 * this session stored it; nothing before the first change.
 */
function SaveState({ dirty, savedDocument }: { dirty: boolean; savedDocument: PageDocument }) {
  const { t, locale } = useEditorUi();
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const first = useRef(savedDocument);
  useEffect(() => {
    if (savedDocument !== first.current) setSavedAt(new Date());
  }, [savedDocument]);
  const time = savedAt?.toLocaleTimeString(
    locale === "en" ? "en" : locale === "zh-tw" ? "zh-TW" : "zh-CN",
    {
      hour: "2-digit",
      minute: "2-digit",
    },
  );
  return (
    <span role="status" className="vt-save-state" data-dirty={dirty || undefined}>
      {dirty ? t("status.unsaved") : savedAt ? `${t("status.saved")} ${time}` : ""}
    </span>
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
