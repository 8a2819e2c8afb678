/**
 * The geometry of the avatar cropper, apart from any canvas so it can be tested on its own.
 *
 * A square stage shows the picture; a fixed square crop window sits in its middle. The operator
 * moves and zooms the picture under the window, never the window itself, and the picture always
 * covers the whole window (an avatar has no empty corners).
 */

export interface Size {
  width: number;
  height: number;
}

export interface Geometry {
  /** The picture's own pixels. */
  image: Size;
  /** Side of the square stage, in screen pixels. */
  stage: number;
  /** Side of the square crop window centred in the stage, in screen pixels. */
  window: number;
}

/** Where the picture lies on the stage: `zoom` 1 is the smallest size that covers the window. */
export interface View {
  zoom: number;
  /** Stage position of the picture's top-left corner. */
  x: number;
  y: number;
}

/** A square of the picture, in the picture's own pixels. */
export interface Crop {
  x: number;
  y: number;
  size: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** The stored avatar is never larger than this, whatever the picture's size. */
export const MAX_OUTPUT = 512;

/** Screen pixels per picture pixel at zoom 1: the picture's short side fills the window. */
export function baseScale(g: Geometry): number {
  return g.window / Math.min(g.image.width, g.image.height);
}

export function scaleOf(view: View, g: Geometry): number {
  return baseScale(g) * view.zoom;
}

function windowStart(g: Geometry): number {
  return (g.stage - g.window) / 2;
}

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return MIN_ZOOM;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

/** The same view, zoom within bounds and the picture moved back until it covers the window. */
export function clampView(view: View, g: Geometry): View {
  const zoom = clampZoom(view.zoom);
  const scale = baseScale(g) * zoom;
  const start = windowStart(g);
  const end = start + g.window;
  const clampAxis = (position: number, length: number) =>
    // The picture's near edge may not pass the window's near edge, nor its far edge the far one.
    Math.min(start, Math.max(end - length * scale, position));
  return {
    zoom,
    x: clampAxis(view.x, g.image.width),
    y: clampAxis(view.y, g.image.height),
  };
}

/** The picture at zoom 1, centred on the window: the largest centred square is cropped. */
export function initialView(g: Geometry): View {
  const scale = baseScale(g);
  return {
    zoom: MIN_ZOOM,
    x: (g.stage - g.image.width * scale) / 2,
    y: (g.stage - g.image.height * scale) / 2,
  };
}

export function moveView(view: View, dx: number, dy: number, g: Geometry): View {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, g);
}

/**
 * Zooms keeping the picture point under `anchor` (a stage point, by default the window's centre)
 * where it is, as a zoom around the pointer or the crop's middle is expected to.
 */
export function zoomView(
  view: View,
  zoom: number,
  g: Geometry,
  anchor = { x: g.stage / 2, y: g.stage / 2 },
): View {
  const next = clampZoom(zoom);
  const ratio = next / view.zoom;
  return clampView(
    {
      zoom: next,
      x: anchor.x - (anchor.x - view.x) * ratio,
      y: anchor.y - (anchor.y - view.y) * ratio,
    },
    g,
  );
}

/** The part of the picture inside the window, in picture pixels. */
export function cropOf(view: View, g: Geometry): Crop {
  const scale = scaleOf(view, g);
  const start = windowStart(g);
  const size = Math.min(g.window / scale, g.image.width, g.image.height);
  // Rounding can push the square a fraction past the picture's edge; keep it inside.
  const inside = (position: number, length: number) =>
    Math.min(Math.max(0, position), length - size);
  return {
    x: inside((start - view.x) / scale, g.image.width),
    y: inside((start - view.y) / scale, g.image.height),
    size,
  };
}

/** Side of the stored square: the crop's own pixels, at most MAX_OUTPUT, at least 1. */
export function outputSide(crop: Crop): number {
  return Math.max(1, Math.min(MAX_OUTPUT, Math.round(crop.size)));
}
