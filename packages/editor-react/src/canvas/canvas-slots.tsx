import { lazy, type ReactNode, Suspense } from "react";
import { type SlotRenderer, SlotRendererContext } from "../previews/slot-blocks";

// Loaded with the first container on the canvas, as the containers' previews are: most pages hold
// none, and the editor's first chunk is at its budget (lazy-container.tsx).
const SlotZone = lazy(() => import("./SlotZone"));

/** The canvas's way of drawing a container's slot: a drop zone of canvas blocks (SlotZone). */
const canvasSlotRenderer: SlotRenderer = ({ parent, name, blocks }) => (
  <Suspense fallback={null}>
    <SlotZone parent={parent} name={name} blocks={blocks} />
  </Suspense>
);

/** Around a container's preview on the canvas: its slots become SlotZones. */
export function CanvasSlots({ children }: { children: ReactNode }) {
  return (
    <SlotRendererContext.Provider value={canvasSlotRenderer}>
      {children}
    </SlotRendererContext.Provider>
  );
}
