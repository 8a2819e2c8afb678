import { useDraggable } from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import { memo } from "react";
import { blockStoreOf, useBlock } from "../canvas/block-store";
import { useEditorUi } from "../workbench/editor-context";

// The tab bar stays fixed at the end of the page (editor-core refuses to move it).
export const FIXED_TYPES: ReadonlySet<string> = new Set(["tabBar"]);

/**
 * One component of the management list: a drag handle (pointer, touch or keyboard: space lifts,
 * arrows move, space drops), its title (selects it), move up, move down and delete.
 */
export const ManagementRow = memo(function ManagementRow(props: {
  id: string;
  first: boolean;
  last: boolean;
  onDelete: (id: string) => void;
  onRender?: (id: string) => void;
}) {
  const { editor, t, tc, notify } = useEditorUi();
  // Per-component subscription (see block-store): a long list costs nothing per keystroke.
  const type = useBlock(blockStoreOf(editor.store), props.id).component?.type;
  const fixed = type !== undefined && FIXED_TYPES.has(type);
  const sortable = useDraggable({ id: props.id, disabled: fixed });
  props.onRender?.(props.id);
  if (!type) return null;
  const title = tc(`component.${type}.title`);
  const run = (result: { ok: boolean; message?: string }) => {
    if (!result.ok && result.message) notify(result.message);
  };
  return (
    <li
      ref={sortable.setNodeRef}
      data-component-id={props.id}
      style={{
        display: "flex",
        alignItems: "center",
        gap: 4,
        padding: "6px 0",
        borderBottom: "1px solid #ebedf0",
        background: "#fff",
        position: "relative",
        zIndex: sortable.isDragging ? 1 : undefined,
        opacity: sortable.isDragging ? 0.8 : 1,
        transform: CSS.Translate.toString(sortable.transform),
      }}
    >
      {fixed ? (
        <span title={t("manage.fixed")} style={{ width: 24, textAlign: "center" }}>
          📌
        </span>
      ) : (
        <button
          type="button"
          ref={sortable.setActivatorNodeRef}
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={`${t("manage.dragHandle")} ${title}`}
          style={{ cursor: sortable.isDragging ? "grabbing" : "grab", touchAction: "none" }}
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
