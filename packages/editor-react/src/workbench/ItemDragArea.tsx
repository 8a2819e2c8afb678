import { useDraggable } from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import {
  type CSSProperties,
  createContext,
  type ReactNode,
  type SyntheticEvent,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { ItemDragData } from "./drop-position";

/** CSS properties (as written in CSS: "z-index") and their values. */
export type DragStyle = Readonly<Record<string, string>>;

const ITEM = "[data-component-id]";

export interface ItemDragAttributes {
  /** dnd-kit's drag instructions (the same element for every item of the area). */
  "aria-describedby": string;
  "aria-roledescription": string;
}

const ItemDragContext = createContext<ItemDragAttributes | null>(null);

/** What each item (or its handle) of the surrounding ItemDragArea carries for screen readers. */
export function useItemDragAttributes(): ItemDragAttributes {
  const attributes = useContext(ItemDragContext);
  if (!attributes) throw new Error("useItemDragAttributes must be used inside <ItemDragArea>");
  return attributes;
}

/**
 * One dnd-kit draggable for every item (data-component-id) of a list, armed by delegation.
 *
 * dnd-kit re-renders every useDraggable when a drag starts, moves over something or ends (its
 * context changes), so a draggable per item re-rendered all 1,000 canvas blocks for a drag that moves
 * one. Here the area listens for pointer, touch and key events; when one starts on an item (or on
 * its handle, when `handle` is given), it points the draggable's node (and activator) at that item
 * and calls dnd-kit's listener, which reads the node when the drag activates. Only this component
 * follows the drag; it moves the dragged item (and styles it) directly on the element.
 * `draggedItemId(active)` answers which item a drag moves.
 */
export function ItemDragArea(props: {
  /** The draggable's id, the same for every item of the area. */
  id: string;
  /** Selector of the drag handles inside the items; without it the whole item is the handle. */
  handle?: string | undefined;
  /** Set on the dragged item while it drags. */
  draggingStyle: DragStyle;
  /** Set on the handle it was lifted by while it drags. */
  handleDraggingStyle?: DragStyle | undefined;
  style?: CSSProperties | undefined;
  children: ReactNode;
}) {
  const { id, handle, draggingStyle, handleDraggingStyle } = props;
  const [data] = useState<ItemDragData>(() => ({ itemId: null }));
  const draggable = useDraggable({ id, data });
  const { isDragging, transform, node, setNodeRef, setActivatorNodeRef } = draggable;
  // dnd-kit keeps the activator (the handle a drag was lifted by) without answering it: kept here too.
  const activatorNode = useRef<HTMLElement | null>(null);
  const setActivator = (element: HTMLElement | null) => {
    activatorNode.current = element;
    setActivatorNodeRef(element);
  };
  const area = useRef<HTMLDivElement>(null);
  const latest = useRef(draggable);
  useLayoutEffect(() => {
    latest.current = draggable;
  });

  const describedBy = draggable.attributes["aria-describedby"];
  const roleDescription = draggable.attributes["aria-roledescription"];
  const attributes = useMemo(
    () => ({ "aria-describedby": describedBy, "aria-roledescription": roleDescription }),
    [describedBy, roleDescription],
  );

  // Whichever activators the DndContext's sensors give: the workbench has mouse, touch and keys,
  // the management list pointer, touch and keys.
  const arm = (
    event: SyntheticEvent,
    listener: "onPointerDown" | "onMouseDown" | "onTouchStart" | "onKeyDown",
  ) => {
    const native = event.nativeEvent as Event & { dndKit?: unknown };
    const call = latest.current.listeners?.[listener];
    // Taken by another draggable, or handled already (Enter on a canvas block selects it).
    if (!call || native.dndKit || native.defaultPrevented) return;
    const target = event.target as Element;
    const from = target.closest(handle ?? ITEM);
    const item = from?.closest<HTMLElement>(ITEM);
    if (!from || !item || !area.current?.contains(item)) return;
    // Keys only from the item (or handle) itself, not from a control inside it.
    if (listener === "onKeyDown" && target !== from) return;
    const before = { itemId: data.itemId, node: node.current, activator: activatorNode.current };
    data.itemId = item.dataset.componentId ?? null;
    setNodeRef(item);
    setActivator(handle ? (from as HTMLElement) : null);
    call(event);
    // dnd-kit marks the events it takes. Not taken (a drag is already under way, a key that does
    // not lift): leave the draggable on the item it was on.
    if (!native.dndKit) {
      data.itemId = before.itemId;
      setNodeRef(before.node);
      setActivator(before.activator);
    }
  };

  // The dragged item's look while it drags, put back as it was at the drop.
  useLayoutEffect(() => {
    if (!isDragging) return;
    // The transform is listed to be put back too; the effect below sets it as the drag moves.
    const undoItem = applyStyle(node.current, { ...draggingStyle, transform: "" });
    const undoHandle = applyStyle(activatorNode.current, handleDraggingStyle ?? {});
    const pressed = activatorNode.current?.getAttribute("aria-pressed") ?? null;
    const pressedOn = activatorNode.current;
    pressedOn?.setAttribute("aria-pressed", "true");
    return () => {
      undoItem();
      undoHandle();
      if (pressed === null) pressedOn?.removeAttribute("aria-pressed");
      else pressedOn?.setAttribute("aria-pressed", pressed);
    };
  }, [isDragging, node, draggingStyle, handleDraggingStyle]);
  useLayoutEffect(() => {
    if (isDragging) {
      node.current?.style.setProperty("transform", CSS.Translate.toString(transform) ?? "");
    }
  }, [isDragging, transform, node]);

  // An item moved to another parent (a canvas run) is a new element: follow it, so that dnd-kit's
  // focus restoring after a keyboard drop finds the item.
  useLayoutEffect(() => {
    const moved = node.current;
    if (!moved || moved.isConnected || !data.itemId || !area.current) return;
    const again = [...area.current.querySelectorAll<HTMLElement>(ITEM)].find(
      (item) => item.dataset.componentId === data.itemId,
    );
    if (!again) return;
    setNodeRef(again);
    if (handle) setActivator(again.querySelector<HTMLElement>(handle));
  });

  return (
    <ItemDragContext.Provider value={attributes}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the events come from the items and their handles (buttons); the area only hands them to dnd-kit */}
      <div
        ref={area}
        style={props.style}
        onPointerDown={(event) => arm(event, "onPointerDown")}
        onMouseDown={(event) => arm(event, "onMouseDown")}
        onTouchStart={(event) => arm(event, "onTouchStart")}
        onKeyDown={(event) => arm(event, "onKeyDown")}
      >
        {props.children}
      </div>
    </ItemDragContext.Provider>
  );
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
