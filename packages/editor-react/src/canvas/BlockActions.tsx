import { selectComponentIds } from "@vitrine/editor-core";
import { ArrowDown, ArrowUp, CopyPlus, Trash2 } from "lucide-react";
import { createContext, useContext } from "react";
import { useSelector } from "react-redux";
import { FIXED_TYPES } from "../panels/ManagementRow";
import { useEditorUi } from "../workbench/editor-context";
import { IconButton } from "../workbench/IconButton";
import { duplicateSelection, moveSelection } from "../workbench/selection-actions";

/** How the workbench deletes a block (asking first); the canvas's action bar uses it. */
export const BlockDeleteContext = createContext<((id: string) => void) | null>(null);

/**
 * The small bar on the selected block: move up, move down, duplicate, delete. Only the selected
 * block draws it, so only that block follows the list's order (for the first/last states).
 */
export function BlockActions({ id, type }: { id: string; type: string }) {
  const { editor, t, notify } = useEditorUi();
  const onDelete = useContext(BlockDeleteContext);
  const ids = useSelector(selectComponentIds);
  const index = ids.indexOf(id);
  const fixed = FIXED_TYPES.has(type);
  const run = (result: { ok: boolean; message?: string }) => {
    if (!result.ok && result.message) notify(result.message);
  };
  return (
    // Clicks, keys and presses stop here: they are the bar's, not the block's (selection, the
    // keyboard lift on space, a pointer drag).
    <fieldset
      aria-label={t("block.actions")}
      className="vt-block__actions"
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
      onPointerDown={(e) => e.stopPropagation()}
    >
      {!fixed && (
        <>
          <IconButton
            icon={ArrowUp}
            label={t("block.moveUp")}
            variant="small"
            size={14}
            disabled={index <= 0}
            onClick={() => run(moveSelection(editor, id, -1))}
          />
          <IconButton
            icon={ArrowDown}
            label={t("block.moveDown")}
            variant="small"
            size={14}
            disabled={index < 0 || index >= ids.length - 1}
            onClick={() => run(moveSelection(editor, id, 1))}
          />
        </>
      )}
      <IconButton
        icon={CopyPlus}
        label={t("block.duplicate")}
        variant="small"
        size={14}
        onClick={() => run(duplicateSelection(editor))}
      />
      {onDelete && (
        <IconButton
          icon={Trash2}
          label={t("block.delete")}
          variant="small"
          size={14}
          onClick={() => onDelete(id)}
        />
      )}
    </fieldset>
  );
}
