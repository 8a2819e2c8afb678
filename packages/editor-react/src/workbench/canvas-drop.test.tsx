import type { KeyboardCoordinateGetter } from "@dnd-kit/core";
import { afterEach, describe, expect, it } from "vitest";
import {
  currentPlace,
  type DropPlace,
  locationOf,
  placeAt,
  placesInOrder,
  topLevelItems,
} from "./canvas-drop";
import { CanvasKeySteps } from "./canvas-key-steps";

// jsdom lays nothing out: each block and zone gets the rectangle a browser would give it. The page:
// a (0-40), a two-column container c (40-140) with slot "left" (x 0-180) holding n1 (44-84) and
// an empty slot "right" (x 190-375), then b (140-180).
type Box = [left: number, top: number, width: number, height: number];
function element(attributes: Record<string, string>, box: Box, ...children: HTMLElement[]) {
  const node = document.createElement("div");
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.getBoundingClientRect = () => new DOMRect(...box);
  node.append(...children);
  return node;
}
const block = (id: string, box: Box, ...children: HTMLElement[]) =>
  element({ "data-component-id": id }, box, ...children);
const zone = (parentId: string, slot: string, box: Box, ...children: HTMLElement[]) =>
  element(
    { "data-slot-zone": "", "data-parent-id": parentId, "data-slot-name": slot },
    box,
    ...children,
  );

function page() {
  const canvas = element({ "data-vitrine-canvas": "" }, [0, 0, 375, 400]);
  canvas.append(
    block("a", [0, 0, 375, 40]),
    block(
      "c",
      [0, 40, 375, 100],
      zone("c", "left", [4, 44, 176, 92], block("n1", [4, 44, 176, 40])),
      zone("c", "right", [190, 44, 181, 92]),
    ),
    block("b", [0, 140, 375, 40]),
  );
  document.body.append(canvas);
  return canvas;
}

afterEach(() => {
  document.body.innerHTML = "";
});

const slot = (parentId: string, name: string, index: number): DropPlace => ({
  kind: "slot",
  parentId,
  slot: name,
  index,
});
const before = (id: string): DropPlace => ({ kind: "page", before: id });

describe("drop places on a canvas with slots", () => {
  it("lists the page's own blocks without the nested ones", () => {
    const canvas = page();
    expect(topLevelItems(canvas).map((item) => item.dataset.componentId)).toEqual(["a", "c", "b"]);
  });

  it("lands in the slot under the point, at the position its blocks' middles give", () => {
    const canvas = page();
    expect(placeAt(canvas, 90, 50, "b")).toEqual(slot("c", "left", 0));
    expect(placeAt(canvas, 90, 100, "b")).toEqual(slot("c", "left", 1));
    expect(placeAt(canvas, 300, 60, "a")).toEqual(slot("c", "right", 0));
  });

  it("lands on the page between blocks, and out of a slot when the point leaves it", () => {
    const canvas = page();
    expect(placeAt(canvas, 90, 10, "b")).toEqual(before("a"));
    expect(placeAt(canvas, 90, 30, "n1")).toEqual(before("c"));
    expect(placeAt(canvas, 90, 170, "n1")).toEqual(before("end"));
  });

  it("never lands a container inside its own slots", () => {
    const canvas = page();
    // Over its own left slot, where another block would go in: for c itself the page counts.
    expect(placeAt(canvas, 90, 100, "c")).toEqual(before("b"));
  });

  it("steps through every place in reading order, slots included, without the dragged block", () => {
    const canvas = page();
    expect(placesInOrder(canvas, "a")).toEqual([
      before("c"),
      slot("c", "left", 0),
      slot("c", "left", 1),
      slot("c", "right", 0),
      before("b"),
      before("end"),
    ]);
    // The nested block's own place is its slot's position 0 (left holds nothing else then).
    expect(placesInOrder(canvas, "n1")).toContainEqual(slot("c", "left", 0));
    expect(placesInOrder(canvas, "n1")).not.toContainEqual(slot("c", "left", 1));
  });

  it("tells where a block is now: in its slot, or before the next block of the page", () => {
    const canvas = page();
    expect(currentPlace(canvas, "n1")).toEqual(slot("c", "left", 0));
    expect(currentPlace(canvas, "a")).toEqual(before("c"));
    expect(currentPlace(canvas, "b")).toEqual(before("end"));
  });

  it("turns a place into editor-core's location, counted without the moving block", () => {
    const ids = ["a", "c", "b"];
    expect(locationOf(ids, before("b"), "a")).toEqual({ index: 1 });
    expect(locationOf(ids, before("end"), "n1")).toEqual({ index: 3 });
    expect(locationOf(ids, slot("c", "right", 0), "a")).toEqual({
      parentId: "c",
      slot: "right",
      index: 0,
    });
    expect(locationOf(ids, before("gone"), "a")).toBeNull();
  });
});

type Arguments = Parameters<KeyboardCoordinateGetter>[1];
const arrow = (code: string) => new KeyboardEvent("keydown", { code, cancelable: true });

describe("keyboard steps with slots", () => {
  it("moves a lifted block into a slot one arrow at a time and out again", () => {
    const canvas = page();
    const steps = new CanvasKeySteps();
    const getter = steps.options("[data-vitrine-canvas]").coordinateGetter!;
    const node = canvas.querySelector<HTMLElement>('[data-component-id="a"]');
    const args = {
      currentCoordinates: { x: 0, y: 0 },
      context: { activeNode: node, active: "a", collisionRect: null },
      active: "a",
    } as unknown as Arguments;
    const down = () => getter(arrow("ArrowDown"), args);
    down();
    expect(steps.place).toEqual(slot("c", "left", 0));
    // Shown at the gap: the block's corner goes to the zone's left, on n1's top.
    expect(down()).toEqual({ x: 4, y: 84 });
    expect(steps.place).toEqual(slot("c", "left", 1));
    down();
    expect(steps.place).toEqual(slot("c", "right", 0));
    down();
    expect(steps.place).toEqual(before("b"));
    getter(arrow("ArrowUp"), args);
    expect(steps.place).toEqual(slot("c", "right", 0));
    steps.reset();
    expect(steps.place).toBeNull();
  });
});
