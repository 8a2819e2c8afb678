import { toLegacyPage } from "@vitrine/editor-core";
import type { RefObject } from "react";
import { useEditorUi } from "./editor-context";
import type { LegacyOrigin } from "./import-page";

/** The toolbar's two JSON downloads, named after the page: the document, and the original record. */
export function usePageExport(legacyOrigin: RefObject<LegacyOrigin | null>) {
  const { editor } = useEditorUi();
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
  return { exportJson, exportLegacyJson };
}
