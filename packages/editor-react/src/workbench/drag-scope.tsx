import type {
  Announcements,
  DragEndEvent,
  DragMoveEvent,
  DragStartEvent,
  KeyboardSensorOptions,
  ScreenReaderInstructions,
} from "@dnd-kit/core";
import {
  createContext,
  type ReactNode,
  type SyntheticEvent,
  useContext,
  useEffect,
  useId,
  useState,
} from "react";
import type { DragStyle } from "./ItemDragArea";

// dnd-kit (about 12 kB gzip) is not in the editor's first load (issue 25): a drag scope renders its
// lists at once, and the drag layer (drag-layer.tsx: dnd-kit's context, sensors, the lists' one
// draggable each, their drop targets and the drag overlay an area gives) is fetched when the pointer comes over a list or the focus
// into one: the hint that a drag may follow, as the palette's pointer is for the lazy previews (an
// editor only looked at does not fetch it). It arrives as a sibling of the lists, so its arrival
// re-renders and remounts nothing in them. A press or a Space that comes before it is kept and
// handed over, so the first drag is not lost.

type DragLayerModule = typeof import("./drag-layer");
let layerModule: DragLayerModule | null = null;
let loading: Promise<DragLayerModule> | null = null;
let importLayer: () => Promise<DragLayerModule> = () => import("./drag-layer");

