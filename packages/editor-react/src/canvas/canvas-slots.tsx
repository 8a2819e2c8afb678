import type { ComponentInstance, Locale } from "@vitrine/editor-core";
import { ComponentPreview } from "../previews/ComponentPreview";
import { type SlotRenderer, SlotRendererContext } from "../previews/slot-blocks";
import { SlotZone } from "./SlotZone";

// Loaded with the first container on the canvas (CanvasBlock), as the containers' previews are:
// most pages hold none, and the editor's first chunk is at its budget (lazy-container.tsx).

/** The canvas's way of drawing a container's slot: a drop zone of canvas blocks (SlotZone). */
const canvasSlotRenderer: SlotRenderer = ({ parent, name, blocks }) => (
  <SlotZone parent={parent} name={name} blocks={blocks} />
);

/** A container's preview on the canvas: its slots become SlotZones. */
export default function CanvasContainerPreview(props: {
  component: ComponentInstance;
  locale: Locale;
  title: string;
}) {
  return (
    <SlotRendererContext.Provider value={canvasSlotRenderer}>
      <ComponentPreview {...props} />
    </SlotRendererContext.Provider>
  );
}
