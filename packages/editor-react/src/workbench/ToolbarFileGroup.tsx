import { Braces, FileDown, FileOutput, FileUp } from "lucide-react";
import { useRef } from "react";
import { useEditorUi } from "./editor-context";
import { IconButton } from "./IconButton";

/** The toolbar's JSON view, import (through a hidden file input) and two exports, a section of Toolbar. */
export function ToolbarFileGroup({
  onViewJson,
  onImportFile,
  onExport,
  onExportLegacy,
}: {
  onViewJson: () => void;
  onImportFile: (file: File) => void;
  onExport: () => void;
  onExportLegacy: () => void;
}) {
  const { t } = useEditorUi();
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <div className="vt-toolbar__group">
      <IconButton icon={Braces} label={t("action.viewJson")} variant="ghost" onClick={onViewJson} />
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
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) onImportFile(file);
        }}
      />
      <IconButton icon={FileDown} label={t("action.export")} variant="ghost" onClick={onExport} />
      <IconButton
        icon={FileOutput}
        label={t("action.exportLegacy")}
        variant="ghost"
        onClick={onExportLegacy}
      />
    </div>
  );
}
