import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createEditor, type ValidationIssue } from "@vitrine/editor-core";
import { describe, expect, it, vi } from "vitest";
import { Editor } from "../workbench/Editor";
import { selectIssue } from "./select-issue";

// A page with a store-info block named "Old name" and a caption, and the server's refusal of it.
function setUp() {
  let next = 0;
  const editor = createEditor({ createId: () => `c${++next}`, mergeWindowMs: 0 });
  const store = editor.insert("storeinformation");
  const caption = editor.insert("captiontext");
  if (!store.ok || !caption.ok) throw new Error("insert refused");
  editor.updateProps(store.id, "name", "Old name");
  editor.updateSettings({ name: "Page", details: "d", classification: 1 });
  editor.select([]);
  const issues: ValidationIssue[] = [
    { componentId: store.id, path: "name", message: "店铺名称已被占用", messageKey: "x" },
    { path: "settings.details", message: "页面描述不可用", messageKey: "y" },
  ];
  return { editor, storeId: store.id, captionId: caption.id, issues };
}

const canvasBlock = (id: string) =>
  screen
    .getByRole("main", { name: "手机画布" })
    .querySelector<HTMLElement>(`[data-component-id="${id}"]`);

describe("issues handed to the editor (the server's publish refusal)", () => {
  it("shows a component's issue under its field and marks its block until the value changes", () => {
    const { editor, storeId, captionId, issues } = setUp();
    render(<Editor editor={editor} issues={issues} />);
    expect(canvasBlock(storeId)?.querySelector("[data-issue-marker]")?.textContent).toContain(
      "店铺名称已被占用",
    );
    // The marker sits in its block's corner: the stylesheet positions blocks flagged so.
    expect(canvasBlock(storeId)?.hasAttribute("data-has-issues")).toBe(true);
    expect(canvasBlock(captionId)?.querySelector("[data-issue-marker]")).toBeNull();
    // The block's button is described by the marker, and shows its whole text on hover (the
    // marker lets the pointer through to the button).
    const button = canvasBlock(storeId)?.querySelector(".vt-block__hit");
    const descriptions = (button?.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent);
    expect(descriptions.join(" ")).toContain("店铺名称已被占用");
    expect(button?.getAttribute("title")).toBe("店铺名称已被占用");

    act(() => editor.select([storeId]));
    const field = screen.getByLabelText("店铺名称");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const described = document.getElementById(field.getAttribute("aria-describedby") ?? "");
    expect(described?.textContent).toBe("店铺名称已被占用");
    expect(described?.getAttribute("role")).toBe("alert");

    // Fixing the field clears the message and the marker; undoing the fix brings them back.
    fireEvent.change(field, { target: { value: "New name" } });
    expect(screen.getByLabelText("店铺名称").getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText("店铺名称已被占用")).toBeNull();
    expect(canvasBlock(storeId)?.querySelector("[data-issue-marker]")).toBeNull();
    fireEvent.keyDown(document.body, { key: "z", ctrlKey: true });
    expect(screen.getByLabelText("店铺名称").getAttribute("aria-invalid")).toBe("true");
    expect(canvasBlock(storeId)?.querySelector("[data-issue-marker]")).not.toBeNull();
  });

  it("prefers editor-core's live message to the host's for the same field", () => {
    const { editor, storeId, issues } = setUp();
    render(<Editor editor={editor} issues={issues} />);
    act(() => editor.select([storeId]));
    fireEvent.change(screen.getByLabelText("店铺名称"), { target: { value: "" } });
    const field = screen.getByLabelText("店铺名称");
    const described = document.getElementById(field.getAttribute("aria-describedby") ?? "");
    expect(described?.textContent).toBe("请输入店铺名称");
    expect(screen.queryByText("店铺名称已被占用")).toBeNull();
  });

  it("lists the issues; picking one opens its settings, focuses its field and tells the host", async () => {
    const { editor, storeId, issues } = setUp();
    const onIssueSelect = vi.fn();
    render(<Editor editor={editor} issues={issues} onIssueSelect={onIssueSelect} />);
    const summary = screen.getByRole("region", { name: "发布前请修正以下问题" });
    fireEvent.click(within(summary).getByRole("button", { name: "店铺信息: 店铺名称已被占用" }));
    expect(editor.getSelection()).toEqual([storeId]);
    expect(onIssueSelect).toHaveBeenCalledWith(issues[0]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("店铺名称")));

    fireEvent.click(within(summary).getByRole("button", { name: "页面设置: 页面描述不可用" }));
    expect(editor.getSelection()).toEqual([]);
    expect(screen.getByRole("tab", { name: "页面设置" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("页面描述")));

    // Once every issue is fixed the list goes away.
    fireEvent.change(screen.getByLabelText("页面描述"), { target: { value: "Fixed" } });
    act(() => {
      editor.updateProps(storeId, "name", "Fixed too");
    });
    expect(screen.queryByRole("region", { name: "发布前请修正以下问题" })).toBeNull();
  });

  it("selectIssue selects the issue's component, or nothing for a page-settings issue", () => {
    const { editor, storeId, issues } = setUp();
    expect(selectIssue(editor, issues[0] as ValidationIssue)).toBe("component");
    expect(editor.getSelection()).toEqual([storeId]);
    expect(selectIssue(editor, issues[1] as ValidationIssue)).toBe("page");
    expect(editor.getSelection()).toEqual([]);
  });
});
