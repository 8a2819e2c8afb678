import type { Active, DragEndEvent, DragMoveEvent } from "@dnd-kit/core";
import { selectComponentIds } from "@vitrine/editor-core";
import { useState } from "react";
import { useSelector } from "react-redux";
import { DragScope, useDropTarget } from "../workbench/drag-scope";
import { draggedItemId, landingOf, moveTarget, stepByItem } from "../workbench/drop-position";
import { useEditorUi } from "../workbench/editor-context";
import { type DragStyle, ItemDragArea } from "../workbench/ItemDragArea";
import { DRAG_HANDLE, ManagementRow } from "./ManagementRow";
import { managementAnnouncements } from "./management-announcements";

const LIST = "[data-vitrine-manage-list]";
const KEYBOARD_OPTIONS = { coordinateGetter: stepByItem(LIST) };
/** The list's one draggable, lifted by a row's handle (see ItemDragArea). */
const ROW_DRAG_ID = "manage-row";
const ROW_DRAGGING: DragStyle = { opacity: "0.8", "z-index": "1" };
const HANDLE_DRAGGING: DragStyle = { cursor: "grabbing" };

/**
 * Component management: every component in order, reordered by dragging a row's handle (pointer,
 * touch, or keyboard: space, arrows, space), with move up, move down and delete (which asks first,
 * through onDelete). One draggable serves every row's handle (ItemDragArea) over one list droppable,
 * and the drop position comes from the row rectangles (as on the canvas), so a drag re-renders no
 * row and a move only the list's order.
 */
export function ManagementList({
  onDelete,
  onRowRender,
}: {
  onDelete: (id: string) => void;
  /** Counts renders of each row (tests). */
  onRowRender?: ((id: string) => void) | undefined;
}) {
  const { editor, t, tc, notify } = useEditorUi();
  const ids = useSelector(selectComponentIds);
  const [insertBefore, setInsertBefore] = useState<string | null>(null);
  if (ids.length === 0) return <p className="vt-muted">{t("canvas.empty")}</p>;

  const titleOf = (id: string) => {
    const type = editor.getDocument().components.find((c) => c.id === id)?.type;
    return type ? tc(`component.${type}.title`) : id;
  };
  const finalIndex = (active: Active) => {
    const id = draggedItemId(active);
    const target = landingOf(LIST, active);
    const to = target === null ? null : moveTarget(ids, id, target);
    return to ?? ids.indexOf(id);
  };
  const onDragMove = ({ active, over }: DragMoveEvent) => {
    const next = over ? landingOf(LIST, active) : null;
    if (next !== insertBefore) setInsertBefore(next);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const target = over ? landingOf(LIST, active) : null;
    setInsertBefore(null);
    if (!target) return;
    const id = draggedItemId(active);
    const to = moveTarget(ids, id, target);
    if (to === null) return;
    // editor-core keeps the tab bar last and answers why when it refuses.
    const result = editor.move(id, to);
    if (!result.ok) notify(result.message);
  };
  return (
    <DragScope
      pointer="pointer"
      keyboard={KEYBOARD_OPTIONS}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={() => setInsertBefore(null)}
      accessibility={managementAnnouncements(t, titleOf, (id) => ids.indexOf(id), finalIndex)}
    >
      <Rows ids={ids} insertBefore={insertBefore} onDelete={onDelete} onRender={onRowRender} />
    </DragScope>
  );
}

function Rows(props: {
  ids: readonly string[];
  insertBefore: string | null;
  onDelete: (id: string) => void;
  onRender?: ((id: string) => void) | undefined;
}) {
  const { ids, insertBefore, onDelete, onRender } = props;
  const dropRef = useDropTarget("manage-list");
  const rows = ids.map((id, index) => (
    <ManagementRow
      key={id}
      id={id}
      first={index === 0}
      last={index === ids.length - 1}
      onDelete={onDelete}
      onRender={onRender}
    />
  ));
  const before =
    insertBefore === "end" ? ids.length : insertBefore ? ids.indexOf(insertBefore) : -1;
  if (before >= 0) rows.splice(before, 0, <DropLine key="drop-line" />);
  return (
    <ItemDragArea
      id={ROW_DRAG_ID}
      handle={DRAG_HANDLE}
      draggingStyle={ROW_DRAGGING}
      handleDraggingStyle={HANDLE_DRAGGING}
    >
      <ol ref={dropRef} data-vitrine-manage-list className="vt-list">
        {rows}
      </ol>
    </ItemDragArea>
  );
}

/** Where the dragged row will land. */
function DropLine() {
  return <li aria-hidden="true" data-insertion-indicator className="vt-drop-line" />;
}
