import type { Active, DragEndEvent, DragMoveEvent } from "@dnd-kit/core";
import { GripVertical } from "lucide-react";
import { type ReactElement, useMemo, useState } from "react";
import { DragScope, useDropTarget } from "../../workbench/drag-scope";
import { draggedItemId, keyboardSteps, landingOf, moveTarget } from "../../workbench/drop-position";
import { useEditorUi } from "../../workbench/editor-context";
import { type DragStyle, ItemDragArea, useItemDragAttributes } from "../../workbench/ItemDragArea";
import { managementAnnouncements } from "../management-announcements";

const HANDLE = "[data-item-drag-handle]";
const ITEM_DRAGGING: DragStyle = { opacity: "0.8", "z-index": "1" };
const HANDLE_DRAGGING: DragStyle = { cursor: "grabbing" };

/**
 * The items of a sortable list field, reordered by dragging an item's handle (pointer, touch, or
 * keyboard: space, arrows, space) as the management list's rows are: one draggable for all items
 * (ItemDragArea), the landing read from the items' rectangles (data-component-id = item key).
 */
export function SortableItems(props: {
  listId: string;
  keys: readonly string[];
  titleOf: (key: string) => string;
  onMove: (from: number, to: number) => void;
  children: ReactElement[];
}) {
  const { t } = useEditorUi();
  const { keys, onMove, titleOf } = props;
  const container = `[data-vitrine-field-list="${props.listId}"]`;
  const keyboardOptions = useMemo(() => keyboardSteps(container), [container]);
  const [insertBefore, setInsertBefore] = useState<string | null>(null);
  const finalIndex = (active: Active) => {
    const key = draggedItemId(active);
    const target = landingOf(container, active);
    return (target === null ? null : moveTarget(keys, key, target)) ?? keys.indexOf(key);
  };
  const onDragMove = ({ active, over }: DragMoveEvent) => {
    const next = over ? landingOf(container, active) : null;
    if (next !== insertBefore) setInsertBefore(next);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const target = over ? landingOf(container, active) : null;
    setInsertBefore(null);
    if (!target) return;
    const key = draggedItemId(active);
    const to = moveTarget(keys, key, target);
    if (to !== null) onMove(keys.indexOf(key), to);
  };
  const rows = props.children.slice();
  const before =
    insertBefore === "end" ? keys.length : insertBefore ? keys.indexOf(insertBefore) : -1;
  if (before >= 0)
    rows.splice(before, 0, <li key="drop-line" aria-hidden="true" className="vt-drop-line" />);
  return (
    <DragScope
      pointer="pointer"
      keyboard={keyboardOptions}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={() => setInsertBefore(null)}
      accessibility={managementAnnouncements(t, titleOf, (key) => keys.indexOf(key), finalIndex)}
    >
      <ItemDragArea
        id={`field-list-${props.listId}`}
        handle={HANDLE}
        draggingStyle={ITEM_DRAGGING}
        handleDraggingStyle={HANDLE_DRAGGING}
      >
        <DropList listId={props.listId}>{rows}</DropList>
      </ItemDragArea>
    </DragScope>
  );
}

function DropList(props: { listId: string; children: ReactElement[] }) {
  const dropRef = useDropTarget(`field-list-drop-${props.listId}`);
  return (
    <ol ref={dropRef} data-vitrine-field-list={props.listId} className="vt-list">
      {props.children}
    </ol>
  );
}

/** An item's drag handle (lifted through the list's one draggable, see ItemDragArea). */
export function DragHandle({ label }: { label: string }) {
  const drag = useItemDragAttributes();
  return (
    <button
      type="button"
      data-item-drag-handle
      {...drag}
      aria-label={label}
      className="vt-btn vt-btn--small vt-btn--ghost vt-btn--icon vt-handle"
    >
      <GripVertical size={14} aria-hidden="true" />
    </button>
  );
}
