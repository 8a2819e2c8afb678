import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createEditor } from "@vitrine/editor-core";
import { describe, expect, it } from "vitest";
import { Editor } from "./Editor";
import { blockButton, editorWithCaptions } from "./test-utils";

// Multi-select and the clipboard keys (issue 34, item 5).

const panel = () => screen.getAllByRole("complementary", { name: "设置面板" })[0] as HTMLElement;
const actionBars = () => screen.queryAllByRole("group", { name: "组件操作" });

/** A copy, cut or paste event as the browser sends it, with a clipboard of text. */
function clipboardEvent(type: "copy" | "cut" | "paste", target: Element, text = "") {
  const data = new Map<string, string>([["text/plain", text]]);
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, "clipboardData", {
    value: {
      getData: (format: string) => data.get(format) ?? "",
      setData: (format: string, value: string) => data.set(format, value),
    },
  });
  act(() => {
    target.dispatchEvent(event);
  });
  return { event, text: () => data.get("text/plain") ?? "" };
}

describe("multi-select", () => {
  it("adds with Ctrl/⌘-click and selects a range with Shift-click; one action bar, on the last", () => {
    const { editor, ids } = editorWithCaptions(5);
    const [a, b, c, d] = ids() as [string, string, string, string];
    fireEvent.click(blockButton(a));
    fireEvent.click(blockButton(c), { ctrlKey: true });
    expect(editor.getSelection()).toEqual([a, c]);
    expect(actionBars()).toHaveLength(1);
    expect(within(panel()).getByRole("status").textContent).toContain("已选择 2 个组件");
    fireEvent.click(blockButton(c), { metaKey: true });
    expect(editor.getSelection()).toEqual([a]);

    fireEvent.click(blockButton(b));
    fireEvent.click(blockButton(d), { shiftKey: true });
    expect(editor.getSelection()).toEqual([b, c, d]);
    fireEvent.click(blockButton(a), { shiftKey: true });
    expect(new Set(editor.getSelection())).toEqual(new Set([a, b]));
  });

  it("extends the selection with Shift+arrows from the focused block, moving the focus along", () => {
    const { editor, ids } = editorWithCaptions(4);
    const [a, b, c] = ids() as [string, string, string];
    blockButton(b).focus();
    fireEvent.keyDown(blockButton(b), { key: "ArrowDown", shiftKey: true });
    expect(editor.getSelection()).toEqual([b, c]);
    expect(document.activeElement).toBe(blockButton(c));
    fireEvent.keyDown(blockButton(c), { key: "ArrowUp", shiftKey: true });
    fireEvent.keyDown(blockButton(b), { key: "ArrowUp", shiftKey: true });
    expect(new Set(editor.getSelection())).toEqual(new Set([a, b]));
  });

  it("moves, duplicates and deletes the selection together", () => {
    const { editor, ids } = editorWithCaptions(4);
    const [a, b, c, d] = ids() as [string, string, string, string];
    act(() => editor.select([a, c]));
    fireEvent.click(
      within(actionBars()[0] as HTMLElement).getByRole("button", { name: "下移此组件" }),
    );
    expect(ids()).toEqual([b, a, d, c]);

    fireEvent.keyDown(blockButton(a), { key: "d", ctrlKey: true });
    expect(ids()).toHaveLength(6);

    fireEvent.keyDown(blockButton(a), { key: "Delete" });
    const question = screen.getByRole("alertdialog", { name: "您确定要删除选中的 2 个组件吗?" });
    fireEvent.click(within(question).getByRole("button", { name: "确定" }));
    expect(ids()).toHaveLength(4);
    expect(ids()).not.toContain(a);
    expect(ids()).not.toContain(c);
  });
});

describe("the clipboard keys", () => {
  it("copy the selection as text another editor pastes, and select what was pasted", () => {
    const { editor, ids } = editorWithCaptions(3);
    const [a, , c] = ids() as [string, string, string];
    act(() => {
      editor.updateProps(a, "name", "First");
      editor.updateProps(c, "name", "Third");
      editor.select([a, c]);
    });
    const copied = clipboardEvent("copy", blockButton(a));
    expect(copied.event.defaultPrevented).toBe(true);
    expect(JSON.parse(copied.text()).components).toHaveLength(2);

    // A second editor, as in another tab: it reads the same text from the system clipboard.
    let next = 0;
    const other = createEditor({ createId: () => `o${++next}`, mergeWindowMs: 0 });
    const { container } = render(<Editor editor={other} />);
    const otherCanvas = container.querySelector("[data-vitrine-canvas]") as HTMLElement;
    otherCanvas.focus();
    clipboardEvent("paste", otherCanvas, copied.text());
    const pasted = other.getDocument().components;
    expect(pasted.map((x) => x.props.name)).toEqual(["First", "Third"]);
    expect(other.getSelection()).toEqual(pasted.map((x) => x.id));
    // The first editor is untouched.
    expect(ids()).toHaveLength(3);
  });

  it("cut removes the selection after copying it, and paste says so when the clipboard holds something else", () => {
    const { editor, ids } = editorWithCaptions(2);
    const [a] = ids() as [string];
    act(() => editor.select([a]));
    const cut = clipboardEvent("cut", blockButton(a));
    expect(JSON.parse(cut.text()).components).toHaveLength(1);
    expect(ids()).toHaveLength(1);

    const [b] = ids() as [string];
    clipboardEvent("paste", blockButton(b), "just a sentence");
    expect(screen.getAllByRole("alert").map((x) => x.textContent)).toContain(
      "剪贴板里不是页面组件，无法粘贴",
    );
    expect(ids()).toHaveLength(1);
  });

  it("leaves copy and paste in a text field to the field", () => {
    const { editor, ids } = editorWithCaptions(1);
    act(() => editor.select(ids()));
    const field = screen.getAllByRole("textbox")[0] as HTMLElement;
    const copied = clipboardEvent("copy", field);
    expect(copied.event.defaultPrevented).toBe(false);
  });
});
