import {
  type EditorState,
  type PageDocument,
  selectCanRedo,
  selectCanUndo,
  selectDocument,
} from "@vitrine/editor-core";
import { Eye, Redo2, RotateCcw, Save, Send, Undo2 } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useSelector } from "react-redux";
import { editorClipboard } from "./editor-clipboard";
import { useEditorUi } from "./editor-context";
import { IconButton } from "./IconButton";
import { JsonDialog } from "./JsonDialog";
import { ToolbarEditGroup } from "./ToolbarEditGroup";
import { ToolbarFileGroup } from "./ToolbarFileGroup";
import { usePageExport } from "./usePageExport";
import { usePageImport } from "./usePageImport";

export { loadImportDialog } from "./usePageImport";

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
  const report = (result: { ok: boolean; message?: string | undefined }) => {
    if (!result.ok && result.message) notify(result.message);
  };
  const { pendingImport, setPendingImport, importFile, legacyOrigin } = usePageImport(
    dirty,
    report,
  );
  const { exportJson, exportLegacyJson } = usePageExport(legacyOrigin);

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
        <ToolbarEditGroup clipboard={clipboard} report={report} onDelete={props.onDelete} />
        <ToolbarFileGroup
          onViewJson={() => setJson(editor.serialize(2))}
          onImportFile={importFile}
          onExport={exportJson}
          onExportLegacy={exportLegacyJson}
        />
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
