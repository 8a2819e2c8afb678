import { act, fireEvent, screen, within } from "@testing-library/react";
import {
  createBuiltinRegistry,
  createEditor,
  defineComponent,
  type Editor,
} from "@vitrine/editor-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Slot } from "../previews/slot-parent";
import { layOutForKeyboardDrags } from "../workbench/test-layout";
import { blockButton, pressDragKey, renderEditor } from "../workbench/test-utils";

// A container on the canvas draws each slot as a zone of real canvas blocks (SlotZone): they are
// selected, edited and dragged as the page's own blocks are, and an empty slot says what goes there.

/** The built-ins with their containers, and a host box whose one slot takes a single notice. */
function editorWithContainers(): Editor {
  const registry = createBuiltinRegistry({ containers: true });
  registry.register(
    defineComponent({
      type: "box",
      defaultProps: {},
      slots: { main: { title: "Main", max: 1, allow: ["notice"] } },
    }),
  );
  let next = 0;
  return createEditor({ registry, createId: () => `c${++next}`, mergeWindowMs: 0 });
}

const canvas = () => screen.getByRole("main", { name: "手机画布" });
const zone = (name: RegExp) => within(canvas()).findByRole("group", { name });

function columnsWithNotice() {
  const view = renderEditor({}, editorWithContainers());
  act(() => {
    view.editor.insert("twocolumn");
    view.editor.insert(
      "notice",
      { parentId: "c1", slot: "left", index: 0 },
      {
        noticeText: "左栏公告",
      },
    );
    view.editor.insert("captiontext");
  });
  return view;
}

const slotIds = (editor: Editor, parentId: string, slot: string) =>
  (editor.getComponent(parentId)?.slots?.[slot] ?? []).map((block) => block.id);

afterEach(() => {
  document.body.innerHTML = "";
});

describe("a container's slots on the canvas", () => {
  it("draws its nested blocks as canvas blocks: a button each, selected by a click", async () => {
    const { editor } = columnsWithNotice();
    const left = await zone(/左栏/);
    const nested = within(left).getByRole("button", { name: "公告" });
    expect(nested).toBe(blockButton("c2"));
    // The nested block shows its own preview, inert; its container's preview holds the zone.
    expect(left.textContent).toContain("左栏公告");
    expect(nested.previousElementSibling?.hasAttribute("inert")).toBe(true);
    expect(left.closest(".vt-block__preview")?.hasAttribute("inert")).toBe(false);
    fireEvent.click(nested);
    expect(editor.getSelection()).toEqual(["c2"]);
    expect(nested.getAttribute("aria-pressed")).toBe("true");
    // Its own action bar, inside the slot.
    expect(within(left).getByRole("group", { name: "组件操作" })).toBeTruthy();
  });

  it("redraws a nested block when its props change", async () => {
    const { editor } = columnsWithNotice();
    const left = await zone(/左栏/);
    act(() => {
      editor.updateProps("c2", "noticeText", "改过的公告");
    });
    expect(left.textContent).toContain("改过的公告");
  });

  it("shows an empty slot's title; choosing it makes the palette add there", async () => {
    const { editor } = columnsWithNotice();
    const right = await zone(/右栏/);
    const placeholder = within(right).getByRole("button", { name: /选择.*右栏/ });
    expect(placeholder.textContent).toBe("拖入组件到右栏");
    fireEvent.click(placeholder);
    expect(editor.getSelection()).toEqual(["c1"]);
    const palette = screen.getByRole("navigation", { name: "组件库" });
    fireEvent.click(within(palette).getByRole("button", { name: /^公告/ }));
    const [added] = slotIds(editor, "c1", "right");
    expect(added).toBeDefined();
    expect(editor.getSelection()).toEqual([added]);
    // Focus stays on the palette: its status says where the block went.
    expect(within(palette).getByRole("status").textContent).toBe("已添加公告，位于右栏第1位");
    // With a nested block selected, the next one goes right after it in its slot.
    fireEvent.click(within(palette).getByRole("button", { name: /^标题文字/ }));
    expect(slotIds(editor, "c1", "right")).toHaveLength(2);
    expect(slotIds(editor, "c1", "right")[0]).toBe(added);
  });

  it("refuses a palette add the slot does not take, with editor-core's message, changing nothing", async () => {
    // A host container's preview draws its slot where it likes, with <Slot name>.
    const previews = { box: () => <section>{<Slot name="main" />}</section> };
    const view = renderEditor({ previews }, editorWithContainers());
    act(() => {
      view.editor.insert("box");
    });
    fireEvent.click(within(await zone(/Main/)).getByRole("button"));
    const palette = screen.getByRole("navigation", { name: "组件库" });
    const before = view.editor.getDocument();
    fireEvent.click(within(palette).getByRole("button", { name: /^标题文字/ }));
    expect(view.editor.getDocument()).toBe(before);
    expect(screen.getByRole("alert").textContent).toContain("标题文字不能放入Main");
  });
});

describe("the keyboard lift with slots", () => {
  let restore: () => void;
  beforeEach(() => {
    restore = layOutForKeyboardDrags();
  });
  afterEach(() => restore());

  it("moves a page block into a slot and a nested block back out onto the page", async () => {
    const { editor } = columnsWithNotice();
    await zone(/左栏/);
    // The caption (c3) after the columns: one place up is the right slot's end.
    blockButton("c3").focus();
    await pressDragKey("Space");
    await pressDragKey("ArrowUp");
    await pressDragKey("Space");
    expect(slotIds(editor, "c1", "right")).toEqual(["c3"]);
    expect(editor.getDocument().components.map((c) => c.id)).toEqual(["c1"]);

    blockButton("c2").focus();
    await pressDragKey("Space");
    // Left slot's end, right slot's start, right slot's end, the page's end.
    for (let i = 0; i < 4; i++) await pressDragKey("ArrowDown");
    await pressDragKey("Space");
    expect(slotIds(editor, "c1", "left")).toEqual([]);
    expect(editor.getDocument().components.map((c) => c.id)).toEqual(["c1", "c2"]);
    act(() => {
      editor.undo();
    });
    expect(slotIds(editor, "c1", "left")).toEqual(["c2"]);
  });
});
