import type { LucideProps } from "lucide-react";
import type { ComponentType } from "react";

export interface PaletteTileLook {
  icon: ComponentType<LucideProps>;
  title: string;
}

/**
 * What follows the pointer while a palette tile is dragged: the tile's own face (icon and name),
 * lifted. The palette hands it to its drag area (`overlay`), and the drag layer shows it in dnd-kit's
 * DragOverlay, so nothing here needs dnd-kit. Hidden from assistive technology: dnd-kit's live
 * region already announces the drag, and a second copy of the name would be read twice.
 */
export function PaletteDragPreview({ icon: Icon, title }: PaletteTileLook) {
  return (
    <div className="vt-tile vt-drag-preview" aria-hidden="true">
      <Icon size={22} aria-hidden="true" />
      {title}
    </div>
  );
}
