import type {
  Active,
  DragEndEvent,
  DragMoveEvent,
  KeyboardCoordinateGetter,
  KeyboardSensorOptions,
} from "@dnd-kit/core";
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import type { canvasAnnouncements } from "./canvas-announcements";
import type { DropPlace, SlotPlace } from "./canvas-drop";
import type { CanvasKeySteps } from "./canvas-key-steps";
import { DragScope, loadedDragLayer } from "./drag-scope";
import { draggedItemId, draggedRect } from "./drop-position";
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
  /** Where it would land inside a container's slot (SlotZone draws the line); else null. */
  slot: SlotPlace | null;
}

const IDLE: DragState = { dragging: false, insertBefore: null, activeId: null, slot: null };
const DragStateContext = createContext<DragState>(IDLE);
export const useDragState = () => useContext(DragStateContext);

const CANVAS = "[data-vitrine-canvas]";

/**
 * The drop maths (canvas-drop.ts, canvas-key-steps.ts), which come with the drag layer's chunk:
 * every drag callback runs after it arrived.
 */
const layer = () => loadedDragLayer();

/** The place under the dragged block's middle (a pointer drag), null when it has none yet. */
function placeUnder(active: Active): DropPlace | null {
  const maths = layer();
  const id = draggedItemId(active);
  const rect = draggedRect(CANVAS, id) ?? active.rect.current.translated;
  const canvas = document.querySelector(CANVAS);
  if (!maths || !rect || !canvas) return null;
  return maths.placeAt(canvas, rect.left + rect.width / 2, rect.top + rect.height / 2, id);
}

/** The keyboard's steps through places, made with the layer (see CanvasKeySteps). */
class KeySteps {
  private steps: CanvasKeySteps | null = null;
  private getter: KeyboardCoordinateGetter | undefined;
  get place(): DropPlace | null {
    return this.steps?.place ?? null;
  }
  reset() {
    this.steps?.reset();
  }
  /** The sensor's options, one object for the editor's life (a new one re-arms the sensor). */
  readonly options: KeyboardSensorOptions = {
    scrollBehavior: "instant",
    coordinateGetter: (event, args) => {
      const maths = layer();
      if (!maths) return undefined;
      if (!this.steps) {
        this.steps = new maths.CanvasKeySteps();
        this.getter = this.steps.options(CANVAS).coordinateGetter;
      }
      return this.getter?.(event, args);
    },
  };
}

const stateOf = (active: Active, place: DropPlace | null): DragState => ({
  dragging: true,
  insertBefore: place?.kind === "page" ? place.before : null,
  activeId: draggedItemId(active),
  slot: place?.kind === "slot" ? place : null,
});

/**
 * Drag and drop for the workbench (pointer, touch and keyboard): palette items onto the canvas, and
 * reordering on the canvas. Placement refusals are shown with editor-core's message. dnd-kit itself
 * arrives after the first frame (DragScope).
 */
export function EditorDnd({ children }: { children: ReactNode }) {
  const { editor, notify, t, tc } = useEditorUi();
  const [state, setState] = useState<DragState>(IDLE);
  const [place, setPlace] = useState<DropPlace | null>(null);
  // The keyboard's place (arrows step through places, slots included); a pointer's is measured.
  const [keySteps] = useState(() => new KeySteps());
  const fromPalette = (id: string) => id.startsWith(PALETTE_PREFIX);
  // Made once per editor and language: the announcements read the document when they speak. They
  // come with the layer (as the drop maths do): read by dnd-kit only once it is here.
  const accessibility = useMemo(() => {
    const paletteType = (id: string) =>
      id.startsWith(PALETTE_PREFIX) ? id.slice(PALETTE_PREFIX.length) : null;
    const titleOf = (id: string) => {
      const type = paletteType(id) ?? editor.getComponent(id)?.type;
      return type ? tc(`component.${type}.title`) : id;
    };
    const landing = (active: Active) => keySteps.place ?? placeUnder(active);
    let made: ReturnType<typeof canvasAnnouncements> | null = null;
    const make = (layerModule: NonNullable<ReturnType<typeof layer>>) =>
      layerModule.canvasAnnouncements({
        t,
        titleOf,
        paletteType,
        ids: () => editor.getDocument().components.map((c) => c.id),
        target: (active) => {
          const where = landing(active);
          return where?.kind === "page" ? where.before : null;
        },
        inSlot: (active) => {
          const where = landing(active);
          if (where?.kind !== "slot") return null;
          const parent = editor.getComponent(where.parentId);
          const spec = parent && editor.registry.get(parent.type)?.slots?.[where.slot];
          return {
            slot: spec ? tc(spec.title) : where.slot,
            container: parent ? tc(`component.${parent.type}.title`) : where.parentId,
            position: where.index,
          };
        },
      });
    const announce = () => {
      const loaded = layer();
      if (!loaded) throw new Error("the drag layer reads the announcements before it loaded");
      made ??= make(loaded);
      return made;
    };
    return {
      get announcements() {
        return announce().announcements;
      },
      get screenReaderInstructions() {
        return announce().screenReaderInstructions;
      },
    };
  }, [editor, t, tc, keySteps]);

  const onDragMove = ({ active, over }: DragMoveEvent) => {
    const next = over ? (keySteps.place ?? placeUnder(active)) : null;
    if (state.dragging && (next === place || layer()?.samePlace(next, place))) return;
    setPlace(next);
    setState(stateOf(active, next));
  };
  const end = () => {
    keySteps.reset();
    setPlace(null);
    setState(IDLE);
  };
  const onDragEnd = ({ active }: DragEndEvent) => {
    // The arrows' last place even when it moved nothing dnd-kit would report as a move.
    const target = keySteps.place ?? place;
    end();
    if (!target) return;
    const id = draggedItemId(active);
    const ids = editor.getDocument().components.map((c) => c.id);
    const location = layer()?.locationOf(ids, target, id);
    if (!location) return;
    if (fromPalette(id)) {
      const result = editor.insert(id.slice(PALETTE_PREFIX.length), location);
      if (result.ok) editor.select([result.id]);
      else notify(result.message);
      return;
    }
    // A refusal (a full slot, a type the slot does not take) changes nothing and says why.
    const result = editor.move(id, location);
    if (!result.ok) notify(result.message);
  };
  return (
    <DragScope
      pointer="mouse"
      keyboard={keySteps.options}
      onDragStart={({ active }) => {
        keySteps.reset();
        setPlace(null);
        setState(stateOf(active, null));
      }}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={end}
      accessibility={accessibility}
    >
      <DragStateContext.Provider value={state}>{children}</DragStateContext.Provider>
    </DragScope>
  );
}
