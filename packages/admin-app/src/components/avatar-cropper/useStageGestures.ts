import { type KeyboardEvent, type PointerEvent, type RefObject, useCallback, useRef } from "react";
import { moveView, zoomView } from "./cropMath";
import { STAGE, stagePoint } from "./stageSize";
import type { UpdateView } from "./useCropView";

/** Arrow keys move the picture this many stage pixels; with Shift, a tenth. */
const KEY_STEP = 10;
const ZOOM_STEP = 1.1;

/**
 * The stage's handlers: drag to move the picture, the wheel to zoom about the pointer, arrow keys
 * to move and + / - to zoom. `stageRef` is the canvas's ref: it also fills `stage`.
 */
export function useStageGestures(update: UpdateView, stage: RefObject<HTMLCanvasElement | null>) {
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);

  // React's wheel listener is passive; zooming must stop the page from scrolling, so attach our own.
  const stageRef = useCallback(
    (canvas: HTMLCanvasElement | null) => {
      stage.current = canvas;
      if (!canvas) return;
      const onWheel = (event: WheelEvent) => {
        event.preventDefault();
        const anchor = stagePoint(canvas, event.clientX, event.clientY);
        update((current, g) =>
          zoomView(current, current.zoom * Math.exp(-event.deltaY / 500), g, anchor),
        );
      };
      canvas.addEventListener("wheel", onWheel, { passive: false });
      return () => canvas.removeEventListener("wheel", onWheel);
    },
    [update, stage],
  );

  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  }

  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    const last = drag.current;
    if (!last || last.id !== event.pointerId) return;
    // The canvas may be drawn smaller than its pixels on a narrow screen.
    const ratio = STAGE / (event.currentTarget.getBoundingClientRect().width || STAGE);
    const dx = (event.clientX - last.x) * ratio;
    const dy = (event.clientY - last.y) * ratio;
    drag.current = { ...last, x: event.clientX, y: event.clientY };
    update((current, g) => moveView(current, dx, dy, g));
  }

  function onPointerUp() {
    drag.current = null;
  }

  function onKeyDown(event: KeyboardEvent<HTMLCanvasElement>) {
    const step = event.shiftKey ? KEY_STEP / 10 : KEY_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) update((current, g) => moveView(current, move[0], move[1], g));
    else if (event.key === "+" || event.key === "=")
      update((current, g) => zoomView(current, current.zoom * ZOOM_STEP, g));
    else if (event.key === "-")
      update((current, g) => zoomView(current, current.zoom / ZOOM_STEP, g));
    else return;
    event.preventDefault();
  }

  return { stageRef, onPointerDown, onPointerMove, onPointerUp, onKeyDown };
}
