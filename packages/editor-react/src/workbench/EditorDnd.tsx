import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { createContext, type ReactNode, useContext, useState } from "react";
import { useEditorUi } from "./editor-context";

export const PALETTE_PREFIX = "palette:";

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
export function EditorDnd({ children }: { children: ReactNode }) {
  const { editor, notify } = useEditorUi();
  const [state, setState] = useState<DragState>({ dragging: false, insertBefore: null });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const fromPalette = (id: unknown) => String(id).startsWith(PALETTE_PREFIX);

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!fromPalette(active.id)) return;
    setState({ dragging: true, insertBefore: over ? String(over.id) : null });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setState({ dragging: false, insertBefore: null });
    if (!over) return;
    const ids = editor.getDocument().components.map((c) => c.id);
    const target = String(over.id);
    const index = target === "canvas-end" ? ids.length : ids.indexOf(target);
    if (fromPalette(active.id)) {
      const result = editor.insert(
        String(active.id).slice(PALETTE_PREFIX.length),
        index < 0 ? undefined : index,
      );
      if (result.ok) editor.select([result.id]);
      else notify(result.message);
      return;
    }
    if (active.id === over.id || index < 0) return;
    const result = editor.move(String(active.id), Math.min(index, ids.length - 1));
    if (!result.ok) notify(result.message);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={() => setState({ dragging: true, insertBefore: null })}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => setState({ dragging: false, insertBefore: null })}
    >
      <DragStateContext.Provider value={state}>{children}</DragStateContext.Provider>
    </DndContext>
  );
}
