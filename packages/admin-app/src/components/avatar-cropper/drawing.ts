import type { LoadedPicture } from "./AvatarCropper";
import { type Crop, outputSide, type Size } from "./cropMath";

/** Paints the stage: the picture, dimmed outside the crop window, the window outlined. */
export function drawStage(
  context: CanvasRenderingContext2D,
  stage: number,
  window: number,
  paintPicture: () => void,
) {
  context.clearRect(0, 0, stage, stage);
  paintPicture();
  const start = (stage - window) / 2;
  context.save();
  context.fillStyle = "rgba(0, 0, 0, 0.5)";
  context.beginPath();
  context.rect(0, 0, stage, stage);
  context.rect(start, start, window, window);
  // Even-odd: the outer square minus the window.
  context.fill("evenodd");
  context.strokeStyle = "#ffffff";
  context.lineWidth = 1;
  context.setLineDash([6, 4]);
  context.strokeRect(start + 0.5, start + 0.5, window - 1, window - 1);
  context.restore();
}

export function drawPicture(
  context: CanvasRenderingContext2D,
  source: CanvasImageSource,
  x: number,
  y: number,
  scale: number,
  image: Size,
) {
  context.imageSmoothingQuality = "high";
  context.drawImage(source, x, y, image.width * scale, image.height * scale);
}

export function drawPreview(
  context: CanvasRenderingContext2D,
  source: CanvasImageSource,
  crop: Crop,
  side: number,
) {
  context.clearRect(0, 0, side, side);
  context.imageSmoothingQuality = "high";
  context.drawImage(source, crop.x, crop.y, crop.size, crop.size, 0, 0, side, side);
}

/** The crop at its own size (at most MAX_OUTPUT px), as JPEG for a JPEG picture, else PNG. */
export function encodeCrop(picture: LoadedPicture, crop: Crop): Promise<Blob> {
  const side = outputSide(crop);
  const canvas = document.createElement("canvas");
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext("2d");
  if (!context) return Promise.reject(new Error("canvas 2d context unavailable"));
  drawPreview(context, picture.source, crop, side);
  const type = picture.type === "image/jpeg" ? "image/jpeg" : "image/png";
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("the crop could not be encoded"))),
      type,
      0.92,
    ),
  );
}
