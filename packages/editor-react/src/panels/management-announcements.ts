import type { Active, Announcements, ScreenReaderInstructions } from "@dnd-kit/core";
import type { UiMessageKey } from "../i18n/ui-messages";
import { draggedItemId } from "../workbench/drop-position";

/**
 * What a screen reader hears while a component is dragged in the management list, in the editor's
 * language (dnd-kit's own texts are English only). `landing` answers the position (0-based) the
 * dragged component would take if dropped now.
 */
export function managementAnnouncements(
  t: (key: UiMessageKey) => string,
  titleOf: (id: string) => string,
  positionOf: (id: string) => number,
  landing: (active: Active) => number,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const say = (key: UiMessageKey, id: string, position: number) =>
    t(key)
      .replace("{title}", titleOf(id))
      .replace("{position}", String(position + 1));
  let last = -1;
  return {
    screenReaderInstructions: { draggable: t("manage.instructions") },
    announcements: {
      onDragStart: ({ active }) => {
        last = positionOf(draggedItemId(active));
        return say("manage.pickedUp", draggedItemId(active), last);
      },
      // Spoken only when the landing position changes, not on every pointer move.
      onDragMove: ({ active }) => {
        const position = landing(active);
        if (position === last) return undefined;
        last = position;
        return say("manage.movedTo", draggedItemId(active), position);
      },
      onDragOver: () => undefined,
      onDragEnd: ({ active }) => say("manage.dropped", draggedItemId(active), landing(active)),
      onDragCancel: ({ active }) =>
        say("manage.cancelled", draggedItemId(active), positionOf(draggedItemId(active))),
    },
  };
}
