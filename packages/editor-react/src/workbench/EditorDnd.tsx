import {
  type Announcements,
  type DataRef,
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  defaultAnnouncements,
  KeyboardSensor,
  MouseSensor,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { createContext, type ReactNode, useContext, useState } from "react";
import { draggedItemId, landingOf, moveTarget, stepByItem } from "./drop-position";
import { useEditorUi } from "./editor-context";
import { MOUSE_OPTIONS, TOUCH_OPTIONS } from "./sensor-options";

export const PALETTE_PREFIX = "palette:";
export const CANVAS_DROP_ID = "canvas";
/** The one draggable of the canvas blocks (see ItemDragArea); events name the block it moves. */
export const CANVAS_BLOCK_DRAG_ID = "canvas-block";

export interface DragState {
  /** True from drag start to drop: canvas children ignore the pointer meanwhile. */
  dragging: boolean;
  /** Where a palette item would land: before this component id, or "end". */
  insertBefore: string | null;
  /** The id being dragged (a component's, or a palette item's with PALETTE_PREFIX). */
  activeId: string | null;
}

const IDLE: DragState = { dragging: false, insertBefore: null, activeId: null };
const DragStateContext = createContext<DragState>(IDLE);
export const useDragState = () => useContext(DragStateContext);

const CANVAS = "[data-vitrine-canvas]";
const KEYBOARD_OPTIONS = { coordinateGetter: stepByItem(CANVAS) };

/** dnd-kit's default announcements, naming the dragged block rather than the canvas's draggable. */
const asItem = <T extends { active: { id: string | number; data: DataRef } }>(event: T): T => ({
  ...event,
  active: { ...event.active, id: draggedItemId(event.active) },
});
const ACCESSIBILITY: { announcements: Announcements } = {
  announcements: {
    onDragStart: (event) => defaultAnnouncements.onDragStart(asItem(event)),
    onDragOver: (event) => defaultAnnouncements.onDragOver(asItem(event)),
    onDragEnd: (event) => defaultAnnouncements.onDragEnd(asItem(event)),
    onDragCancel: (event) => defaultAnnouncements.onDragCancel(asItem(event)),
  },
};

/**
 * Drag and drop for the workbench (pointer, touch and keyboard): palette items onto the canvas, and
 * reordering on the canvas. Placement refusals are shown with editor-core's message.
 */
export function EditorDnd({ children }: { children: ReactNode }) {
  const { editor, notify } = useEditorUi();
  const [state, setState] = useState<DragState>(IDLE);
  const sensors = useSensors(
    // Mouse, not pointer: a pointer sensor also takes a touch, and lifts it after 5 px while the
    // browser is scrolling the canvas under the finger, which cancels it. A touch goes to the touch
    // sensor: hold still for 200 ms to lift, swipe to scroll.
    useSensor(MouseSensor, MOUSE_OPTIONS),
    useSensor(TouchSensor, TOUCH_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );
  const fromPalette = (id: unknown) => String(id).startsWith(PALETTE_PREFIX);

  const onDragMove = ({ active, over }: DragMoveEvent) => {
    const insertBefore = over ? landingOf(CANVAS, active) : null;
    if (insertBefore !== state.insertBefore)
      setState({ dragging: true, insertBefore, activeId: draggedItemId(active) });
  };
  const onDragEnd = ({ active }: DragEndEvent) => {
    const target = state.insertBefore;
    setState(IDLE);
    if (!target) return;
    const ids = editor.getDocument().components.map((c) => c.id);
    const before = target === "end" ? ids.length : ids.indexOf(target);
    if (before < 0) return;
    if (fromPalette(active.id)) {
      const result = editor.insert(String(active.id).slice(PALETTE_PREFIX.length), before);
      if (result.ok) editor.select([result.id]);
      else notify(result.message);
      return;
    }
    const id = draggedItemId(active);
    const to = moveTarget(ids, id, target);
    if (to === null) return;
    const result = editor.move(id, to);
    if (!result.ok) notify(result.message);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={rectIntersection}
      accessibility={ACCESSIBILITY}
      onDragStart={({ active }) =>
        setState({ dragging: true, insertBefore: null, activeId: draggedItemId(active) })
      }
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={() => setState(IDLE)}
    >
      <DragStateContext.Provider value={state}>{children}</DragStateContext.Provider>
    </DndContext>
  );
}
