import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { layOutForDrags } from "../workbench/test-layout";
import { renderEditor } from "../workbench/test-utils";

const add = (title: string) =>
  fireEvent.click(within(screen.getByRole("navigation")).getByRole("button", { name: title }));
const panel = () => screen.getByRole("complementary", { name: "设置面板" });

// dnd-kit's keyboard sensor listens from the next task after a drag starts.
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe("management list", () => {
  let restore: () => void;
  beforeEach(() => {
    restore = layOutForDrags();
  });
  afterEach(() => restore());

  async function pressOn(target: Element, code: "Space" | "ArrowDown" | "ArrowUp" | "Escape") {
    const key = code === "Space" ? " " : code;
    fireEvent.keyDown(target, { code, key });
    await nextTask();
  }

  it("reorders with the keyboard: space lifts, arrows move, space drops", async () => {
    const { editor } = renderEditor();
    add("标题文字");
    add("公告");
    add("辅助分割");
    fireEvent.click(screen.getByRole("tab", { name: "组件管理" }));
    const types = () => editor.getDocument().components.map((c) => c.type);

    const handle = within(panel()).getByRole("button", { name: "拖动排序 标题文字" });
    const row = handle.closest("[role=listitem]") as HTMLElement;
    handle.focus();
    await pressOn(handle, "Space");
    // Only the lifted row looks lifted (and its handle pressed), until it drops.
    const lifted = () =>
      within(panel())
        .getAllByRole("listitem")
        .filter((li) => li.style.opacity);
    expect(lifted()).toEqual([row]);
    expect(handle.getAttribute("aria-pressed")).toBe("true");
    await pressOn(document.activeElement ?? handle, "ArrowDown");
    await pressOn(document.activeElement ?? handle, "ArrowDown");
    await pressOn(document.activeElement ?? handle, "Space");
    await waitFor(() =>
      expect(types()).toEqual(["notice", "auxiliarysegmentation", "captiontext"]),
    );
    expect(lifted()).toEqual([]);
    expect(row.style.transform).toBe("");
    expect(handle.getAttribute("aria-pressed")).toBeNull();

    // And back up by one; Escape cancels a lift without moving anything.
    const again = within(panel()).getByRole("button", { name: "拖动排序 标题文字" });
    again.focus();
    await pressOn(again, "Space");
    await pressOn(document.activeElement ?? again, "ArrowUp");
    await pressOn(document.activeElement ?? again, "Space");
    await waitFor(() =>
      expect(types()).toEqual(["notice", "captiontext", "auxiliarysegmentation"]),
    );
    const notice = within(panel()).getByRole("button", { name: "拖动排序 公告" });
    notice.focus();
    await pressOn(notice, "Space");
    await pressOn(document.activeElement ?? notice, "ArrowDown");
    await pressOn(document.activeElement ?? notice, "Escape");
    expect(types()).toEqual(["notice", "captiontext", "auxiliarysegmentation"]);
  });

  it("tells rows of one type apart by what each holds", () => {
    const { editor } = renderEditor();
    add("公告");
    add("公告");
    const [first, second] = editor.getDocument().components.map((c) => c.id) as [string, string];
    act(() => {
      editor.updateProps(first, "noticeText", "周末满100减10");
      editor.updateProps(second, "noticeText", "新品上架");
    });
    fireEvent.click(screen.getByRole("tab", { name: "组件管理" }));
    const hints = [...panel().querySelectorAll(".vt-manage-row__hint")].map((e) => e.textContent);
    expect(hints).toEqual(["周末满100减10", "新品上架"]);
    // The row's button is named by what it shows: title and hint.
    expect(within(panel()).getByRole("button", { name: "公告 新品上架" })).toBeTruthy();
  });

  it("announces the drag in the editor's language", async () => {
    renderEditor();
    add("标题文字");
    add("公告");
    fireEvent.click(screen.getByRole("tab", { name: "组件管理" }));
    const handle = within(panel()).getByRole("button", { name: "拖动排序 标题文字" });
    const instructions = document.getElementById(handle.getAttribute("aria-describedby") ?? "");
    expect(instructions?.textContent).toContain("按空格键拿起组件");
    handle.focus();
    await pressOn(handle, "Space");
    const live = () => [...document.querySelectorAll("[aria-live]")].map((e) => e.textContent);
    expect(live()).toContain("已拿起标题文字，位于第1位");
    await pressOn(document.activeElement ?? handle, "ArrowDown");
    expect(live()).toContain("标题文字移到第2位");
    await pressOn(document.activeElement ?? handle, "Escape");
    expect(live()).toContain("已取消移动标题文字");
  });

  it("keeps the tab bar fixed last: no handle, no move buttons, and nothing drops below it", async () => {
    const { editor } = renderEditor();
    add("标题文字");
    add("公告");
    act(() => {
      editor.insert("tabBar");
    });
    fireEvent.click(screen.getByRole("tab", { name: "组件管理" }));
    const types = () => editor.getDocument().components.map((c) => c.type);
    expect(within(panel()).queryByRole("button", { name: "拖动排序 底部导航" })).toBeNull();
    expect(within(panel()).queryByRole("button", { name: "下移 底部导航" })).toBeNull();
    expect(within(panel()).getByRole("button", { name: "删除 底部导航" })).toBeTruthy();

    // Two steps down pass the notice, then stop above the tab bar.
    const handle = within(panel()).getByRole("button", { name: "拖动排序 标题文字" });
    handle.focus();
    await pressOn(handle, "Space");
    await pressOn(document.activeElement ?? handle, "ArrowDown");
    await pressOn(document.activeElement ?? handle, "ArrowDown");
    await pressOn(document.activeElement ?? handle, "Space");
    await waitFor(() => expect(types()).toEqual(["notice", "captiontext", "tabBar"]));
  });

  it("lays 60 rows out in runs of 25 the browser may skip off screen, the lifted row's run uncontained", async () => {
    const { editor } = renderEditor();
    act(() => {
      for (let i = 0; i < 60; i += 1) editor.insert("captiontext");
    });
    fireEvent.click(screen.getByRole("tab", { name: "组件管理" }));
    const list = panel().querySelector("[data-vitrine-manage-list]") as HTMLElement;
    const runs = () => [...list.children] as HTMLElement[];
    expect(runs().map((run) => run.querySelectorAll("[role=listitem]").length)).toEqual([
      25, 25, 10,
    ]);
    const contained = () => runs().map((run) => run.style.contentVisibility === "auto");
    expect(contained()).toEqual([true, true, true]);
    // Only the list's very first and last rows lose a move button, not the runs' ends.
    const moveDown = within(panel()).getAllByRole("button", { name: "下移 标题文字" });
    const moveUp = within(panel()).getAllByRole("button", { name: "上移 标题文字" });
    expect(moveDown.filter((b) => (b as HTMLButtonElement).disabled)).toEqual([moveDown[59]]);
    expect(moveUp.filter((b) => (b as HTMLButtonElement).disabled)).toEqual([moveUp[0]]);

    // Containment clips paint to the run: the run of a lifted row lets it move out, until it drops.
    const handle = within(panel()).getAllByRole("button", { name: "拖动排序 标题文字" })[30];
    handle?.focus();
    await pressOn(handle as HTMLElement, "Space");
    expect(contained()).toEqual([true, false, true]);
    await pressOn(document.activeElement ?? (handle as HTMLElement), "Escape");
    expect(contained()).toEqual([true, true, true]);
  });

  it("asks 您确定要删除该组件吗? before deleting from the list", () => {
    const { editor } = renderEditor();
    add("公告");
    fireEvent.click(screen.getByRole("tab", { name: "组件管理" }));
    fireEvent.click(within(panel()).getByRole("button", { name: "删除 公告" }));
    const dialog = screen.getByRole("alertdialog", { name: "您确定要删除该组件吗?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "取消" }));
    expect(editor.getDocument().components).toHaveLength(1);
    fireEvent.click(within(panel()).getByRole("button", { name: "删除 公告" }));
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "确定" }));
    expect(editor.getDocument().components).toHaveLength(0);
    expect(within(panel()).queryByRole("listitem")).toBeNull();
  });
});
