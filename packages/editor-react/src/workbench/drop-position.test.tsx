import type { KeyboardCoordinateGetter } from "@dnd-kit/core";
import { afterEach, describe, expect, it } from "vitest";
import { draggedRect, insertionPoint, keyboardSteps, stepByItem } from "./drop-position";

// jsdom has no layout: each item gets the rectangle a browser would give it.
function list(items: Array<{ id: string; top: number; height: number }>) {
  const container = document.createElement("div");
  container.setAttribute("data-test-list", "");
  for (const { id, top, height } of items) {
    const item = document.createElement("div");
    item.dataset.componentId = id;
    item.getBoundingClientRect = () => new DOMRect(0, top, 375, height);
    container.append(item);
  }
  document.body.append(container);
}

afterEach(() => {
  document.body.innerHTML = "";
});

const LIST = "[data-test-list]";
type Arguments = Parameters<KeyboardCoordinateGetter>[1];
const arrow = (code: string) => new KeyboardEvent("keydown", { code });
const context = (active: string, collisionTop: number, height: number) =>
  ({
    active,
    collisionRect: { top: collisionTop, height, left: 0, width: 375, bottom: 0, right: 0 },
  }) as unknown as Arguments["context"];

describe("keyboard steps and drop positions", () => {
  it("reads the dragged item's rectangle as drawn now, and nothing for an item not in the list", () => {
    list([
      { id: "a", top: 0, height: 60 },
      { id: "b", top: 60, height: 20 },
    ]);
    expect(draggedRect(LIST, "b")?.top).toBe(60);
    expect(draggedRect(LIST, "palette:notice")).toBeUndefined();
  });

  it("moves a lifted item above its upper neighbour even when the lift's measurement is stale", () => {
    // The item is drawn at 60-80; dnd-kit measured it at 13-33 before the list above it grew.
    list([
      { id: "a", top: 0, height: 60 },
      { id: "b", top: 60, height: 20 },
    ]);
    const step = stepByItem(LIST);
    const moved = step(arrow("ArrowUp"), {
      currentCoordinates: { x: 10, y: 100 },
      context: context("b", 13, 20),
      active: "b",
    } as Arguments);
    // From its centre (70) to just above a's top (-1): 71 px up, so the drop lands before a.
    expect(moved).toEqual({ x: 10, y: 29 });
    expect(insertionPoint(LIST, 70 - 71, "b")).toBe("a");
  });

  it("moves below the lower neighbour with the down arrow and stays put at either end", () => {
    list([
      { id: "a", top: 0, height: 60 },
      { id: "b", top: 60, height: 20 },
    ]);
    const step = stepByItem(LIST);
    const args = (active: string) =>
      ({
        currentCoordinates: { x: 0, y: 50 },
        context: context(active, 0, 0),
        active,
      }) as Arguments;
    expect(step(arrow("ArrowDown"), args("a"))).toEqual({ x: 0, y: 50 + (81 - 30) });
    expect(step(arrow("ArrowDown"), args("b"))).toEqual({ x: 0, y: 50 });
    expect(step(arrow("ArrowUp"), args("a"))).toEqual({ x: 0, y: 50 });
    expect(step(arrow("ArrowLeft"), args("a"))).toBeUndefined();
  });

  it("takes the arrow from the browser (no scroll of the panel of its own), and leaves other keys", () => {
    list([
      { id: "a", top: 0, height: 60 },
      { id: "b", top: 60, height: 20 },
    ]);
    const step = stepByItem(LIST);
    const press = (code: string) => {
      const event = new KeyboardEvent("keydown", { code, cancelable: true });
      step(event, {
        currentCoordinates: { x: 0, y: 0 },
        context: context("a", 0, 60),
        active: "a",
      } as Arguments);
      return event.defaultPrevented;
    };
    expect(press("ArrowDown")).toBe(true);
    expect(press("ArrowUp")).toBe(true);
    expect(press("Tab")).toBe(false);
  });

  it("gives the keyboard sensor steps that scroll at once (a glide would be cut short by the next arrow)", () => {
    const options = keyboardSteps(LIST);
    expect(options.scrollBehavior).toBe("instant");
    expect(typeof options.coordinateGetter).toBe("function");
  });
});
