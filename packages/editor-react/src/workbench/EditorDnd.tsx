import {
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { createContext, type ReactNode, useContext, useState } from "react";
import { useEditorUi } from "./editor-context";

export const PALETTE_PREFIX = "palette:";
export const CANVAS_DROP_ID = "canvas";

/**
 * The block a drop at this height lands before (or "end"): the first block whose middle is below
 * it. Reading the rectangles here, rather than registering a droppable per block, keeps inserts and
 * deletes from re-rendering every block.
 */
function insertionPoint(centerY: number, activeId: string): string {
  const canvas = document.querySelector("[data-vitrine-canvas]");
  const blocks = canvas ? canvas.querySelectorAll<HTMLElement>("[data-component-id]") : [];
  for (const block of blocks) {
    const id = block.dataset.componentId;
    if (!id || id === activeId) continue;
    const rect = block.getBoundingClientRect();
    if (centerY < rect.top + rect.height / 2) return id;
  }
  return "end";
}

export interface DragState {
  /** True from drag start to drop: canvas children ignore the pointer meanwhile. */
  dragging: boolean;
  /** Where a palette item would land: before this component id, or "end". */
  insertBefore: string | null;
}

const DragStateContext = createContext<DragState>({ dragging: false, insertBefore: null });
export const useDragState = () => useContext(DragStateContext);

/**
 * Drag and drop for the workbench (pointer, touch and keyboard): palette items onto the canvas, and
 * reordering on the canvas. Placement refusals are shown with editor-core's message.
 */
/** Arrow keys move a lifted block past one neighbouring block per press. */
const stepByBlock: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const rect = context.collisionRect;
  if (!rect || (event.code !== "ArrowDown" && event.code !== "ArrowUp")) return undefined;
  const centre = rect.top + rect.height / 2;
  const activeId = String(context.active ?? "");
  const canvas = document.querySelector("[data-vitrine-canvas]");
  const others = [...(canvas?.querySelectorAll<HTMLElement>("[data-component-id]") ?? [])]
    .filter((block) => block.dataset.componentId !== activeId)
    .map((block) => block.getBoundingClientRect());
  const down = event.code === "ArrowDown";
  const next = down
    ? others.find((r) => r.top + r.height / 2 > centre)
    : others.reverse().find((r) => r.top + r.height / 2 < centre);
  if (!next) return currentCoordinates;
  const target = down ? next.bottom + 1 : next.top - 1;
  return { ...currentCoordinates, y: currentCoordinates.y + (target - centre) };
};

export function EditorDnd({ children }: { children: ReactNode }) {
  const { editor, notify } = useEditorUi();
  const [state, setState] = useState<DragState>({ dragging: false, insertBefore: null });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: stepByBlock }),
  );
  const fromPalette = (id: unknown) => String(id).startsWith(PALETTE_PREFIX);

  const onDragMove = ({ active, over }: DragMoveEvent) => {
    const rect = active.rect.current.translated;
    const insertBefore =
      over && rect ? insertionPoint(rect.top + rect.height / 2, String(active.id)) : null;
    if (insertBefore !== state.insertBefore) setState({ dragging: true, insertBefore });
  };
  const onDragEnd = ({ active }: DragEndEvent) => {
    const target = state.insertBefore;
    setState({ dragging: false, insertBefore: null });
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
    const from = ids.indexOf(String(active.id));
    // Removing the block first shifts the later positions up by one.
    const to = from < before ? before - 1 : before;
    if (from < 0 || from === to) return;
    const result = editor.move(String(active.id), to);
    if (!result.ok) notify(result.message);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={rectIntersection}
      onDragStart={() => setState({ dragging: true, insertBefore: null })}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={() => setState({ dragging: false, insertBefore: null })}
    >
      <DragStateContext.Provider value={state}>{children}</DragStateContext.Provider>
    </DndContext>
  );
}
