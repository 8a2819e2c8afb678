import { describe, expect, it } from "vitest";
import { createBuiltinRegistry } from "../builtins";
import { defineComponent } from "../registry/define-component";
import type { PageDocument } from "../types";
import { testEditor } from "./test-editor";

/** The built-ins with their containers, plus a host group that holds two notices or rich texts. */
function registry() {
  const result = createBuiltinRegistry({ containers: true });
  result.register(
    defineComponent({
      type: "group",
      defaultProps: {},
      slots: { items: { title: "Items", max: 2, allow: ["notice", "richtext"] } },
    }),
  );
  return result;
}

const slot = (document: PageDocument, parentId: string, name: string): string[] => {
  const found: string[][] = [];
  const visit = (list: PageDocument["components"]) => {
    for (const c of list) {
      if (c.id === parentId) found.push((c.slots?.[name] ?? []).map((x) => x.id));
      for (const children of Object.values(c.slots ?? {})) visit(children);
    }
  };
  visit(document.components);
  return found[0] ?? [];
};

describe("commands on nested blocks", () => {
  it("inserts into a slot; a new container starts with its slots empty", () => {
    const { editor, ids } = testEditor({ registry: registry() });
    expect(editor.insert("twocolumn")).toMatchObject({ ok: true, id: "c1" });
    expect(editor.getComponent("c1")!.slots).toEqual({ left: [], right: [] });
    expect(editor.insert("notice", { parentId: "c1", slot: "left", index: 0 })).toMatchObject({
      ok: true,
      id: "c2",
    });
    expect(ids()).toEqual(["c1"]);
    expect(slot(editor.getDocument(), "c1", "left")).toEqual(["c2"]);
    expect(editor.getComponent("c2")!.type).toBe("notice");
    expect(editor.select("c2")).toMatchObject({ ok: true });
    editor.undo();
    expect(slot(editor.getDocument(), "c1", "left")).toEqual([]);
    expect(editor.getSelection()).toEqual([]);
    editor.redo();
    expect(slot(editor.getDocument(), "c1", "left")).toEqual(["c2"]);
  });

  it("refuses a slot's max and allow, an unknown slot and the tab bar, in the editor's language", () => {
    const { editor } = testEditor({ registry: registry(), locale: "en" });
    editor.insert("group");
    const into = { parentId: "c1", slot: "items", index: 0 };
    expect(editor.insert("captiontext", into)).toEqual({
      ok: false,
      reason: "slot",
      message: "Title text cannot go into Items",
    });
    editor.insert("notice", into);
    editor.insert("richtext", into);
    expect(editor.insert("notice", into)).toEqual({
      ok: false,
      reason: "slot",
      message: "Items takes no more blocks (at most 2)",
    });
    expect(editor.insert("notice", { parentId: "c1", slot: "nope", index: 0 })).toMatchObject({
      ok: false,
      reason: "slot",
    });
    expect(editor.insert("notice", { parentId: "zz", slot: "items", index: 0 })).toMatchObject({
      ok: false,
      reason: "not-found",
    });
    const columns = editor.insert("twocolumn");
    if (!columns.ok) throw new Error("insert failed");
    expect(editor.insert("tabBar", { parentId: columns.id, slot: "left", index: 0 })).toEqual({
      ok: false,
      reason: "slot",
      message: "Bottom tab bar cannot go into Left column",
    });
    editor.setLocale("zh-cn");
    expect(editor.insert("notice", into)).toMatchObject({ message: "Items最多放入2个组件" });
    editor.setLocale("zh-tw");
    expect(
      editor.insert("tabBar", { parentId: columns.id, slot: "right", index: 0 }),
    ).toMatchObject({
      message: "底部導航不能放入右欄",
    });
  });

  it("moves into, out of and between slots, refusing a container into itself; undo puts it back", () => {
    const { editor, ids } = testEditor({ registry: registry(), locale: "en" });
    editor.insert("twocolumn");
    editor.insert("notice");
    editor.insert("twocolumn", { parentId: "c1", slot: "right", index: 0 });
    expect(editor.move("c2", { parentId: "c1", slot: "left", index: 0 })).toEqual({
      ok: true,
      changed: true,
    });
    expect(ids()).toEqual(["c1"]);
    expect(editor.move("c2", { parentId: "c3", slot: "left", index: 0 })).toMatchObject({
      ok: true,
    });
    expect(slot(editor.getDocument(), "c3", "left")).toEqual(["c2"]);
    expect(editor.move("c1", { parentId: "c3", slot: "right", index: 0 })).toEqual({
      ok: false,
      reason: "slot",
      message: "Two columns cannot go inside itself",
    });
    expect(editor.move("c3", { index: 0 })).toMatchObject({ ok: true, changed: true });
    expect(ids()).toEqual(["c3", "c1"]);
    expect(slot(editor.getDocument(), "c3", "left")).toEqual(["c2"]);
    editor.undo();
    expect(ids()).toEqual(["c1"]);
    editor.undo();
    expect(slot(editor.getDocument(), "c1", "left")).toEqual(["c2"]);
    expect(editor.move("zz", 0)).toMatchObject({ ok: false, reason: "not-found" });
  });

  it("moves up and down inside a slot by keyboard", () => {
    const { editor } = testEditor({ registry: registry() });
    editor.insert("twocolumn");
    const left = (index: number) => ({ parentId: "c1", slot: "left", index });
    editor.insert("notice", left(0));
    editor.insert("richtext", left(1));
    expect(editor.moveDown("c2")).toEqual({ ok: true, changed: true });
    expect(slot(editor.getDocument(), "c1", "left")).toEqual(["c3", "c2"]);
    expect(editor.moveDown("c2")).toEqual({ ok: true, changed: false });
    expect(editor.moveUp("c2")).toEqual({ ok: true, changed: true });
    expect(editor.moveUp("c2")).toEqual({ ok: true, changed: false });
    expect(editor.move("c2", 0)).toEqual({ ok: true, changed: false });
  });

  it("removes a container with its blocks, duplicates one with fresh ids, edits a nested block", () => {
    const { editor, ids } = testEditor({ registry: registry() });
    editor.insert("twocolumn");
    editor.insert("notice", { parentId: "c1", slot: "left", index: 0 });
    expect(editor.duplicate("c1")).toEqual({ ok: true, changed: true, id: "c3" });
    expect(ids()).toEqual(["c1", "c3"]);
    expect(slot(editor.getDocument(), "c3", "left")).toEqual(["c4"]);
    expect(editor.duplicate("c2")).toMatchObject({ ok: true, id: "c5" });
    expect(slot(editor.getDocument(), "c1", "left")).toEqual(["c2", "c5"]);
    expect(editor.updateProps("c4", "noticeText", "Hello")).toEqual({ ok: true, changed: true });
    expect(editor.getComponent("c4")!.props.noticeText).toBe("Hello");
    expect(editor.getComponent("c2")!.props.noticeText).not.toBe("Hello");
    editor.undo();
    expect(editor.getComponent("c4")!.props.noticeText).not.toBe("Hello");
    editor.select(["c2", "c5"]);
    expect(editor.remove("c1")).toEqual({ ok: true, changed: true });
    expect(editor.getComponent("c2")).toBeUndefined();
    expect(editor.getSelection()).toEqual([]);
    expect(editor.remove("c4")).toEqual({ ok: true, changed: true });
    expect(slot(editor.getDocument(), "c3", "left")).toEqual([]);
    editor.undo();
    editor.undo();
    expect(editor.getComponent("c2")).toBeDefined();
  });

  it("counts blocks inside containers for once-per-page rules", () => {
    const { editor } = testEditor({ registry: registry(), locale: "en" });
    editor.insert("notice");
    editor.insert("twocolumn");
    expect(editor.insert("suspension", { parentId: "c2", slot: "left", index: 0 })).toMatchObject({
      ok: true,
      id: "c3",
    });
    expect(editor.insert("suspension")).toMatchObject({ ok: false, reason: "placement" });
    expect(editor.duplicate("c2")).toMatchObject({ ok: false, reason: "placement" });
    const copied = editor.copy(["c3"]);
    if (!copied.ok) throw new Error("copy failed");
    expect(editor.paste(copied.payload, { parentId: "c2", slot: "right", index: 0 })).toMatchObject(
      { ok: false, reason: "placement" },
    );
    expect(editor.move("c3", { index: 1 })).toMatchObject({ ok: true, changed: true });
  });

  it("refuses a duplicate that would overfill its slot", () => {
    const { editor } = testEditor({ registry: registry(), locale: "en" });
    editor.insert("group");
    const into = { parentId: "c1", slot: "items", index: 0 };
    editor.insert("notice", into);
    editor.insert("notice", into);
    expect(editor.duplicate("c2")).toMatchObject({ ok: false, reason: "slot" });
  });

  it("copies a subtree and pastes it into a slot or the page with fresh ids", () => {
    const { editor, ids } = testEditor({ registry: registry() });
    editor.insert("twocolumn");
    editor.insert("notice", { parentId: "c1", slot: "left", index: 0 }, { noticeText: "N" });
    editor.insert("tabs");
    // The container and a block inside it: the block travels inside its container, once.
    const copied = editor.copy(["c1", "c2"]);
    if (!copied.ok) throw new Error("copy failed");
    expect(copied.count).toBe(1);
    expect(editor.paste(copied.payload, 0)).toEqual({ ok: true, changed: true, ids: ["c4"] });
    expect(ids()).toEqual(["c4", "c1", "c3"]);
    expect(slot(editor.getDocument(), "c4", "left")).toEqual(["c5"]);
    expect(editor.getComponent("c5")!.props.noticeText).toBe("N");
    const inner = editor.copy(["c2"]);
    if (!inner.ok) throw new Error("copy failed");
    expect(editor.paste(inner.payload, { parentId: "c3", slot: "tab2", index: 0 })).toMatchObject({
      ok: true,
      ids: ["c6"],
    });
    expect(slot(editor.getDocument(), "c3", "tab2")).toEqual(["c6"]);
    editor.undo();
    expect(slot(editor.getDocument(), "c3", "tab2")).toEqual([]);
    // With a block in a slot selected, a paste lands right after it in that slot.
    editor.select("c5");
    expect(editor.paste(inner.payload)).toMatchObject({ ok: true, ids: ["c7"] });
    expect(slot(editor.getDocument(), "c4", "left")).toEqual(["c5", "c7"]);
    expect(editor.paste(copied.payload, { parentId: "c3", slot: "tab9", index: 0 })).toMatchObject({
      ok: false,
      reason: "slot",
    });
    const bad = JSON.stringify({
      format: "vitrine/components",
      components: [{ type: "twocolumn", props: {}, slots: { left: "no" } }],
    });
    expect(editor.paste(bad)).toMatchObject({ ok: false, reason: "invalid-payload" });
  });
});
