import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { blockButton, editorWithCaptions, renderEditor } from "./test-utils";

// Focus around the workbench's dialogs (issue 34, item 7): into the dialog when it opens, back to
// what opened it when it closes, and to the block that took a deleted block's place.

const deleteButton = () =>
  within(screen.getByRole("group", { name: "组件操作" })).getByRole("button", {
    name: "删除此组件",
  });
const question = () => screen.getByRole("alertdialog", { name: "您确定要删除该组件吗?" });

describe("dialog focus", () => {
  it("gives the focus back to the delete button after Cancel and after Escape", () => {
    const { editor, ids } = editorWithCaptions(3);
    act(() => editor.select([ids()[1] as string]));
    deleteButton().focus();
    fireEvent.click(deleteButton());
    expect(document.activeElement).toBe(within(question()).getByRole("button", { name: "取消" }));
    fireEvent.click(within(question()).getByRole("button", { name: "取消" }));
    expect(document.activeElement).toBe(deleteButton());

    fireEvent.click(deleteButton());
    fireEvent.keyDown(question(), { key: "Escape" });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(document.activeElement).toBe(deleteButton());
  });

  it("puts the focus on the block that took a deleted block's place, or the one before the last", () => {
    const { editor, ids } = editorWithCaptions(3);
    const [, second, third] = ids() as [string, string, string];
    act(() => editor.select([second]));
    deleteButton().focus();
    fireEvent.click(deleteButton());
    fireEvent.click(within(question()).getByRole("button", { name: "确定" }));
    expect(ids()).not.toContain(second);
    expect(document.activeElement).toBe(blockButton(third));

    // The last block deleted with the Delete key on its own button: the one before it takes over.
    blockButton(third).focus();
    act(() => editor.select([third]));
    fireEvent.keyDown(blockButton(third), { key: "Delete" });
    fireEvent.click(within(question()).getByRole("button", { name: "确定" }));
    expect(document.activeElement).toBe(blockButton(ids()[0] as string));
    expect(document.activeElement).not.toBe(document.body);
  });

  it("moves the focus into 查看JSON, closes it with Escape and returns to the toolbar button", () => {
    renderEditor();
    const view = screen.getByRole("button", { name: "查看JSON" });
    view.focus();
    fireEvent.click(view);
    const dialog = screen.getByRole("dialog", { name: "查看JSON" });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    expect(screen.queryByRole("dialog", { name: "查看JSON" })).toBeNull();
    expect(document.activeElement).toBe(view);
  });
});
