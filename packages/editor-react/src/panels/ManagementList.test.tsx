import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderEditor } from "../workbench/test-utils";

// jsdom lays nothing out: give each row of the management list a 40 px slot by its position, so
// dnd-kit's keyboard sensor can find the neighbouring rows as it does in a browser.
const ROW_HEIGHT = 40;
/** The x and y of an inline translate (what dnd-kit sets on a dragged row), or undefined. */
function translation(element: Element | null): [string, string] | undefined {
  const match = /translate(?:3d)?\(\s*([-\d.]+)px,\s*([-\d.]+)px/.exec(
    (element as HTMLElement | null)?.style?.transform ?? "",
  );
  return match ? [match[1]!, match[2]!] : undefined;
}
function translateY(row: HTMLElement): number {
  const moved = row.matches("[style*=translate]") ? row : row.querySelector("[style*=translate]");
  return Number(translation(moved)?.[1] ?? 0);
}
function layOutRows() {
  return vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (
    this: HTMLElement,
  ) {
    const list = this.closest("ol");
    const row = this.closest("li");
    // The list spans its rows; a row (or anything in it) sits in its slot.
    // (The 3 px insertion line is left out.)
    const rows = [...(list?.children ?? [])].filter(
      (el) => !el.hasAttribute("data-insertion-indicator"),
    );
    const index = row ? rows.indexOf(row) : 0;
    // A dragged row is drawn where its transform puts it, as a browser would report it.
    const top = row ? index * ROW_HEIGHT + translateY(row) : 0;
    const height = row ? ROW_HEIGHT : Math.max(rows.length, 1) * ROW_HEIGHT;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 300,
      bottom: top + height,
      width: 300,
      height,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

const add = (title: string) =>
  fireEvent.click(within(screen.getByRole("navigation")).getByRole("button", { name: title }));
const panel = () => screen.getByRole("complementary", { name: "设置面板" });

// dnd-kit's keyboard sensor listens from the next task after a drag starts.
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/**
 * A browser computes an inline translate3d as a matrix, which dnd-kit reads to find a dragged row's
 * untransformed place; jsdom returns the text as written, so give dnd-kit the matrix.
 */
function computeTransformsAsMatrices() {
  const original = window.getComputedStyle.bind(window);
  return vi.spyOn(window, "getComputedStyle").mockImplementation((element, pseudo) => {
    const style = original(element, pseudo);
    const moved = translation(element);
    if (!moved) return style;
    const computed: Record<string, string> = {
      transform: `matrix(1, 0, 0, 1, ${moved[0]}, ${moved[1]})`,
      transformOrigin: "0px 0px",
    };
    return new Proxy(style, {
      get(target, property) {
        if (typeof property === "string" && property in computed) return computed[property];
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  });
}

describe("management list", () => {
  let restore: () => void;
  beforeEach(() => {
    const spies = [layOutRows(), computeTransformsAsMatrices()];
    restore = () => {
      for (const spy of spies) spy.mockRestore();
    };
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
    handle.focus();
    await pressOn(handle, "Space");
    await pressOn(document.activeElement ?? handle, "ArrowDown");
    await pressOn(document.activeElement ?? handle, "ArrowDown");
    await pressOn(document.activeElement ?? handle, "Space");
    await waitFor(() =>
      expect(types()).toEqual(["notice", "auxiliarysegmentation", "captiontext"]),
    );

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
