import {
  type Announcements,
  type DataRef,
  DndContext,
  DragOverlay,
  defaultAnnouncements,
  KeyboardSensor,
  MouseSensor,
  PointerSensor,
  rectIntersection,
  TouchSensor,
  useDndContext,
  useDndMonitor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import {
  type ReactNode,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import type { AreaBinder, AreaEntry, DragScopeProps, DragScopeState } from "./drag-scope";
import { draggedItemId, type ItemDragData } from "./drop-position";
import type { DragStyle } from "./ItemDragArea";
import { KeyboardLift } from "./keyboard-lift";
import { MOUSE_OPTIONS, POINTER_OPTIONS, TOUCH_OPTIONS } from "./sensor-options";

// The lazily loaded half of a DragScope (see drag-scope.tsx): everything that needs dnd-kit.

// The canvas's drop maths with slots and its announcements ride in this chunk, out of the first
// load: a drag's callbacks (EditorDnd) run only once the layer is here (loadedDragLayer).
export { canvasAnnouncements } from "./canvas-announcements";
export { locationOf, placeAt, samePlace } from "./canvas-drop";
export { CanvasKeySteps } from "./canvas-key-steps";

/** dnd-kit's default announcements, naming the dragged item rather than its list's draggable. */
const asItem = <T extends { active: { id: string | number; data: DataRef } }>(event: T): T => ({
  ...event,
  active: { ...event.active, id: draggedItemId(event.active) },
});
const ITEM_ACCESSIBILITY: { announcements: Announcements } = {
  announcements: {
    onDragStart: (event) => defaultAnnouncements.onDragStart(asItem(event)),
    onDragOver: (event) => defaultAnnouncements.onDragOver(asItem(event)),
    onDragEnd: (event) => defaultAnnouncements.onDragEnd(asItem(event)),
    onDragCancel: (event) => defaultAnnouncements.onDragCancel(asItem(event)),
  },
};

/** dnd-kit's context for a scope's areas, drop targets and drag overlay, rendered beside the lists. */
export function DragLayer({ scope, ...props }: DragScopeProps & { scope: DragScopeState }) {
  useSyncExternalStore(scope.subscribe, scope.getVersion, scope.getVersion);
  const [keyboardLift] = useState(() => new KeyboardLift());
  const sensors = useSensors(
    // Mouse for the workbench, not pointer: a pointer sensor also takes a touch, and lifts it after
    // 5 px while the browser is scrolling the canvas under the finger, which cancels it. A touch
    // goes to the touch sensor: hold still for 200 ms to lift, swipe to scroll.
    useSensor(
      props.pointer === "mouse" ? MouseSensor : PointerSensor,
      props.pointer === "mouse" ? MOUSE_OPTIONS : POINTER_OPTIONS,
    ),
    useSensor(TouchSensor, TOUCH_OPTIONS),
    useSensor(KeyboardSensor, props.keyboard),
  );
  return (
    // The id names dnd-kit's hidden instructions: the areas gave it to their items already.
    <DndContext
      id={scope.describedBy}
      sensors={sensors}
      collisionDetection={rectIntersection}
      accessibility={props.accessibility ?? ITEM_ACCESSIBILITY}
      measuring={keyboardLift.measuring}
      onDragStart={props.onDragStart}
      onDragMove={props.onDragMove}
      onDragEnd={(event) => {
        keyboardLift.end();
        props.onDragEnd?.(event);
      }}
      onDragCancel={() => {
        keyboardLift.end();
        props.onDragCancel?.();
      }}
    >
      {[...scope.areas.values()].map((entry) => (
        <AreaDraggable key={entry.id} scope={scope} entry={entry} keyboardLift={keyboardLift} />
      ))}
      {[...scope.drops].map(([id, element]) => (
        <DropTarget key={id} id={id} element={element} />
      ))}
      <AreaOverlay scope={scope} />
    </DndContext>
  );
}

/**
 * dnd-kit's drag overlay, for drags from an area that gives one (`overlay`: the palette's tiles,
 * whose face follows the pointer while the tile stays put). Canvas blocks and management rows move
 * their own element, so no overlay is mounted for them: a mounted one would become the rectangle
 * dnd-kit measures collisions with. It follows drag start and end through the monitor, so it
 * renders twice per drag, not on every pointer move. No drop animation: the new block appears where
 * it was dropped, and flying back to the tile would say the drop failed.
 */
function AreaOverlay({ scope }: { scope: DragScopeState }) {
  const [face, setFace] = useState<ReactNode>(null);
  useDndMonitor({
    onDragStart: ({ active }) => {
      const overlay = scope.areas.get(String(active.id))?.options.overlay;
      setFace(overlay?.(draggedItemId(active)) ?? null);
    },
    onDragEnd: () => setFace(null),
    onDragCancel: () => setFace(null),
  });
  if (face === null) return null;
  return <DragOverlay dropAnimation={null}>{face}</DragOverlay>;
}

function DropTarget({ id, element }: { id: string; element: HTMLElement }) {
  const { setNodeRef } = useDroppable({ id });
  useLayoutEffect(() => setNodeRef(element), [setNodeRef, element]);
  return null;
}

/**
 * An area's one draggable (see ItemDragArea): pointed at the item a press or key starts on, and
 * calling dnd-kit's listener, which reads the node when the drag activates. Only this component
 * follows the drag; it moves the dragged item (and styles it) directly on the element.
 */
function AreaDraggable({
  scope,
  entry,
  keyboardLift,
}: {
  scope: DragScopeState;
  entry: AreaEntry;
  keyboardLift: KeyboardLift;
}) {
  const [data] = useState<ItemDragData>(() => ({ itemId: null }));
  const draggable = useDraggable({ id: entry.id, data });
  const { isDragging, transform, node, setNodeRef, setActivatorNodeRef } = draggable;
  const latest = useRef(draggable);
  useLayoutEffect(() => {
    latest.current = draggable;
  });
  // dnd-kit keeps the activator (the handle a drag was lifted by) without answering it: kept here too.
  const activatorNode = useRef<HTMLElement | null>(null);
  const binder = useMemo<AreaBinder>(() => {
    const setActivator = (element: HTMLElement | null) => {
      activatorNode.current = element;
      setActivatorNodeRef(element);
    };
    return {
      arm(event, listener, item, from, itemId) {
        const native = event.nativeEvent as Event & { dndKit?: unknown };
        const call = latest.current.listeners?.[listener];
        if (!call || native.dndKit) return;
        const before = {
          itemId: data.itemId,
          node: node.current,
          activator: activatorNode.current,
        };
        data.itemId = itemId;
        setNodeRef(item);
        setActivator(entry.options.handle ? from : null);
        call(event);
        // dnd-kit marks the events it takes (and measures the item later, when it renders the
        // drag). Not taken (a drag is already under way, a key that does not lift): leave the
        // draggable on the item it was on.
        if (native.dndKit) keyboardLift.arming(listener === "onKeyDown");
        else {
          data.itemId = before.itemId;
          setNodeRef(before.node);
          setActivator(before.activator);
        }
      },
      follow() {
        // An item moved to another parent (a canvas run) is a new element: follow it, so that
        // dnd-kit's focus restoring after a keyboard drop finds the item.
        const moved = node.current;
        const area = entry.options.element();
        if (!moved || moved.isConnected || !data.itemId || !area) return;
        const again = [...area.querySelectorAll<HTMLElement>(entry.options.item)].find(
          (item) => entry.options.itemId(item) === data.itemId,
        );
        if (!again) return;
        setNodeRef(again);
        const { handle } = entry.options;
        if (handle) setActivator(again.querySelector<HTMLElement>(handle));
      },
    };
  }, [data, entry, node, setNodeRef, setActivatorNodeRef, keyboardLift]);

  // Bound once dnd-kit knows the draggable: a press handed over before that would be refused.
  const known = useDndContext().draggableNodes.get(entry.id) !== undefined;
  useLayoutEffect(
    () => (known ? scope.bind(entry, binder) : undefined),
    [known, scope, entry, binder],
  );

  // The dragged item's look while it drags, put back as it was at the drop.
  useLayoutEffect(() => {
    if (!isDragging) return;
    const { draggingStyle, handleDraggingStyle, moves } = entry.options;
    const item = node.current;
    // The transform is listed to be put back too; the effect below sets it as the drag moves.
    const undoItem = applyStyle(item, moves ? { ...draggingStyle, transform: "" } : draggingStyle);
    const undoHandle = applyStyle(activatorNode.current, handleDraggingStyle ?? {});
    // The handle says it is pressed while it drags, as dnd-kit's own activators do; not one with a
    // pressed state of its own (a canvas block's button: whether the block is selected), which
    // React keeps: a drop may select the block, and a value put back here would undo that.
    const activator = activatorNode.current;
    const pressedOn = activator?.hasAttribute("aria-pressed") ? null : activator;
    pressedOn?.setAttribute("aria-pressed", "true");
    item?.setAttribute("data-dragging", "true");
    return () => {
      undoItem();
      undoHandle();
      item?.removeAttribute("data-dragging");
      pressedOn?.removeAttribute("aria-pressed");
    };
  }, [isDragging, node, entry]);
  useLayoutEffect(() => {
    if (isDragging && entry.options.moves) {
      node.current?.style.setProperty("transform", CSS.Translate.toString(transform) ?? "");
    }
  }, [isDragging, transform, node, entry]);
  return null;
}

/** Sets these properties on an element and answers how to put the old values back. */
function applyStyle(element: HTMLElement | null, style: DragStyle): () => void {
  if (!element) return () => {};
  const old = Object.keys(style).map((property) => [
    property,
    element.style.getPropertyValue(property),
  ]);
  for (const [property, value] of Object.entries(style)) element.style.setProperty(property, value);
  return () => {
    for (const [property, value] of old as [string, string][]) {
      if (value) element.style.setProperty(property, value);
      else element.style.removeProperty(property);
    }
  };
}
