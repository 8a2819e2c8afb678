import type {
  Active,
  DataRef,
  KeyboardCoordinateGetter,
  KeyboardSensorOptions,
  UniqueIdentifier,
} from "@dnd-kit/core";

// Drop positions read from the rectangles of a list's items (each with data-component-id) rather
// than from a droppable per item: registering droppables (or sortables) per item makes every item
// re-render on each insert, move or delete, which at 500 items costs more than a frame.

/**
 * What the one draggable of a list (canvas blocks, management rows; see ItemDragArea) carries: the
 * id of the item it is moving now, set when a drag is armed on that item.
 */
export interface ItemDragData {
  itemId: string | null;
}

/** The id of the item a drag moves: a list item's, or the draggable's own (a palette item's). */
export function draggedItemId(active: { id: UniqueIdentifier; data: DataRef }): string {
  const data = active.data.current as Partial<ItemDragData> | undefined;
  return data?.itemId ?? String(active.id);
}

function itemsOf(containerSelector: string): HTMLElement[] {
  const container = document.querySelector(containerSelector);
  return [...(container?.querySelectorAll<HTMLElement>("[data-component-id]") ?? [])];
}

/**
 * The dragged item's rectangle as drawn now (its drag transform included), or undefined when it is
 * not in the list (a palette item). Preferred to dnd-kit's rectangle, which is measured once at the
 * lift: if the list's layout shifts after that (a preview that finishes loading, an item just
 * inserted), that one is off by the shift, and an arrow key or a drop would land one item short.
 */
export function draggedRect(containerSelector: string, activeId: string): DOMRect | undefined {
  return itemsOf(containerSelector)
    .find((item) => item.dataset.componentId === activeId)
    ?.getBoundingClientRect();
}

/**
 * The item a drop at this height lands before (or "end"): the first item, other than the dragged
 * one, whose middle is below it.
 */
export function insertionPoint(
  containerSelector: string,
  centerY: number,
  activeId: string,
): string {
  for (const item of itemsOf(containerSelector)) {
    const id = item.dataset.componentId;
    if (!id || id === activeId) continue;
    const rect = item.getBoundingClientRect();
    if (centerY < rect.top + rect.height / 2) return id;
  }
  return "end";
}

/** Where the dragged item would land now: before this id, or "end"; null before it has a place. */
export function landingOf(containerSelector: string, active: Active): string | null {
  const id = draggedItemId(active);
  const rect = draggedRect(containerSelector, id) ?? active.rect.current.translated;
  return rect ? insertionPoint(containerSelector, rect.top + rect.height / 2, id) : null;
}

/** Arrow keys move a lifted item past one neighbouring item per press. */
export function stepByItem(containerSelector: string): KeyboardCoordinateGetter {
  return (event, { currentCoordinates, context }) => {
    // The dragged element names its item (the draggable's own id is the list's, not the item's).
    const activeId = context.activeNode?.dataset.componentId ?? String(context.active ?? "");
    const rect = draggedRect(containerSelector, activeId) ?? context.collisionRect;
    if (!rect || (event.code !== "ArrowDown" && event.code !== "ArrowUp")) return undefined;
    // The arrow is the drag's: without this, when the sensor answers a step by scrolling the
    // item's panel (see keyboardSteps) it leaves the key to the browser too, which scrolls the
    // panel by another 40 px, and the item, which follows its panel's scroll, passed one item more.
    event.preventDefault();
    const centre = rect.top + rect.height / 2;
    const others = itemsOf(containerSelector)
      .filter((item) => item.dataset.componentId !== activeId)
      .map((item) => item.getBoundingClientRect());
    const down = event.code === "ArrowDown";
    const next = down
      ? others.find((r) => r.top + r.height / 2 > centre)
      : others.reverse().find((r) => r.top + r.height / 2 < centre);
    if (!next) return currentCoordinates;
    const target = down ? next.bottom + 1 : next.top - 1;
    return { ...currentCoordinates, y: currentCoordinates.y + (target - centre) };
  };
}

/**
 * The keyboard sensor's options for a list: arrows step by item, and a step that has to scroll the
 * list's panel (an item lifted below the fold) scrolls it at once. With dnd-kit's default smooth
 * scroll, an arrow pressed while the panel was still gliding scrolled on from where it was then,
 * and the item moved less than one item.
 */
export function keyboardSteps(containerSelector: string): KeyboardSensorOptions {
  return { coordinateGetter: stepByItem(containerSelector), scrollBehavior: "instant" };
}

/** The final index of a move of `id` to before `target` ("end" = last). */
export function moveTarget(ids: readonly string[], id: string, target: string): number | null {
  const before = target === "end" ? ids.length : ids.indexOf(target);
  const from = ids.indexOf(id);
  if (before < 0 || from < 0) return null;
  // Removing the item first shifts the later positions up by one.
  const to = from < before ? before - 1 : before;
  return to === from ? null : to;
}
