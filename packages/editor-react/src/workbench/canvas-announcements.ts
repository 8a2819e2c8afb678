import type { Active, Announcements, ScreenReaderInstructions } from "@dnd-kit/core";
import type { UiMessageKey } from "../i18n/ui-messages";
import { managementAnnouncements } from "../panels/management-announcements";
import { draggedItemId, moveTarget } from "./drop-position";

/**
 * What a screen reader hears (and the status line shows) during a canvas drag, in the editor's
 * language: dnd-kit's defaults are English and name its internal ids ("Draggable item
 * palette:notice was dropped over droppable area canvas", issue 34). A block moved on the canvas is
 * told as in the management list; a new component from the palette has no position until it is
 * over the canvas, and one let go elsewhere is not added.
 */
export function canvasAnnouncements(options: {
  t: (key: UiMessageKey) => string;
  /** The component title of a block id or of a palette type. */
  titleOf: (id: string) => string;
  ids: () => readonly string[];
  /** Where the drag would land now: before this id, "end", or null when not over the canvas. */
  target: (active: Active) => string | null;
  paletteType: (id: string) => string | null;
  /**
   * Where the drag would land inside a container's slot (its translated title, the container's and
   * the 0-based position), or null when it is not over a slot.
   */
  inSlot?: ((active: Active) => SlotLanding | null) | undefined;
}): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const { t, titleOf, ids, target, paletteType } = options;
  const inSlot = options.inSlot ?? (() => null);
  const sayInSlot = (key: UiMessageKey, id: string, where: SlotLanding) =>
    t(key)
      .replace("{title}", titleOf(id))
      .replace("{slot}", where.slot)
      .replace("{container}", where.container)
      .replace("{position}", String(where.position + 1));
  // Told only when the slot or position changes, not on every pointer move.
  let lastSlot = "";
  const landing = (active: Active) => {
    const id = draggedItemId(active);
    const list = ids();
    const before = target(active);
    if (paletteType(id) !== null) {
      if (before === null) return -1;
      return before === "end" ? list.length : list.indexOf(before);
    }
    const to = before === null ? null : moveTarget(list, id, before);
    return to ?? list.indexOf(id);
  };
  const moves = managementAnnouncements(t, titleOf, (id) => ids().indexOf(id), landing);
  const say = (key: UiMessageKey, id: string, position = 0) =>
    t(key)
      .replace("{title}", titleOf(id))
      .replace("{position}", String(position + 1));
  let last = -1;
  const isNew = (active: Active) => paletteType(draggedItemId(active)) !== null;
  return {
    screenReaderInstructions: moves.screenReaderInstructions,
    announcements: {
      onDragStart: (event) => {
        lastSlot = "";
        if (!isNew(event.active)) return moves.announcements.onDragStart(event);
        last = -1;
        return say("drag.newPickedUp", draggedItemId(event.active));
      },
      onDragMove: (event) => {
        const slot = inSlot(event.active);
        if (slot) {
          const key = `${slot.container}\u0000${slot.slot}\u0000${slot.position}`;
          if (key === lastSlot) return undefined;
          lastSlot = key;
          return sayInSlot("drag.overSlot", draggedItemId(event.active), slot);
        }
        lastSlot = "";
        if (!isNew(event.active)) return moves.announcements.onDragMove?.(event);
        const position = landing(event.active);
        if (position === last || position < 0) return undefined;
        last = position;
        return say("manage.movedTo", draggedItemId(event.active), position);
      },
      onDragOver: () => undefined,
      onDragEnd: (event) => {
        const slot = inSlot(event.active);
        if (slot) return sayInSlot("drag.droppedInSlot", draggedItemId(event.active), slot);
        if (!isNew(event.active)) return moves.announcements.onDragEnd(event);
        const position = landing(event.active);
        const id = draggedItemId(event.active);
        return position < 0 ? say("drag.newCancelled", id) : say("palette.added", id, position);
      },
      onDragCancel: (event) => {
        if (!isNew(event.active)) return moves.announcements.onDragCancel(event);
        return say("drag.newCancelled", draggedItemId(event.active));
      },
    },
  };
}

/** A landing inside a slot, as the announcements tell it. */
export interface SlotLanding {
  slot: string;
  container: string;
  position: number;
}
