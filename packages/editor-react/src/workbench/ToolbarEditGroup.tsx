import { ClipboardPaste, Copy, CopyPlus, Trash2 } from "lucide-react";
import { editorClipboard } from "./editor-clipboard";
import { useEditorUi } from "./editor-context";
import { IconButton } from "./IconButton";
import { selectionInPageOrder } from "./select-with-keys";
import { duplicateSelection } from "./selection-actions";

/** The toolbar's duplicate, copy, paste and delete buttons, a section of Toolbar. */
export function ToolbarEditGroup({
  clipboard,
  report,
  onDelete,
}: {
  /** What copy last put on the editors' clipboard; null disables paste. */
  clipboard: string | null;
  report: (result: { ok: boolean; message?: string | undefined }) => void;
  onDelete: (id: string) => void;
}) {
  const { editor, t, notify } = useEditorUi();
  return (
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
          const id = editor.getSelection()[0];
          if (id) onDelete(id);
        }}
      />
    </div>
  );
}
