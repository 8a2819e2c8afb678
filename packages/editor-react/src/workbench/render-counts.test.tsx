import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RenderPlace } from "./Editor";
import { layOutForDrags } from "./test-layout";
import { blockButton, renderEditor } from "./test-utils";

// What re-renders for one user action: the workbench must redraw only what changed, because the
// canvas holds hundreds of blocks (see docs/PERFORMANCE.md). Counts, not timings.
function counting() {
  const counts = new Map<string, number>();
  const onRender = (where: RenderPlace, id: string) => {
    const key = id ? `${where}:${id}` : where;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  const rendered = () => [...counts.keys()].sort();
  return { counts, onRender, rendered };
}

function pageOfThree(onRender: (where: RenderPlace, id: string) => void) {
  const view = renderEditor({ onRender });
  for (const title of ["标题文字", "标题文字", "公告"]) {
    fireEvent.click(within(screen.getByRole("navigation")).getByRole("button", { name: title }));
  }
  const [a, b, c] = view.editor.getDocument().components.map((x) => x.id) as [
    string,
    string,
    string,
  ];
  return { ...view, a, b, c };
}

describe("render counts", () => {
  it("a keystroke re-renders only that component's block and panel", () => {
    const { counts, onRender, rendered } = counting();
    const { editor, b } = pageOfThree(onRender);
    act(() => editor.select([b]));
    // The first edit flips the toolbar's unsaved flag; the keystrokes after it are measured.
    fireEvent.change(screen.getByLabelText("标题内容"), { target: { value: "N" } });
    counts.clear();
    fireEvent.change(screen.getByLabelText("标题内容"), { target: { value: "Ne" } });
    expect(rendered()).toEqual([`canvas:${b}`, `panel:${b}`]);
    expect(counts.get(`canvas:${b}`)).toBe(1);
    expect(counts.get(`panel:${b}`)).toBe(1);
  });

  it("deleting one component re-renders no other block, nor the workbench around them", () => {
    const { counts, onRender, rendered } = counting();
    const { editor, a, b, c } = pageOfThree(onRender);
    act(() => editor.select([b]));
    counts.clear();
    fireEvent.keyDown(document.body, { key: "Delete" });
    // Asking first redraws only the dialog.
    expect(rendered()).toEqual([]);
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "确定" }));
    expect(editor.getDocument().components.map((x) => x.id)).toEqual([a, c]);
    expect(counts.has(`canvas:${a}`)).toBe(false);
    expect(counts.has(`canvas:${c}`)).toBe(false);
    expect(counts.has("workbench")).toBe(false);
    // The list of blocks itself follows the new order once.
    expect(counts.get("canvasList")).toBe(1);
  });

  it("moving one component re-renders no block, only the list's order", () => {
    const { counts, onRender, rendered } = counting();
    const { editor, a, b, c } = pageOfThree(onRender);
    fireEvent.click(screen.getByRole("tab", { name: "组件管理" }));
    counts.clear();
    fireEvent.click(screen.getAllByRole("button", { name: "下移 标题文字" })[0] as HTMLElement);
    expect(editor.getDocument().components.map((x) => x.id)).toEqual([b, a, c]);
    // Only the two rows whose first/last state changed redraw their buttons; the toolbar may
    // follow the unsaved flag.
    expect(rendered().filter((k) => k !== "toolbar")).toEqual(
      ["canvasList", `row:${a}`, `row:${b}`].sort(),
    );
    expect(counts.get("canvasList")).toBe(1);
  });

  it("moving the selected component re-renders no block: its action bar follows the order alone", () => {
    const { counts, onRender, rendered } = counting();
    const { editor, a, b, c } = pageOfThree(onRender);
    act(() => editor.select([a]));
    fireEvent.click(screen.getByRole("tab", { name: "组件管理" }));
    const bar = screen.getByRole("group", { name: "组件操作" });
    expect(within(bar).getByRole("button", { name: "上移此组件" })).toHaveProperty(
      "disabled",
      true,
    );
    counts.clear();
    fireEvent.click(screen.getAllByRole("button", { name: "下移 标题文字" })[0] as HTMLElement);
    expect(editor.getDocument().components.map((x) => x.id)).toEqual([b, a, c]);
    // The selected block keeps its bar (no block remounts or redraws); only the two rows whose
    // first/last state changed and the list's order follow.
    expect(rendered().filter((k) => k !== "toolbar")).toEqual(
      ["canvasList", `row:${a}`, `row:${b}`].sort(),
    );
    expect(within(bar).getByRole("button", { name: "上移此组件" })).toHaveProperty(
      "disabled",
      false,
    );
  });

  describe("keyboard drags", () => {
    let restore: () => void;
    beforeEach(() => {
      restore = layOutForDrags();
    });
    afterEach(() => restore());

    // dnd-kit's keyboard sensor listens from the next task after a drag starts.
    const press = async (code: "Space" | "ArrowDown") => {
      const target = document.activeElement ?? document.body;
      fireEvent.keyDown(target, { code, key: code === "Space" ? " " : code });
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    };
    /** What re-rendered besides the given keys and the toolbar (which follows the unsaved flag). */
    const others = (rendered: string[], allowed: string[]) =>
      rendered.filter((key) => key !== "toolbar" && !allowed.includes(key));

    it("lifting and dropping a canvas block re-renders no other block", async () => {
      const { counts, onRender, rendered } = counting();
      const { editor, a, b, c } = pageOfThree(onRender);
      blockButton(a).focus();
      counts.clear();
      await press("Space");
      expect(others(rendered(), ["canvasList", `canvas:${a}`])).toEqual([]);
      await press("ArrowDown");
      counts.clear();
      await press("Space");
      expect(editor.getDocument().components.map((x) => x.id)).toEqual([b, a, c]);
      expect(others(rendered(), ["canvasList", `canvas:${a}`])).toEqual([]);
    });

    it("lifting and dropping a management row re-renders no other row nor any block", async () => {
      const { counts, onRender, rendered } = counting();
      const { editor, a, b, c } = pageOfThree(onRender);
      fireEvent.click(screen.getByRole("tab", { name: "组件管理" }));
      const panel = screen.getByRole("complementary", { name: "设置面板" });
      within(panel).getAllByRole("button", { name: "拖动排序 标题文字" })[0]?.focus();
      counts.clear();
      await press("Space");
      expect(others(rendered(), [`row:${a}`])).toEqual([]);
      await press("ArrowDown");
      counts.clear();
      await press("Space");
      expect(editor.getDocument().components.map((x) => x.id)).toEqual([b, a, c]);
      // The two rows whose first/last state changed redraw their move buttons, and the canvas
      // list follows the new order.
      expect(others(rendered(), ["canvasList", `row:${a}`, `row:${b}`])).toEqual([]);
    });
  });
});
