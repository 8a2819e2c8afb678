import { DragOverlay, useDndMonitor } from "@dnd-kit/core";
import type { LucideProps } from "lucide-react";
import { type ComponentType, useState } from "react";
import { PALETTE_PREFIX } from "../workbench/EditorDnd";

export interface PaletteTileLook {
  icon: ComponentType<LucideProps>;
  title: string;
}

/**
 * What follows the pointer while a palette tile is dragged: the tile's own face (icon and name),
 * lifted. Hidden from assistive technology: dnd-kit's live region already announces the drag, and a
 * second copy of the name would be read twice.
 */
export function PaletteDragPreview({ icon: Icon, title }: PaletteTileLook) {
  return (
    <div className="vt-tile vt-drag-preview" aria-hidden="true">
      <Icon size={22} aria-hidden="true" />
      {title}
    </div>
  );
}

/**
 * dnd-kit's drag overlay for palette drags only. Canvas blocks and management rows move their own
 * element (ItemDragArea), so no overlay is mounted for them: a mounted one would become the
 * rectangle dnd-kit measures collisions with. It follows drag start and end through the monitor,
 * so the palette re-renders twice per drag, not on every pointer move. No drop animation: the new
 * block appears where it was dropped, and flying back to the tile would say the drop failed.
 */
export function PaletteDragLayer({
  lookOf,
}: {
  lookOf: (type: string) => PaletteTileLook | undefined;
}) {
  const [type, setType] = useState<string | null>(null);
  useDndMonitor({
    onDragStart: ({ active }) => {
      const id = String(active.id);
      setType(id.startsWith(PALETTE_PREFIX) ? id.slice(PALETTE_PREFIX.length) : null);
    },
    onDragEnd: () => setType(null),
    onDragCancel: () => setType(null),
  });
  const look = type ? lookOf(type) : undefined;
  if (!look) return null;
  return (
    <DragOverlay dropAnimation={null}>
      <PaletteDragPreview {...look} />
    </DragOverlay>
  );
}
