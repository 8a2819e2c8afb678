import { type ClientRect, getClientRect, type MeasuringConfiguration } from "@dnd-kit/core";

/**
 * The lifted item's rectangle for dnd-kit during a keyboard drag: measured once, at the lift.
 *
 * dnd-kit measures the dragged element again whenever the DOM around it changes (our drop line
 * moving, for one), and after each new measurement it forgets the scroll of its panel until the
 * next scroll event, whose own distance is then lost: a step that scrolled the panel (an item lifted
 * below the fold) left the item one place short. A keyboard step needs no new measurement (it reads
 * the items as drawn, see stepByItem), so it keeps the first one and the scroll is counted from the
 * lift. A pointer drag measures as dnd-kit does: the pointer, not the steps, places that item.
 */
export class KeyboardLift {
  private active = false;
  private rect: ClientRect | null = null;
  readonly measuring: MeasuringConfiguration = {
    draggable: {
      measure: (element) => {
        if (this.active && this.rect) return this.rect;
        const rect = getClientRect(element, { ignoreTransform: true });
        if (this.active) this.rect = rect;
        return rect;
      },
    },
  };
  /** A drag is being armed: by a key (a lift with Space), or by a pointer or touch. */
  arming(byKey: boolean) {
    this.active = byKey;
    this.rect = null;
  }
  end() {
    this.active = false;
    this.rect = null;
  }
}
