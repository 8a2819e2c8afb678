import { contentHint } from "@vitrine/editor-core";
import { ArrowDown, ArrowUp, GripVertical, Pin, Trash2 } from "lucide-react";
import { memo } from "react";
import { blockStoreOf, useBlock } from "../canvas/block-store";
import { useEditorUi } from "../workbench/editor-context";
import { IconButton } from "../workbench/IconButton";
import { useItemDragAttributes } from "../workbench/ItemDragArea";
import { selectWithModifiers } from "../workbench/select-with-keys";

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
  const block = useBlock(blockStoreOf(editor.store), props.id);
  const type = block.component?.type;
  const selected = block.selected;
  const fixed = type !== undefined && FIXED_TYPES.has(type);
  // Dragged through the list's one draggable, which the handle's events reach (ItemDragArea): no
  // row registers with dnd-kit, so a drag re-renders no row.
  const drag = useItemDragAttributes();
  props.onRender?.(props.id);
  if (!type) return null;
  const title = tc(`component.${type}.title`);
  // What tells this row from others of its type (three 公告 rows looked the same).
  const hint = contentHint(editor.registry.get(type)?.fields, block.component?.props ?? {});
  const run = (result: { ok: boolean; message?: string | undefined }) => {
    if (!result.ok && result.message) notify(result.message);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of a run (see ManagementList), not a child of an <ol>
    <div
      role="listitem"
      data-component-id={props.id}
      className="vt-row vt-manage-row"
      data-selected={selected || undefined}
    >
      {fixed ? (
        <span title={t("manage.fixed")} className="vt-handle vt-manage-row__pin">
          <Pin size={14} aria-label={t("manage.fixed")} />
        </span>
      ) : (
        <button
          type="button"
          data-drag-handle
          {...drag}
          aria-label={`${t("manage.dragHandle")} ${title}`}
          className="vt-btn vt-btn--small vt-btn--ghost vt-btn--icon vt-handle"
        >
          <GripVertical size={14} aria-hidden="true" />
        </button>
      )}
      <button
        type="button"
        aria-pressed={selected}
        onClick={(e) => selectWithModifiers(editor, props.id, e)}
        className="vt-manage-row__title"
      >
        {title}
        {/* A space between, so the button's name reads "公告 新品上架" (the flex row draws the gap). */}
        {hint && " "}
        {hint && <span className="vt-manage-row__hint">{hint}</span>}
      </button>
      {!fixed && (
        <>
          <IconButton
            icon={ArrowUp}
            label={`${t("action.moveUp")} ${title}`}
            variant="small"
            size={14}
            disabled={props.first}
            onClick={() => run(editor.moveUp(props.id))}
          />
          <IconButton
            icon={ArrowDown}
            label={`${t("action.moveDown")} ${title}`}
            variant="small"
            size={14}
            disabled={props.last}
            onClick={() => run(editor.moveDown(props.id))}
          />
        </>
      )}
      <IconButton
        icon={Trash2}
        label={`${t("action.delete")} ${title}`}
        variant="small"
        size={14}
        onClick={() => props.onDelete(props.id)}
      />
    </div>
  );
});
