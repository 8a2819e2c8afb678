import type { DragEndEvent, DragMoveEvent } from "@dnd-kit/core";
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import { canvasAnnouncements } from "./canvas-announcements";
import { DragScope } from "./drag-scope";
import { draggedItemId, keyboardSteps, landingOf, moveTarget } from "./drop-position";
import { useEditorUi } from "./editor-context";

export const PALETTE_PREFIX = "palette:";
export const CANVAS_DROP_ID = "canvas";
/** The one draggable of the canvas blocks (see ItemDragArea); events name the block it moves. */
export const CANVAS_BLOCK_DRAG_ID = "canvas-block";
/** The one draggable of the palette's tiles; events name `palette:<type>`. */
export const PALETTE_DRAG_ID = "palette";

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
const KEYBOARD_OPTIONS = keyboardSteps(CANVAS);

/**
 * Drag and drop for the workbench (pointer, touch and keyboard): palette items onto the canvas, and
 * reordering on the canvas. Placement refusals are shown with editor-core's message. dnd-kit itself
 * arrives after the first frame (DragScope).
 */
export function EditorDnd({ children }: { children: ReactNode }) {
  const { editor, notify, t, tc } = useEditorUi();
  const [state, setState] = useState<DragState>(IDLE);
  const fromPalette = (id: string) => id.startsWith(PALETTE_PREFIX);
  // Made once per editor and language: the announcements read the document when they speak.
  const accessibility = useMemo(() => {
    const paletteType = (id: string) =>
      id.startsWith(PALETTE_PREFIX) ? id.slice(PALETTE_PREFIX.length) : null;
    const titleOf = (id: string) => {
      const type =
        paletteType(id) ?? editor.getDocument().components.find((c) => c.id === id)?.type;
      return type ? tc(`component.${type}.title`) : id;
    };
    return canvasAnnouncements({
      t,
      titleOf,
      paletteType,
      ids: () => editor.getDocument().components.map((c) => c.id),
      target: (active) => landingOf(CANVAS, active),
    });
  }, [editor, t, tc]);

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
    const id = draggedItemId(active);
    if (fromPalette(id)) {
      const result = editor.insert(id.slice(PALETTE_PREFIX.length), before);
      if (result.ok) editor.select([result.id]);
      else notify(result.message);
      return;
    }
    const to = moveTarget(ids, id, target);
    if (to === null) return;
    const result = editor.move(id, to);
    if (!result.ok) notify(result.message);
  };
  return (
    <DragScope
      pointer="mouse"
      keyboard={KEYBOARD_OPTIONS}
      onDragStart={({ active }) =>
        setState({ dragging: true, insertBefore: null, activeId: draggedItemId(active) })
      }
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={() => setState(IDLE)}
      accessibility={accessibility}
    >
      <DragStateContext.Provider value={state}>{children}</DragStateContext.Provider>
    </DragScope>
  );
}
