import type { KeyboardCoordinateGetter, KeyboardSensorOptions } from "@dnd-kit/core";
import {
  currentPlace,
  type DropPlace,
  placesInOrder,
  SLOT_ZONE,
  samePlace,
  topLevelItems,
  zoneBlocks,
} from "./canvas-drop";
import { draggedRect, stepByItem } from "./drop-position";

/**
 * The canvas's keyboard lift (Space, arrows, Space) with slots: each arrow steps to the next or
 * previous place in reading order (placesInOrder: before a block, into each position of a
 * container's slots, out again), and the place is kept here rather than read back from where the
 * block was moved to: two columns side by side have places at the same height, which no height
 * alone tells apart. The block is moved to the place too, so the drag is seen where it goes.
 */
export class CanvasKeySteps {
  /** The place the arrows reached in this drag; null before the first arrow (and between drags). */
  place: DropPlace | null = null;
  reset() {
    this.place = null;
  }

  options(canvasSelector: string): KeyboardSensorOptions {
    return { coordinateGetter: this.getter(canvasSelector), scrollBehavior: "instant" };
  }

  private getter(canvasSelector: string): KeyboardCoordinateGetter {
    // A page without containers steps as every list does (one block per arrow, by height).
    const flat = stepByItem(canvasSelector);
    return (event, args) => {
      const { currentCoordinates, context } = args;
      if (event.code !== "ArrowDown" && event.code !== "ArrowUp") return undefined;
      const node = context.activeNode;
      const canvas = node?.closest(canvasSelector) ?? document.querySelector(canvasSelector);
      const activeId = node?.dataset.componentId ?? String(context.active ?? "");
      if (!canvas) return undefined;
      if (!canvas.querySelector(SLOT_ZONE)) return flat(event, args);
      // The arrow is the drag's (see stepByItem: the browser would scroll the panel again).
      event.preventDefault();
      const places = placesInOrder(canvas, activeId);
      const now = this.place ?? currentPlace(canvas, activeId);
      const at = places.findIndex((place) => samePlace(place, now));
      const next = places[at + (event.code === "ArrowDown" ? 1 : -1)];
      if (at < 0 || !next) return currentCoordinates;
      this.place = next;
      const rect = draggedRect(canvasSelector, activeId) ?? context.collisionRect;
      const spot = spotOf(canvas, next, activeId);
      if (!rect || !spot) return currentCoordinates;
      return {
        x: currentCoordinates.x + (spot.x - rect.left),
        y: currentCoordinates.y + (spot.y - rect.top),
      };
    };
  }
}

/** Where the dragged block's top-left corner goes to show a place: at the gap it names. */
function spotOf(
  canvas: Element,
  place: DropPlace,
  activeId: string,
): { x: number; y: number } | null {
  const others = (items: HTMLElement[]) =>
    items.filter((item) => item.dataset.componentId !== activeId);
  if (place.kind === "slot") {
    const zone = [...canvas.querySelectorAll<HTMLElement>(SLOT_ZONE)].find(
      (candidate) =>
        candidate.dataset.parentId === place.parentId && candidate.dataset.slotName === place.slot,
    );
    if (!zone) return null;
    const box = zone.getBoundingClientRect();
    const blocks = others(zoneBlocks(zone));
    const before = blocks[place.index]?.getBoundingClientRect();
    const after = blocks[place.index - 1]?.getBoundingClientRect();
    return { x: box.left, y: before ? before.top : after ? after.bottom : box.top };
  }
  const items = others(topLevelItems(canvas));
  const first = items[0]?.getBoundingClientRect();
  const x = first?.left ?? canvas.getBoundingClientRect().left;
  if (place.before === "end") {
    const last = items.at(-1)?.getBoundingClientRect();
    return { x, y: last ? last.bottom : canvas.getBoundingClientRect().top };
  }
  const before = items.find((item) => item.dataset.componentId === place.before);
  return before ? { x, y: before.getBoundingClientRect().top } : null;
}
