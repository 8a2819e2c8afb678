import { memo } from "react";
import { blockStoreOf, useBlock } from "../canvas/block-store";
import { useEditorUi } from "../workbench/editor-context";
import { useItemDragAttributes } from "../workbench/ItemDragArea";

// The tab bar stays fixed at the end of the page (editor-core refuses to move it).
export const FIXED_TYPES: ReadonlySet<string> = new Set(["tabBar"]);
/** The drag handles, which the list's one draggable is lifted by (see ManagementList). */
export const DRAG_HANDLE = "[data-drag-handle]";

/**
 * One component of the management list: a drag handle (pointer, touch or keyboard: space lifts,
 * arrows move, space drops), its title (selects it), move up, move down and delete.
 */
export const ManagementRow = memo(function ManagementRow(props: {
  id: string;
  first: boolean;
  last: boolean;
  onDelete: (id: string) => void;
  onRender?: ((id: string) => void) | undefined;
}) {
  const { editor, t, tc, notify } = useEditorUi();
  // Per-component subscription (see block-store): a long list costs nothing per keystroke.
  const type = useBlock(blockStoreOf(editor.store), props.id).component?.type;
  const fixed = type !== undefined && FIXED_TYPES.has(type);
  // Dragged through the list's one draggable, which the handle's events reach (ItemDragArea): no
  // row registers with dnd-kit, so a drag re-renders no row.
  const drag = useItemDragAttributes();
  props.onRender?.(props.id);
  if (!type) return null;
  const title = tc(`component.${type}.title`);
  const run = (result: { ok: boolean; message?: string | undefined }) => {
    if (!result.ok && result.message) notify(result.message);
  };
  return (
    <li
      data-component-id={props.id}
      style={{
        display: "flex",
        alignItems: "center",
        gap: 4,
        padding: "6px 0",
        borderBottom: "1px solid #ebedf0",
        background: "#fff",
        position: "relative",
      }}
    >
      {fixed ? (
        <span title={t("manage.fixed")} style={{ width: 24, textAlign: "center" }}>
          📌
        </span>
      ) : (
        <button
          type="button"
          data-drag-handle
          {...drag}
          aria-label={`${t("manage.dragHandle")} ${title}`}
          style={{ cursor: "grab", touchAction: "none" }}
        >
          ⠿
        </button>
      )}
      <button
        type="button"
        onClick={() => editor.select([props.id])}
        style={{ flex: 1, textAlign: "left" }}
      >
        {title}
      </button>
      {!fixed && (
        <>
          <button
            type="button"
            aria-label={`${t("action.moveUp")} ${title}`}
            disabled={props.first}
            onClick={() => run(editor.moveUp(props.id))}
          >
            ↑
          </button>
          <button
            type="button"
            aria-label={`${t("action.moveDown")} ${title}`}
            disabled={props.last}
            onClick={() => run(editor.moveDown(props.id))}
          >
            ↓
          </button>
        </>
      )}
      <button
        type="button"
        aria-label={`${t("action.delete")} ${title}`}
        onClick={() => props.onDelete(props.id)}
      >
        ×
      </button>
    </li>
  );
});
