import type { Active, DragEndEvent, DragMoveEvent } from "@dnd-kit/core";
import { selectComponentIds } from "@vitrine/editor-core";
import { memo, useState } from "react";
import { useSelector } from "react-redux";
import { DragScope, useDropTarget } from "../workbench/drag-scope";
import { draggedItemId, keyboardSteps, landingOf, moveTarget } from "../workbench/drop-position";
import { useEditorUi } from "../workbench/editor-context";
import { type DragStyle, ItemDragArea } from "../workbench/ItemDragArea";
import { runStyle, sameRunProps, splitIntoRuns } from "../workbench/runs";
import { DRAG_HANDLE, ManagementRow } from "./ManagementRow";
import { managementAnnouncements } from "./management-announcements";

const LIST = "[data-vitrine-manage-list]";
const KEYBOARD_OPTIONS = keyboardSteps(LIST);
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
  const [dragged, setDragged] = useState<string | null>(null);
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
    setDragged(null);
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
      onDragStart={({ active }) => setDragged(draggedItemId(active))}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setInsertBefore(null);
        setDragged(null);
      }}
      accessibility={managementAnnouncements(t, titleOf, (id) => ids.indexOf(id), finalIndex)}
    >
      <Rows
        ids={ids}
        insertBefore={insertBefore}
        dragged={dragged}
        onDelete={onDelete}
        onRender={onRowRender}
      />
    </DragScope>
  );
}

/**
 * The rows in runs the browser skips while scrolled out of the panel (see workbench/runs.ts). A row
 * is 25 elements (four lucide icon buttons); at 1,000 rows the list held two thirds of the page's
 * elements, and every drag or move on the canvas laid out and restyled all of them (26,750 layout
 * objects against 11,641 before the icons; style and layout per canvas drag 2.7 + 3.9 ms became
 * 5.9 + 7.5 ms in a trace). In runs, the same drag lays out 2,090 objects in 2.3 ms (traces of 10
 * drops, 2026-11-26).
 */
function Rows(props: {
  ids: readonly string[];
  insertBefore: string | null;
  dragged: string | null;
  onDelete: (id: string) => void;
  onRender?: ((id: string) => void) | undefined;
}) {
  const { ids, onDelete, onRender } = props;
  const dropRef = useDropTarget("manage-list");
  const runs = splitIntoRuns(ids, props.insertBefore, props.dragged, true).map((run) => (
    <RowRun
      key={run.start}
      ids={run.ids}
      first={run.start === 0}
      last={run.start + run.ids.length === ids.length}
      insertBefore={run.insertBefore}
      holdsDragged={run.holdsDragged}
      onDelete={onDelete}
      onRender={onRender}
    />
  ));
  return (
    <ItemDragArea
      id={ROW_DRAG_ID}
      handle={DRAG_HANDLE}
      draggingStyle={ROW_DRAGGING}
      handleDraggingStyle={HANDLE_DRAGGING}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: the rows sit in runs (plain divs, for content-visibility), and an <ol> may hold only <li> */}
      <div ref={dropRef} role="list" data-vitrine-manage-list className="vt-list">
        {runs}
      </div>
    </ItemDragArea>
  );
}

type RunProps = {
  ids: readonly string[];
  /** The run starts or ends the list (its first row cannot move up, its last down). */
  first: boolean;
  last: boolean;
  /** The row of this run the drop line is drawn before, or "end" in the last run. */
  insertBefore: string | null;
  holdsDragged: boolean;
  onDelete: (id: string) => void;
  onRender: ((id: string) => void) | undefined;
};

const RowRun = memo(function RowRun(props: RunProps) {
  const { ids } = props;
  const rows = ids.map((id, index) => (
    <ManagementRow
      key={id}
      id={id}
      first={props.first && index === 0}
      last={props.last && index === ids.length - 1}
      onDelete={props.onDelete}
      onRender={props.onRender}
    />
  ));
  const before =
    props.insertBefore === "end"
      ? ids.length
      : props.insertBefore
        ? ids.indexOf(props.insertBefore)
        : -1;
  if (before >= 0) rows.splice(before, 0, <DropLine key="drop-line" />);
  return <div style={props.holdsDragged ? undefined : RUN_STYLE}>{rows}</div>;
}, sameRunProps);

/** A run's size before it is first laid out: a row is 44 px with its gap; later its real size. */
const RUN_STYLE = runStyle(44);

/** Where the dragged row will land. */
function DropLine() {
  return <div aria-hidden="true" data-insertion-indicator className="vt-drop-line" />;
}
