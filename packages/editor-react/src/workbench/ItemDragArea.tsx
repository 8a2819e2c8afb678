import {
  type CSSProperties,
  createContext,
  type ReactNode,
  type SyntheticEvent,
  useContext,
  useMemo,
  useRef,
  useState,
} from "react";
import { useIsomorphicLayoutEffect } from "../ssr/use-isomorphic-layout-effect";
import { type AreaEntry, type DragListener, useDragScope } from "./drag-scope";

/** CSS properties (as written in CSS: "z-index") and their values. */
export type DragStyle = Readonly<Record<string, string>>;

const ITEM = "[data-component-id]";
const componentIdOf = (item: HTMLElement) => item.dataset.componentId;

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
 * its handle, when `handle` is given), the surrounding DragScope's layer points its draggable at
 * that item and calls dnd-kit's listener (drag-layer.tsx). The area itself needs no dnd-kit: the
 * layer arrives later, beside the lists, and a press before it is handed over.
 * `draggedItemId(active)` answers which item a drag moves.
 */
export function ItemDragArea(props: {
  /** The draggable's id, the same for every item of the area. */
  id: string;
  /** Selector of the drag handles inside the items; without it the whole item is the handle. */
  handle?: string | undefined;
  /** Selector of the items, and each one's id (undefined: not draggable now); data-component-id. */
  item?: { selector: string; id: (item: HTMLElement) => string | undefined } | undefined;
  /** Whether a key (Space) lifts an item; the palette leaves keys to its buttons. */
  keys?: boolean | undefined;
  /** Whether the dragged item follows the pointer (a palette tile stays where it is). */
  moves?: boolean | undefined;
  /**
   * What follows the pointer while an item of this area drags (its id given), shown by the drag
   * layer in dnd-kit's DragOverlay for this area's drags only; null or absent: no overlay.
   */
  overlay?: ((itemId: string) => ReactNode) | undefined;
  /** Set on the dragged item while it drags. */
  draggingStyle: DragStyle;
  /** Set on the handle it was lifted by while it drags. */
  handleDraggingStyle?: DragStyle | undefined;
  style?: CSSProperties | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  const { id, handle, draggingStyle, handleDraggingStyle } = props;
  const item = props.item?.selector ?? ITEM;
  const itemId = props.item?.id ?? componentIdOf;
  const scope = useDragScope();
  const area = useRef<HTMLDivElement>(null);
  const options = {
    handle,
    item,
    itemId,
    draggingStyle,
    handleDraggingStyle,
    moves: props.moves ?? true,
    overlay: props.overlay,
    element: () => area.current,
  };
  const [entry] = useState<AreaEntry>(() => ({ id, options, binder: null }));
  useIsomorphicLayoutEffect(() => {
    entry.options = options;
  });
  useIsomorphicLayoutEffect(() => scope.addArea(entry), [scope, entry]);
  // After a move the dragged item may be a new element (see the layer's follow).
  useIsomorphicLayoutEffect(() => {
    entry.binder?.follow();
  });

  const attributes = useMemo(
    () => ({ "aria-describedby": scope.describedBy, "aria-roledescription": "draggable" }),
    [scope],
  );

  // Whichever activators the scope's sensors give: the workbench has mouse, touch and keys, the
  // lists pointer, touch and keys.
  const arm = (event: SyntheticEvent, listener: DragListener) => {
    const native = event.nativeEvent as Event & { dndKit?: unknown };
    // Taken by another draggable, or handled already (Enter on a canvas block selects it).
    if (native.dndKit || native.defaultPrevented) return;
    const target = event.target as Element;
    const from = target.closest<HTMLElement>(handle ?? item);
    const found = from?.closest<HTMLElement>(item);
    if (!from || !found || !area.current?.contains(found)) return;
    // Keys only from the item (or handle) itself, not from a control inside it.
    if (listener === "onKeyDown" && (props.keys === false || target !== from)) return;
    const foundId = itemId(found);
    if (foundId === undefined) return;
    scope.arm(entry, event, listener, found, from, foundId);
  };

  return (
    <ItemDragContext.Provider value={attributes}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the events come from the items and their handles (buttons); the area only hands them to dnd-kit */}
      <div
        ref={area}
        style={props.style}
        className={props.className}
        // The pointer or focus coming near is the hint that a drag may follow: load the layer now.
        onPointerOver={() => scope.wake()}
        onFocus={() => scope.wake()}
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
