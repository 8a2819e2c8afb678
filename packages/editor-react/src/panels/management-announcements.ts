import type { Announcements, ScreenReaderInstructions } from "@dnd-kit/core";
import type { UiMessageKey } from "../i18n/ui-messages";

/**
 * What a screen reader hears while a component is dragged in the management list, in the editor's
 * language (dnd-kit's own texts are English only).
 */
export function managementAnnouncements(
  t: (key: UiMessageKey) => string,
  titleOf: (id: string) => string,
  positionOf: (id: string) => number,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const say = (key: UiMessageKey, id: string, overId?: string) =>
    t(key)
      .replace("{title}", titleOf(id))
      .replace("{position}", String(positionOf(overId ?? id) + 1));
  return {
    screenReaderInstructions: { draggable: t("manage.instructions") },
    announcements: {
      onDragStart: ({ active }) => say("manage.pickedUp", String(active.id)),
      // Over itself is where it started: keep "picked up" rather than repeat its position.
      onDragOver: ({ active, over }) =>
        over && over.id !== active.id
          ? say("manage.movedTo", String(active.id), String(over.id))
          : undefined,
      onDragEnd: ({ active, over }) =>
        over ? say("manage.dropped", String(active.id), String(over.id)) : undefined,
      onDragCancel: ({ active }) => say("manage.cancelled", String(active.id)),
    },
  };
}
