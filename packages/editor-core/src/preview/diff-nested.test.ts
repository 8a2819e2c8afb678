import { describe, expect, it } from "vitest";
import { createDocument } from "../document/create-document";
import { insertAt } from "../operations/insert-at";
import { moveTo } from "../operations/move-to";
import { removeComponents } from "../operations/remove-components";
import { updateProps } from "../operations/update-props";
import type { ComponentInstance, PageDocument } from "../types";
import { applyPatch } from "./apply-patch";
import { diffDocuments } from "./diff-documents";

const notice = (id: string): ComponentInstance => ({
  id,
  type: "notice",
  props: { noticeText: id },
});

function page(): PageDocument {
  return createDocument({
    components: [
      notice("top"),
      {
        id: "cols",
        type: "twocolumn",
        props: { ratio: "1:1" },
        slots: {
          left: [notice("l1"), notice("l2")],
          right: [{ id: "tabs", type: "tabs", props: {}, slots: { tab1: [notice("deep")] } }],
        },
      },
    ],
  });
}

/** The patch must turn `before` into exactly `after`, as the preview frame applies it. */
function roundTrip(before: PageDocument, after: PageDocument) {
  const ops = diffDocuments(before, after);
  expect(applyPatch(before, ops)).toEqual(after);
  return ops;
}

describe("preview patches of nested blocks", () => {
  it("sends a typed field inside a slot as one replace of that field", () => {
    const before = page();
    const ops = roundTrip(before, updateProps(before, "l2", ["noticeText"], "changed"));
    expect(ops).toEqual([
      { op: "replace", path: "/components/1/slots/left/1/props/noticeText", value: "changed" },
    ]);
  });

  it("replaces a slot's list when blocks enter, leave or move inside it", () => {
    const before = page();
    const added = insertAt(before, { parentId: "cols", slot: "left", index: 0 }, [notice("n")]);
    expect(roundTrip(before, added)).toEqual([
      { op: "replace", path: "/components/1/slots/left", value: added.components[1]!.slots!.left },
    ]);
    roundTrip(before, removeComponents(before, ["l1"]));
    roundTrip(before, moveTo(before, "l2", { parentId: "cols", slot: "left", index: 0 }));
    roundTrip(before, moveTo(before, "top", { parentId: "tabs", slot: "tab1", index: 1 }));
    roundTrip(before, moveTo(before, "deep", { index: 0 }));
  });

  it("replaces a nested container whose own slots change, and adds or removes slots", () => {
    const before = page();
    const deeper = insertAt(before, { parentId: "tabs", slot: "tab1", index: 0 }, [notice("n")]);
    expect(roundTrip(before, deeper)).toEqual([
      {
        op: "replace",
        path: "/components/1/slots/right/0",
        value: deeper.components[1]!.slots!.right![0],
      },
    ]);
    const withSlot = insertAt(before, { parentId: "cols", slot: "extra", index: 0 }, [notice("e")]);
    roundTrip(before, withSlot);
    roundTrip(withSlot, before);
    const flat = createDocument({ components: [notice("a")] });
    const grown = createDocument({ components: [{ ...notice("a"), slots: { s: [notice("b")] } }] });
    roundTrip(flat, grown);
    roundTrip(grown, flat);
    const retyped = createDocument({ components: [{ id: "a", type: "richtext", props: {} }] });
    roundTrip(grown, retyped);
  });
});
