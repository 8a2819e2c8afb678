import type { ComponentType } from "react";

/**
 * What a palette tile's icon is given: its size. A built-in's lucide icon and a host's icon
 * (lucide, antd or its own, see HostIcon) both take that much. The icon is decorative: the tile's
 * text names it (lucide's icons also mark themselves aria-hidden).
 */
export type TileIcon = ComponentType<{ size: number }>;

export interface PaletteTileLook {
  icon: TileIcon;
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
      <Icon size={22} />
      {title}
    </div>
  );
}
