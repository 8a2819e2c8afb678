import {
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { createContext, type ReactNode, useContext, useState } from "react";
import { landingOf, moveTarget, stepByItem } from "./drop-position";
import { useEditorUi } from "./editor-context";
import { POINTER_OPTIONS, TOUCH_OPTIONS } from "./sensor-options";

export const PALETTE_PREFIX = "palette:";
export const CANVAS_DROP_ID = "canvas";

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

/**
 * Drag and drop for the workbench (pointer, touch and keyboard): palette items onto the canvas, and
 * reordering on the canvas. Placement refusals are shown with editor-core's message.
 */
export function EditorDnd({ children }: { children: ReactNode }) {
  const { editor, notify } = useEditorUi();
  const [state, setState] = useState<DragState>(IDLE);
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(TouchSensor, TOUCH_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );
  const fromPalette = (id: unknown) => String(id).startsWith(PALETTE_PREFIX);

  const onDragMove = ({ active, over }: DragMoveEvent) => {
    const insertBefore = over ? landingOf(CANVAS, active) : null;
    if (insertBefore !== state.insertBefore)
      setState({ dragging: true, insertBefore, activeId: String(active.id) });
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
    const to = moveTarget(ids, String(active.id), target);
    if (to === null) return;
    const result = editor.move(String(active.id), to);
    if (!result.ok) notify(result.message);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={rectIntersection}
      onDragStart={({ active }) =>
        setState({ dragging: true, insertBefore: null, activeId: String(active.id) })
      }
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={() => setState(IDLE)}
    >
      <DragStateContext.Provider value={state}>{children}</DragStateContext.Provider>
    </DndContext>
  );
}
