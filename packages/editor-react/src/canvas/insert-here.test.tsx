import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderEditor } from "../workbench/test-utils";

const canvas = () => screen.getByRole("main", { name: "手机画布" });
const block = (id: string) =>
  canvas().querySelector<HTMLElement>(`[data-component-id="${id}"]`) as HTMLElement;

function twoBlocks() {
  const view = renderEditor();
  act(() => {
    view.editor.insert("notice");
    view.editor.insert("captiontext");
  });
  const [notice, caption] = view.editor.getDocument().components.map((c) => c.id) as [
    string,
    string,
  ];
  return { ...view, notice, caption };
}

describe("the canvas's insert here", () => {
  it("inserts the chosen component between two blocks, selects it, and is named in the three languages", async () => {
    const { editor, notice, caption } = twoBlocks();
    const plus = within(block(notice)).getByRole("button", { name: "在此处插入组件" });
    fireEvent.click(plus);
    // Its code loads on the first "+" (InsertHere).
    const menu = await screen.findByRole("group", { name: "在此处插入组件" });
    // The focus moves into the menu (its first choice), so the keyboard goes on from there.
    expect(menu.contains(document.activeElement)).toBe(true);
    fireEvent.click(within(menu).getByRole("button", { name: "辅助分割" }));
    const components = editor.getDocument().components;
    expect(components.map((c) => c.type)).toEqual([
      "notice",
      "auxiliarysegmentation",
      "captiontext",
    ]);
    expect(components[2]!.id).toBe(caption);
    expect(editor.getSelection()).toEqual([components[1]!.id]);
    expect(screen.queryByRole("group", { name: "在此处插入组件" })).toBeNull();
  });

  it("closes with Escape, changing nothing, and gives the focus back to its +", async () => {
    const { editor, notice } = twoBlocks();
    const plus = within(block(notice)).getByRole("button", { name: "在此处插入组件" });
    plus.focus();
    fireEvent.click(plus);
    // Its code loads on the first "+" (InsertHere).
    const menu = await screen.findByRole("group", { name: "在此处插入组件" });
    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    expect(screen.queryByRole("group", { name: "在此处插入组件" })).toBeNull();
    expect(menu.isConnected).toBe(false);
    expect(document.activeElement).toBe(plus);
    expect(editor.getDocument().components).toHaveLength(2);
  });

  it("is offered after every block but the tab bar, in English and traditional Chinese too", () => {
    const { editor, notice } = twoBlocks();
    let tabBar = "";
    act(() => {
      const result = editor.insert("tabBar");
      if (result.ok) tabBar = result.id;
    });
    expect(block(tabBar).querySelector(".vt-block__insert")).toBeNull();
    for (const [locale, name] of [
      ["en", "Insert a component here"],
      ["zh-tw", "在此處插入組件"],
    ] as const) {
      const view = renderEditor({ locale });
      act(() => {
        view.editor.insert("notice");
      });
      const [id] = view.editor.getDocument().components.map((c) => c.id) as [string];
      const own = view.container.querySelector<HTMLElement>(`[data-component-id="${id}"]`);
      expect(within(own as HTMLElement).getByRole("button", { name })).toBeTruthy();
      view.unmount();
    }
    expect(notice).toBeTruthy();
  });
});
