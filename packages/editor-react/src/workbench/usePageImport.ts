import type { RefusedValue } from "@vitrine/editor-core";
import { useRef, useState } from "react";
import { useEditorUi } from "./editor-context";
import type { LegacyOrigin } from "./import-page";

type ImportDialogComponent = typeof import("./ImportDialog").ImportDialog;
type PageReading = typeof import("./import-page");
export interface PendingImport {
  Dialog: ImportDialogComponent;
  replaces: boolean;
  refused: readonly RefusedValue[];
  apply: (takeFileSettings: boolean) => void;
}
/**
 * The import's question and its reading of the file (with editor-core's conversion of the
 * original's records), fetched with the chosen file, not with the editor: an editor that never
 * imports never loads them. Tests await the same promise.
 */
export const loadImportDialog = () =>
  Promise.all([import("./ImportDialog"), import("./import-page")]).then(([dialog, reading]) => ({
    ImportDialog: dialog.ImportDialog,
    reading,
  }));

/**
 * The toolbar's JSON import. An import replaces the page's components: asked first when there is
 * something to lose or something the file holds had to be emptied (it can be undone as well). A
 * file that cannot be read says why and changes nothing. The page keeps its settings unless the
 * operator takes the file's (settingsForImport). `legacyOrigin` is what an imported original
 * record carried beside its page (its id, its selected component), for its own export.
 */
export function usePageImport(
  dirty: boolean,
  report: (result: { ok: boolean; message?: string | undefined }) => void,
) {
  const { editor, notify } = useEditorUi();
  const [pendingImport, setPendingImport] = useState<PendingImport | null>(null);
  const legacyOrigin = useRef<LegacyOrigin | null>(null);
  const importJson = (text: string, Dialog: ImportDialogComponent, page: PageReading) => {
    const reading = page.readPageJson(editor, text);
    if (!reading.ok) {
      notify(reading.message);
      return;
    }
    const replaces = dirty || editor.getDocument().components.length > 0;
    const apply = (takeFileSettings: boolean) => {
      const result = editor.importDocument(
        page.documentForImport(editor, reading.document, takeFileSettings),
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
  // The import's dialog (and the field labels it lists refusals with) loads with the file.
  const importFile = async (file: File) => {
    const [text, { ImportDialog, reading }] = await Promise.all([file.text(), loadImportDialog()]);
    importJson(text, ImportDialog, reading);
  };
  return { pendingImport, setPendingImport, importFile, legacyOrigin };
}
