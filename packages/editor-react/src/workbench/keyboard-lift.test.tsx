import { afterEach, describe, expect, it } from "vitest";
import { KeyboardLift } from "./keyboard-lift";

// jsdom has no layout: the item reports the rectangle a browser would give it, moved at will.
function item() {
  const element = document.createElement("div");
  let top = 100;
  element.getBoundingClientRect = () => new DOMRect(0, top, 375, 40);
  document.body.append(element);
  return { element, moveTo: (y: number) => (top = y) };
}

afterEach(() => {
  document.body.innerHTML = "";
});

const measureWith = (lift: KeyboardLift) => {
  const measure = lift.measuring.draggable?.measure;
  if (!measure) throw new Error("no draggable measure");
  return measure;
};

describe("the lifted item's rectangle", () => {
  it("stays as measured at a keyboard lift while its panel scrolls under it", () => {
    const lift = new KeyboardLift();
    const { element, moveTo } = item();
    lift.arming(true);
    const measure = measureWith(lift);
    expect(measure(element).top).toBe(100);
    // The panel scrolled 64 px: the item is drawn higher, but a new measurement would make
    // dnd-kit forget that scroll (see keyboard-lift.ts).
    moveTo(36);
    expect(measure(element).top).toBe(100);
  });

  it("is measured afresh on every call for a pointer drag, and for the next keyboard lift", () => {
    const lift = new KeyboardLift();
    const { element, moveTo } = item();
    const measure = measureWith(lift);
    lift.arming(false);
    expect(measure(element).top).toBe(100);
    moveTo(36);
    expect(measure(element).top).toBe(36);

    lift.arming(true);
    expect(measure(element).top).toBe(36);
    lift.end();
    moveTo(10);
    expect(measure(element).top).toBe(10);
    lift.arming(true);
    expect(measure(element).top).toBe(10);
  });
});
