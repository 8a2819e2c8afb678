import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { LoadedPicture } from "./AvatarCropper";
import { cropOf, type Geometry, initialView, scaleOf, type View } from "./cropMath";
import { drawPicture, drawPreview, drawStage } from "./drawing";
import { PREVIEWS, STAGE, WINDOW } from "./stageSize";

/**
 * Where the picture sits on the stage (the view) and the square it frames (the crop), drawn on the
 * stage and preview canvases whenever either changes. A new picture starts at its initial view.
 */
export function useCropView(picture: LoadedPicture | null) {
  const [view, setView] = useState<View | null>(null);
  const stage = useRef<HTMLCanvasElement | null>(null);
  const previews = useRef<(HTMLCanvasElement | null)[]>([]);

  const geometry: Geometry | null = useMemo(
    () =>
      picture
        ? { image: { width: picture.width, height: picture.height }, stage: STAGE, window: WINDOW }
        : null,
    [picture],
  );

  useEffect(() => {
    setView(geometry ? initialView(geometry) : null);
  }, [geometry]);

  const crop = picture && geometry && view ? cropOf(view, geometry) : null;

  useLayoutEffect(() => {
    if (!picture || !geometry || !view || !crop) return;
    const context = stage.current?.getContext("2d");
    if (context) {
      const scale = scaleOf(view, geometry);
      drawStage(context, STAGE, WINDOW, () =>
        drawPicture(context, picture.source, view.x, view.y, scale, geometry.image),
      );
    }
    PREVIEWS.forEach((side, index) => {
      const previewContext = previews.current[index]?.getContext("2d");
      if (previewContext) drawPreview(previewContext, picture.source, crop, side);
    });
  }, [picture, geometry, view, crop]);

  /** Changes the view by `change`, given the geometry; nothing without a picture. */
  const update = useCallback(
    (change: (current: View, g: Geometry) => View) => {
      if (geometry) setView((current) => (current ? change(current, geometry) : current));
    },
    [geometry],
  );

  return { view, crop, update, stage, previews };
}

export type UpdateView = ReturnType<typeof useCropView>["update"];
