import { Slider } from "antd";
import type { RefObject } from "react";
import { type Crop, MAX_ZOOM, MIN_ZOOM, type View, zoomView } from "./cropMath";
import { useCropperTranslation } from "./cropperTexts";
import { STAGE } from "./stageSize";
import type { UpdateView } from "./useCropView";
import { useStageGestures } from "./useStageGestures";

export interface CropStageProps {
  /** Whether a picture is there to frame. */
  active: boolean;
  view: View | null;
  crop: Crop | null;
  update: UpdateView;
  /** Filled with the stage canvas, which the crop view draws on. */
  stage: RefObject<HTMLCanvasElement | null>;
}

/**
 * The stage the square is framed on, with its zoom slider. `data-crop` tells tests (and e2e) the
 * crop in picture pixels, which the canvas cannot.
 */
export function CropStage({ active, view, crop, update, stage }: CropStageProps) {
  const { t } = useCropperTranslation();
  const gestures = useStageGestures(update, stage);
  return (
    <div style={{ width: STAGE, maxWidth: "100%" }}>
      <canvas
        ref={gestures.stageRef}
        width={STAGE}
        height={STAGE}
        tabIndex={active ? 0 : -1}
        aria-label={t("avatarCropper.stage")}
        data-crop={
          crop ? `${Math.round(crop.x)},${Math.round(crop.y)},${Math.round(crop.size)}` : ""
        }
        onPointerDown={gestures.onPointerDown}
        onPointerMove={gestures.onPointerMove}
        onPointerUp={gestures.onPointerUp}
        onPointerCancel={gestures.onPointerUp}
        onKeyDown={gestures.onKeyDown}
        style={{
          width: "100%",
          aspectRatio: "1",
          background: "#f0f2f5",
          cursor: active ? "move" : "default",
          touchAction: "none",
          display: "block",
        }}
      />
      <Slider
        min={MIN_ZOOM}
        max={MAX_ZOOM}
        step={0.01}
        value={view?.zoom ?? MIN_ZOOM}
        disabled={!active}
        ariaLabelForHandle={t("avatarCropper.zoom")}
        tooltip={{ formatter: (value) => `${Math.round((value ?? 1) * 100)}%` }}
        onChange={(zoom) => update((current, g) => zoomView(current, zoom, g))}
      />
    </div>
  );
}
