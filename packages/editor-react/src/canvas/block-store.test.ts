import { createEditor } from "@vitrine/editor-core";
import { describe, expect, it } from "vitest";
import { ACTIONS, blockStoreOf, SELECTED } from "./block-store";

function setUp() {
  let next = 0;
  const editor = createEditor({ createId: () => `c${++next}`, mergeWindowMs: 0 });
  for (let i = 0; i < 3; i += 1) editor.insert("captiontext");
  const woken: string[] = [];
  const blocks = blockStoreOf(editor.store);
  const stops = ["c1", "c2", "c3"].map((id) => blocks.subscribe(id, () => woken.push(id)));
  return {
    editor,
    blocks,
    woken,
    stop: () => {
      for (const s of stops) s();
    },
  };
}

describe("block store", () => {
  it("wakes only the block whose component changed", () => {
    const { editor, woken, blocks } = setUp();
    editor.updateProps("c2", "name", "Only me");
    expect(woken).toEqual(["c2"]);
    expect(blocks.component("c2")?.props.name).toBe("Only me");
  });

  it("wakes the blocks entering and leaving the selection", () => {
    const { editor, woken, blocks } = setUp();
    editor.select(["c1"]);
    expect(woken).toEqual(["c1"]);
    woken.length = 0;
    editor.select(["c3"]);
    expect(woken.sort()).toEqual(["c1", "c3"]);
    expect(blocks.selection("c3") & SELECTED).toBeTruthy();
  });

  it("wakes a removed block and none of the others", () => {
    const { editor, woken } = setUp();
    editor.remove("c2");
    expect(woken).toEqual(["c2"]);
  });

  it("stops listening to the store when the last block leaves", () => {
    const { editor, woken, stop } = setUp();
    stop();
    editor.updateProps("c1", "name", "Nobody hears");
    expect(woken).toEqual([]);
  });

  it("gives the action bar to the selected block highest on the page, so it covers none of them", () => {
    const { editor, woken, blocks } = setUp();
    editor.select(["c3"]);
    expect(blocks.selection("c3") & ACTIONS).toBeTruthy();
    woken.length = 0;
    // Chosen last is c2, but c2's bar would sit over c1, which is selected too.
    editor.select(["c3", "c1", "c2"]);
    expect(["c1", "c2", "c3"].filter((id) => blocks.selection(id) & ACTIONS)).toEqual(["c1"]);
    expect(woken).toContain("c3");
    expect(woken).toContain("c1");
    woken.length = 0;
    editor.select(["c2", "c3"]);
    expect(["c1", "c2", "c3"].filter((id) => blocks.selection(id) & ACTIONS)).toEqual(["c2"]);
    // c1 loses the bar, c2 gets it (c3 wakes too: it is now the block chosen last).
    expect(woken).toContain("c1");
    expect(woken).toContain("c2");
  });

  it("answers the same snapshot until the block's component or selection changes", () => {
    const { editor, blocks } = setUp();
    const first = blocks.snapshot("c1");
    editor.updateProps("c2", "name", "Elsewhere");
    expect(blocks.snapshot("c1")).toBe(first);
    editor.select(["c1"]);
    const selected = blocks.snapshot("c1");
    expect(selected).not.toBe(first);
    expect(selected.flags & SELECTED).toBeTruthy();
    expect(selected.component).toBe(first.component);
    editor.updateProps("c1", "name", "Me");
    expect(blocks.snapshot("c1").component?.props.name).toBe("Me");
  });
});
