import type { ComponentInstance } from "@vitrine/editor-core";
import type { ReactNode } from "react";
import { useDragState } from "../workbench/EditorDnd";
import { useEditorUi } from "../workbench/editor-context";
import { CanvasBlock } from "./CanvasBlock";
import { chooseSlot, providePaletteSlotRule } from "./chosen-slot";
import { slotRule } from "./slot-rule";

// The palette's rule for slots comes with the first slot zone (see chosen-slot.ts).
providePaletteSlotRule(slotRule);

/**
 * One slot of a container on the canvas (issue 35): a drop zone holding the slot's blocks as real
 * canvas blocks (each its own button, outline, action bar and drag handle, see CanvasBlock). The
 * container's preview draws it where the slot goes (SlotBlocks, through canvasSlotRenderer), and
 * the drags find it by its data attributes (workbench/canvas-drop.ts): its direct children are the
 * slot's blocks. An empty slot shows a placeholder naming it; a click on it, or on the zone's free
 * space, chooses the slot, so the palette adds there (chosen-slot.ts).
 */
export function SlotZone({
  parent,
  name,
  blocks,
}: {
  parent: ComponentInstance;
  name: string;
  blocks: readonly ComponentInstance[];
}) {
  const { editor, t, tc } = useEditorUi();
  const drag = useDragState();
  const spec = editor.registry.get(parent.type)?.slots?.[name];
  const slotTitle = spec ? tc(spec.title) : name;
  const label = t("slots.zone")
    .replace("{slot}", slotTitle)
    .replace("{container}", tc(`component.${parent.type}.title`));
  const line = drag.slot?.parentId === parent.id && drag.slot.slot === name ? drag.slot.index : -1;
  const children: ReactNode[] = [];
  // The drop line's index counts the blocks other than the dragged one (its final position).
  let position = 0;
  for (const block of blocks) {
    if (block.id !== drag.activeId) {
      if (position === line) children.push(<DropLine key="drop-line" />);
      position += 1;
    }
    children.push(<CanvasBlock key={block.id} id={block.id} inSlot={block} />);
  }
  if (line >= position) children.push(<DropLine key="drop-line" />);
  const choose = () => chooseSlot(editor, parent.id, name);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the zone's free space is a pointer shortcut; keys choose the slot with its placeholder button
    <fieldset
      aria-label={label}
      data-slot-zone=""
      data-parent-id={parent.id}
      data-slot-name={name}
      data-empty={blocks.length === 0 || undefined}
      data-drop-target={line >= 0 || undefined}
      className="vt-slot-zone"
      // The zone is over its container's button: while a drag runs, the pointer passes through to
      // the canvas as it does for every block.
      style={drag.dragging ? NO_POINTER : undefined}
      onClick={(event) => {
        if (event.target === event.currentTarget) choose();
      }}
    >
      {children}
      {blocks.length === 0 && (
        <button
          type="button"
          className="vt-slot-zone__empty"
          aria-label={t("slots.chooseSlot").replace("{slot}", label)}
          onClick={choose}
        >
          {t("slots.dropHere").replace("{slot}", slotTitle)}
        </button>
      )}
    </fieldset>
  );
}

const NO_POINTER = { pointerEvents: "none" } as const;

function DropLine() {
  return <div data-insertion-indicator className="vt-drop-line" />;
}