/** Loads the drag layer once (a failed load is tried again on the next call). */
export function loadDragLayer(): Promise<DragLayerModule> {
  loading ??= importLayer().then(
    (module) => {
      layerModule = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The drag layer once loaded (null before): what a drag's callbacks may use, since they run only then. */
export function loadedDragLayer(): DragLayerModule | null {
  return layerModule;
}

/** Tests: forget the loaded layer and load it with this function from now on. */
export function resetDragLayerForTests(load: () => Promise<DragLayerModule>) {
  layerModule = null;
  loading = null;
  importLayer = load;
}

export type DragListener = "onPointerDown" | "onMouseDown" | "onTouchStart" | "onKeyDown";

/** What an ItemDragArea tells the layer (updated on each of its renders). */
export interface AreaOptions {
  handle: string | undefined;
  item: string;
  draggingStyle: DragStyle;
  handleDraggingStyle: DragStyle | undefined;
  /** The dragged item follows the pointer (a list's item), or stays put (a palette tile). */
  moves: boolean;
  /** What the layer shows under the pointer while one of the area's items drags (a palette tile's face). */
  overlay: ((itemId: string) => ReactNode) | undefined;
  element: () => HTMLElement | null;
  itemId: (item: HTMLElement) => string | undefined;
}

/** The layer's side of an area: its draggable, armed on an item. */
export interface AreaBinder {
  arm(
    event: SyntheticEvent,
    listener: DragListener,
    item: HTMLElement,
    from: HTMLElement,
    itemId: string,
  ): void;
  /** The dragged item was drawn again as a new element: point the draggable at that one. */
  follow(): void;
}

export interface AreaEntry {
  readonly id: string;
  options: AreaOptions;
  binder: AreaBinder | null;
}

interface Pending {
  entry: AreaEntry;
  event: SyntheticEvent;
  listener: DragListener;
  item: HTMLElement;
  from: HTMLElement;
  itemId: string;
}

const RELEASES = ["pointerup", "mouseup", "touchend", "touchcancel"] as const;
const isSpace = (event: SyntheticEvent) => {
  const key = event as unknown as KeyboardEvent;
  return key.code === "Space" || key.key === " ";
};

/** One scope's areas and drop targets, and the press waiting for its layer. */
export class DragScopeState {
  readonly areas = new Map<string, AreaEntry>();
  readonly drops = new Map<string, HTMLElement>();
  /** Starts loading the layer now (the DragScope sets what follows). */
  wake: () => void = () => void loadDragLayer().catch(() => {});
  private version = 0;
  private readonly listeners = new Set<() => void>();
  private pending: Pending[] = [];

  constructor(readonly describedBy: string) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getVersion = () => this.version;
  private changed() {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  addArea(entry: AreaEntry) {
    this.areas.set(entry.id, entry);
    this.changed();
    return () => {
      if (this.areas.get(entry.id) === entry) this.areas.delete(entry.id);
      this.changed();
    };
  }

  setDrop(id: string, element: HTMLElement | null) {
    if (element) this.drops.set(id, element);
    else this.drops.delete(id);
    this.changed();
  }

  /** The layer's draggable for this area is ready: hand it what was pressed meanwhile. */
  bind(entry: AreaEntry, binder: AreaBinder) {
    entry.binder = binder;
    const waiting = this.pending.filter((press) => press.entry === entry);
    this.clearPending((press) => press.entry === entry);
    for (const press of waiting) {
      if (press.listener !== "onKeyDown") binder.arm(press.event, press.listener, ...args(press));
      // The Space was taken (no scrolling) when it came: the layer gets a fresh one, if focus is
      // still where it was pressed.
      else if (document.activeElement === press.from)
        binder.arm(spaceFor(press.from), "onKeyDown", ...args(press));
    }
    return () => {
      if (entry.binder === binder) entry.binder = null;
    };
  }

  arm(
    entry: AreaEntry,
    event: SyntheticEvent,
    listener: DragListener,
    item: HTMLElement,
    from: HTMLElement,
    itemId: string,
  ) {
    if (entry.binder) {
      entry.binder.arm(event, listener, item, from, itemId);
      return;
    }
    if (listener === "onKeyDown") {
      if (!isSpace(event)) return;
      event.preventDefault();
      this.clearPending(() => true);
    } else {
      this.clearPending((press) => press.listener === "onKeyDown");
      if (this.pending.length === 0)
        for (const type of RELEASES) window.addEventListener(type, this.release, true);
    }
    this.pending.push({ entry, event, listener, item, from, itemId });
    this.wake();
  }

  /** The button or finger came up before the layer: that was a click, not a drag. */
  private release = () => this.clearPending((press) => press.listener !== "onKeyDown");

  private clearPending(which: (press: Pending) => boolean) {
    this.pending = this.pending.filter((press) => !which(press));
    if (!this.pending.some((press) => press.listener !== "onKeyDown"))
      for (const type of RELEASES) window.removeEventListener(type, this.release, true);
  }
}

const args = (press: Pending) => [press.item, press.from, press.itemId] as const;

/** A Space keydown as dnd-kit's keyboard sensor reads it (code, target, preventDefault). */
function spaceFor(target: HTMLElement): SyntheticEvent {
  const nativeEvent = new KeyboardEvent("keydown", { code: "Space", key: " ", bubbles: true });
  return {
    nativeEvent,
    target,
    currentTarget: target,
    code: "Space",
    key: " ",
    defaultPrevented: false,
    preventDefault: () => {},
    stopPropagation: () => {},
  } as unknown as SyntheticEvent;
}

const DragScopeContext = createContext<DragScopeState | null>(null);

export function useDragScope(): DragScopeState {
  const scope = useContext(DragScopeContext);
  if (!scope) throw new Error("drag areas and drop targets must be inside a <DragScope>");
  return scope;
}

/** A drop target's ref: the element dnd-kit measures for `over`. */
export function useDropTarget(id: string): (element: HTMLElement | null) => void {
  const scope = useDragScope();
  const [ref] = useState(() => (element: HTMLElement | null) => scope.setDrop(id, element));
  return ref;
}

export interface DragScopeProps {
  /** Mouse (the workbench: a touch goes to the touch sensor) or pointer events, plus touch and keys. */
  pointer: "mouse" | "pointer";
  /** The keyboard sensor's options: a constant or memoised (a new object re-arms the sensor). */
  keyboard: KeyboardSensorOptions;
  /** Without announcements: dnd-kit's own, naming the dragged item rather than the draggable. */
  accessibility?:
    | {
        announcements: Announcements;
        screenReaderInstructions?: ScreenReaderInstructions | undefined;
      }
    | undefined;
  onDragStart?: ((event: DragStartEvent) => void) | undefined;
  onDragMove?: ((event: DragMoveEvent) => void) | undefined;
  onDragEnd?: ((event: DragEndEvent) => void) | undefined;
  onDragCancel?: (() => void) | undefined;
}

/**
 * dnd-kit's DndContext for the lists inside, loaded when a list is reached (see above). Server
 * rendering and the first frame draw the lists alone; the layer comes after an effect.
 */
export function DragScope({ children, ...props }: DragScopeProps & { children: ReactNode }) {
  const id = useId();
  const [scope] = useState(() => new DragScopeState(`vt-drag-${id}`));
  const [layer, setLayer] = useState<DragLayerModule | null>(null);
  useEffect(() => {
    let live = true;
    let requested = false;
    const load = () => {
      if (requested) return;
      requested = true;
      loadDragLayer().then(
        (module) => {
          if (live) setLayer(() => module);
        },
        () => {
          requested = false;
        },
      );
    };
    scope.wake = load;
    // Already here (another scope loaded it), or asked for before this effect ran (a press while
    // the page hydrated): take it when it comes.
    if (layerModule) setLayer(() => layerModule);
    else if (loading) load();
    return () => {
      live = false;
    };
  }, [scope]);
  return (
    <>
      <DragScopeContext.Provider value={scope}>{children}</DragScopeContext.Provider>
      {layer && <layer.DragLayer scope={scope} {...props} />}
    </>
  );
}
