import type { BlockLocation } from "@vitrine/editor-core";

// Where a drag on the canvas lands, read from the blocks and slot zones as drawn (issue 35). The
// page's own blocks are the canvas's [data-component-id] elements outside any zone; a container's
// slot is a [data-slot-zone] element (SlotZone) whose direct children are the slot's blocks. As for
// the page (drop-position.ts), nothing registers with dnd-kit: the rectangles are read on demand.

/** A drop on the page's own list, before this top-level block id or "end". */
export interface PagePlace {
  readonly kind: "page";
  readonly before: string;
}

/** A drop into a container's slot, at this position once the dragged block has left its place. */
export interface SlotPlace {
  readonly kind: "slot";
  readonly parentId: string;
  readonly slot: string;
  readonly index: number;
}

export type DropPlace = PagePlace | SlotPlace;

export const SLOT_ZONE = "[data-slot-zone]";
const ITEM = "[data-component-id]";

const byId = (root: ParentNode, id: string) =>
  root.querySelector<HTMLElement>(`[data-component-id=${JSON.stringify(id)}]`);

/** The page's own blocks (not those inside a slot); a page without containers skips the check. */
export function topLevelItems(canvas: ParentNode): HTMLElement[] {
  const all = [...canvas.querySelectorAll<HTMLElement>(ITEM)];
  if (!canvas.querySelector(SLOT_ZONE)) return all;
  return all.filter((item) => !item.parentElement?.closest(SLOT_ZONE));
}

/** A slot zone's own blocks, in order (not the blocks of containers nested in them). */
export function zoneBlocks(zone: Element): HTMLElement[] {
  return [...zone.children].filter(
    (child): child is HTMLElement => child instanceof HTMLElement && child.matches(ITEM),
  );
}

/** The zones of this container's own slots (a nested container's zones are its own). */
function ownZones(item: HTMLElement): HTMLElement[] {
  const id = item.dataset.componentId;
  return [...item.querySelectorAll<HTMLElement>(SLOT_ZONE)].filter(
    (zone) => zone.dataset.parentId === id,
  );
}

const slotPlace = (zone: HTMLElement, index: number): SlotPlace => ({
  kind: "slot",
  parentId: zone.dataset.parentId ?? "",
  slot: zone.dataset.slotName ?? "",
  index,
});

/** How many of these blocks, other than the dragged one, have their middle above `y`. */
function countAbove(blocks: readonly HTMLElement[], y: number, activeId: string): number {
  let count = 0;
  for (const block of blocks) {
    if (block.dataset.componentId === activeId) continue;
    const rect = block.getBoundingClientRect();
    if (y < rect.top + rect.height / 2) break;
    count += 1;
  }
  return count;
}

/**
 * The place a drop at this point lands: inside the innermost slot zone under it (not one of the
 * dragged block's own: a container never lands inside itself), else before the first top-level
 * block, other than the dragged one, whose middle is below it (or "end").
 */
export function placeAt(canvas: ParentNode, x: number, y: number, activeId: string): DropPlace {
  const dragged = byId(canvas, activeId);
  let zone: HTMLElement | undefined;
  // Document order lists an outer zone before the zones inside it: the last match is innermost.
  for (const candidate of canvas.querySelectorAll<HTMLElement>(SLOT_ZONE)) {
    if (dragged?.contains(candidate)) continue;
    const r = candidate.getBoundingClientRect();
    if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) zone = candidate;
  }
  if (zone) return slotPlace(zone, countAbove(zoneBlocks(zone), y, activeId));
  for (const item of topLevelItems(canvas)) {
    const id = item.dataset.componentId;
    if (!id || id === activeId) continue;
    const rect = item.getBoundingClientRect();
    if (y < rect.top + rect.height / 2) return { kind: "page", before: id };
  }
  return { kind: "page", before: "end" };
}

/**
 * Every place the dragged block could land, in reading order: before each top-level block, then
 * inside each slot of it when it is a container (each position of each slot, depth first), and the
 * page's end. The keyboard steps through these one per arrow (see canvas-key-steps).
 */
export function placesInOrder(canvas: ParentNode, activeId: string): DropPlace[] {
  const places: DropPlace[] = [];
  const intoZones = (item: HTMLElement) => {
    for (const zone of ownZones(item)) {
      const blocks = zoneBlocks(zone).filter((block) => block.dataset.componentId !== activeId);
      blocks.forEach((block, index) => {
        places.push(slotPlace(zone, index));
        intoZones(block);
      });
      places.push(slotPlace(zone, blocks.length));
    }
  };
  for (const item of topLevelItems(canvas)) {
    const id = item.dataset.componentId;
    if (!id || id === activeId) continue;
    places.push({ kind: "page", before: id });
    intoZones(item);
  }
  places.push({ kind: "page", before: "end" });
  return places;
}

/** Where the dragged block is now, as a place (what a drop right away would leave unchanged). */
export function currentPlace(canvas: ParentNode, activeId: string): DropPlace | null {
  const dragged = byId(canvas, activeId);
  if (!dragged) return null;
  const zone = dragged.parentElement?.closest<HTMLElement>(SLOT_ZONE);
  if (zone && dragged.parentElement === zone) {
    return slotPlace(zone, zoneBlocks(zone).indexOf(dragged));
  }
  const top = topLevelItems(canvas);
  const next = top[top.indexOf(dragged) + 1]?.dataset.componentId;
  return { kind: "page", before: next ?? "end" };
}

export const samePlace = (a: DropPlace | null, b: DropPlace | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    (a.kind === "page"
      ? b.kind === "page" && a.before === b.before
      : b.kind === "slot" &&
        a.parentId === b.parentId &&
        a.slot === b.slot &&
        a.index === b.index));

/**
 * The editor-core location of a place for the block `id` (a new one when it is not on the page):
 * its final position, counted without the block itself. Null when the block it was to go before
 * is gone.
 */
export function locationOf(
  pageIds: readonly string[],
  place: DropPlace,
  id: string,
): BlockLocation | null {
  if (place.kind === "slot") {
    return { parentId: place.parentId, slot: place.slot, index: place.index };
  }
  const others = pageIds.filter((other) => other !== id);
  const index = place.before === "end" ? others.length : others.indexOf(place.before);
  return index < 0 ? null : { index };
}
