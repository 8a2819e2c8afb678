import { describe, expect, it } from "vitest";
import {
  clampView,
  cropOf,
  type Geometry,
  initialView,
  MAX_OUTPUT,
  MAX_ZOOM,
  moveView,
  outputSide,
  zoomView,
} from "./cropMath";

/** A 300×200 picture on a 400 px stage with a 200 px window (from 100 to 300). */
const wide: Geometry = { image: { width: 300, height: 200 }, stage: 400, window: 200 };
const tall: Geometry = { image: { width: 100, height: 400 }, stage: 400, window: 200 };

describe("the first view", () => {
  it("crops the largest centred square of a wide picture", () => {
    expect(cropOf(initialView(wide), wide)).toEqual({ x: 50, y: 0, size: 200 });
  });

  it("crops the largest centred square of a tall picture", () => {
    expect(cropOf(initialView(tall), tall)).toEqual({ x: 0, y: 150, size: 100 });
  });
});

describe("moving", () => {
  it("moves the crop the opposite way in picture pixels (dragging the picture right shows more of its left)", () => {
    const view = moveView(initialView(wide), 20, 0, wide);
    expect(cropOf(view, wide)).toEqual({ x: 30, y: 0, size: 200 });
  });

  it("stops where the picture's edge meets the window's edge", () => {
    const farRight = moveView(initialView(wide), 1000, 0, wide);
    expect(cropOf(farRight, wide).x).toBe(0);
    const farLeft = moveView(initialView(wide), -1000, 0, wide);
    expect(cropOf(farLeft, wide).x).toBe(100);
    // At zoom 1 the short side exactly fills the window: no vertical room.
    expect(cropOf(moveView(initialView(wide), 0, 50, wide), wide).y).toBe(0);
  });
});

describe("zooming", () => {
  it("crops a smaller square around the same middle when zooming in on the window's centre", () => {
    const view = zoomView(initialView(wide), 2, wide);
    expect(cropOf(view, wide)).toEqual({ x: 100, y: 50, size: 100 });
  });

  it("keeps the picture point under the anchor in place", () => {
    const start = initialView(wide);
    const anchor = { x: 150, y: 150 };
    const view = zoomView(start, 2, wide, anchor);
    // Picture point under the anchor before and after.
    const before = { x: (anchor.x - start.x) / 1, y: (anchor.y - start.y) / 1 };
    const after = { x: (anchor.x - view.x) / 2, y: (anchor.y - view.y) / 2 };
    expect(after).toEqual(before);
  });

  it("stays between 1 and the maximum zoom, and never leaves an empty corner when zooming out", () => {
    expect(zoomView(initialView(wide), 99, wide).zoom).toBe(MAX_ZOOM);
    const zoomedIn = moveView(zoomView(initialView(wide), 3, wide), -500, -500, wide);
    const out = zoomView(zoomedIn, 0.1, wide);
    expect(out.zoom).toBe(1);
    const crop = cropOf(out, wide);
    expect(crop.x + crop.size).toBeLessThanOrEqual(300);
    expect(crop.y + crop.size).toBeLessThanOrEqual(200);
  });

  it("treats a broken zoom value as no zoom", () => {
    expect(clampView({ zoom: Number.NaN, x: 0, y: 0 }, wide).zoom).toBe(1);
  });
});

describe("the stored size", () => {
  it("is the crop's own pixels, capped and never zero", () => {
    expect(outputSide({ x: 0, y: 0, size: 199.6 })).toBe(200);
    expect(outputSide({ x: 0, y: 0, size: 5000 })).toBe(MAX_OUTPUT);
    expect(outputSide({ x: 0, y: 0, size: 0.2 })).toBe(1);
  });
});
