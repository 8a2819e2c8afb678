import { describe, expect, it } from "vitest";
import { blockIndex } from "../store/component-index";
import { duplicateComponent } from "./duplicate-component";
import { insertAt } from "./insert-at";
import { moveTo } from "./move-to";
import { slotIds, tree } from "./nested.fixture";
import { removeComponents } from "./remove-components";
import { updateProps } from "./update-props";

const fresh = (id: string) => ({ id, type: "x", props: {} });

describe("operations on nested blocks", () => {
  it("inserts into a slot, clamped to its list, copying only the ancestors", () => {
    const before = tree();
    const after = insertAt(before, { parentId: "box", slot: "left", index: 1 }, [fresh("n")]);
    expect(slotIds(after, "box", "left")).toEqual(["l1", "n", "l2"]);
    expect(after.components[0]).toBe(before.components[0]);
    expect(after.components[1]!.slots!.right).toBe(before.components[1]!.slots!.right);
    const end = insertAt(before, { parentId: "inner", slot: "main", index: 99 }, [fresh("z")]);
    expect(slotIds(end, "inner", "main")).toEqual(["deep", "z"]);
    // A slot the block has no list for yet starts empty.
    expect(
      slotIds(
        insertAt(before, { parentId: "box", slot: "new", index: 0 }, [fresh("y")]),
        "box",
        "new",
      ),
    ).toEqual(["y"]);
    expect(Object.isFrozen(after.components[1]!.slots!.left)).toBe(true);
  });

  it("answers the same document for an unknown parent or nothing to insert", () => {
    const before = tree();
    expect(insertAt(before, { parentId: "nope", slot: "left", index: 0 }, [fresh("n")])).toBe(
      before,
    );
    expect(insertAt(before, { parentId: "box", slot: "left", index: 0 }, [])).toBe(before);
    expect(slotIds(insertAt(before, { index: 0 }, [fresh("r")]))).toEqual(["r", "a", "box", "c"]);
  });

  it("moves into, out of and between slots, keeping a container's content", () => {
    const before = tree();
    const into = moveTo(before, "a", { parentId: "box", slot: "right", index: 0 });
    expect(slotIds(into)).toEqual(["box", "c"]);
    expect(slotIds(into, "box", "right")).toEqual(["a", "inner"]);
    const out = moveTo(before, "inner", { index: 0 });
    expect(slotIds(out)).toEqual(["inner", "a", "box", "c"]);
    expect(slotIds(out, "inner", "main")).toEqual(["deep"]);
    const across = moveTo(before, "l2", { parentId: "inner", slot: "main", index: 0 });
    expect(slotIds(across, "box", "left")).toEqual(["l1"]);
    expect(slotIds(across, "inner", "main")).toEqual(["l2", "deep"]);
    const within = moveTo(before, "l2", { parentId: "box", slot: "left", index: 0 });
    expect(slotIds(within, "box", "left")).toEqual(["l2", "l1"]);
  });

  it("refuses a container into itself or its descendants, and no-op moves", () => {
    const before = tree();
    expect(moveTo(before, "box", { parentId: "box", slot: "left", index: 0 })).toBe(before);
    expect(moveTo(before, "box", { parentId: "inner", slot: "main", index: 0 })).toBe(before);
    expect(moveTo(before, "l2", { parentId: "box", slot: "left", index: 1 })).toBe(before);
    expect(moveTo(before, "l2", { parentId: "box", slot: "left", index: 9 })).toBe(before);
    expect(moveTo(before, "nope", { index: 0 })).toBe(before);
    expect(moveTo(before, "a", { parentId: "nope", slot: "x", index: 0 })).toBe(before);
  });

  it("removes nested blocks, and a container with everything inside it", () => {
    const before = tree();
    const inner = removeComponents(before, ["deep", "l1"]);
    expect(slotIds(inner, "box", "left")).toEqual(["l2"]);
    expect(slotIds(inner, "inner", "main")).toEqual([]);
    expect(inner.components[0]).toBe(before.components[0]);
    const whole = removeComponents(before, ["box"]);
    expect(slotIds(whole)).toEqual(["a", "c"]);
    expect(blockIndex(whole.components).has("deep")).toBe(false);
    expect(removeComponents(before, ["nope"])).toBe(before);
  });

  it("duplicates a container with fresh ids for its whole subtree", () => {
    let n = 0;
    const after = duplicateComponent(tree(), "box", "box2", () => `id${++n}`);
    expect(slotIds(after)).toEqual(["a", "box", "box2", "c"]);
    expect(slotIds(after, "box2", "left")).toEqual(["id1", "id2"]);
    expect(slotIds(after, "id3", "main")).toEqual(["id4"]);
    const nested = duplicateComponent(tree(), "l1", "l1b");
    expect(slotIds(nested, "box", "left")).toEqual(["l1", "l1b", "l2"]);
    expect(duplicateComponent(tree(), "nope", "x")).toEqual(tree());
  });

  it("updates the props of a nested block, sharing everything else", () => {
    const before = tree();
    const after = updateProps(before, "deep", ["n"], "changed");
    const index = blockIndex(after.components);
    expect(index.get("deep")).toEqual(blockIndex(before.components).get("deep"));
    expect(after.components[1]!.slots!.right![0]!.slots!.main![0]!.props.n).toBe("changed");
    expect(after.components[1]!.slots!.left).toBe(before.components[1]!.slots!.left);
    expect(updateProps(after, "deep", ["n"], "changed")).toBe(after);
  });

  it("indexes every block with its container, slot and position", () => {
    const index = blockIndex(tree().components);
    expect(index.get("a")).toMatchObject({ index: 0 });
    expect(index.get("a")!.parentId).toBeUndefined();
    expect(index.get("l2")).toMatchObject({ parentId: "box", slot: "left", index: 1 });
    expect(index.get("deep")).toMatchObject({ parentId: "inner", slot: "main", index: 0 });
  });
});
