import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createBuiltinRegistry } from "@vitrine/editor-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderEditor } from "../workbench/test-utils";
import { paletteGroups } from "./palette-groups";

const palette = () => screen.getByRole("navigation", { name: "组件库" });
const canvasTypes = () =>
  [...screen.getByRole("main", { name: "手机画布" }).querySelectorAll("[data-component-id]")].map(
    (block) => block.getAttribute("data-component-type"),
  );

describe("palette", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("adds the focused item with Enter and with Space, selects it and announces it", async () => {
    const user = userEvent.setup();
    const { editor } = renderEditor();
    const caption = within(palette()).getByRole("button", { name: "标题文字" });
    caption.focus();
    await user.keyboard("{Enter}");
    expect(canvasTypes()).toEqual(["captiontext"]);
    expect(editor.getSelection()).toEqual([editor.getDocument().components[0]?.id]);
    expect(within(palette()).getByRole("status").textContent).toBe("已添加标题文字，位于第1位");

    within(palette()).getByRole("button", { name: "公告" }).focus();
    await user.keyboard(" ");
    expect(canvasTypes()).toEqual(["captiontext", "notice"]);
    expect(screen.getByLabelText("公告内容")).toBeTruthy();
    expect(within(palette()).getByRole("status").textContent).toBe("已添加公告，位于第2位");
    // Focus stays on the palette, so the next component can be added straight away.
    expect(document.activeElement?.textContent).toBe("公告");
  });

  it("still starts a mouse drag from an item", () => {
    // dnd-kit swallows clicks for a while after a drop (a timer); the fake clock lets the test
    // end that while, so the next test's clicks are not swallowed (real timers come back in
    // afterEach).
    vi.useFakeTimers();
    renderEditor();
    const item = within(palette()).getByRole("button", { name: "辅助分割" });
    act(() => {
      fireEvent.mouseDown(item, { button: 0, clientX: 10, clientY: 10 });
      fireEvent.mouseMove(document, { clientX: 40, clientY: 10 });
    });
    expect(item.hasAttribute("data-dragging")).toBe(true);
    act(() => {
      fireEvent.mouseUp(document, { clientX: 40, clientY: 10 });
    });
    expect(item.hasAttribute("data-dragging")).toBe(false);
    act(() => vi.runOnlyPendingTimers());
  });

  it.each([
    ["zh-cn", "辅助分割", "辅助分割"],
    ["en", "Divider", "Divider"],
    ["zh-tw", "輔助分割", "輔助分割"],
  ] as const)(
    "dragging a tile shows its icon and name under the pointer (%s)",
    (locale, tile, name) => {
      vi.useFakeTimers();
      renderEditor({ locale });
      const nav = screen.getByRole("navigation", { name: /./ });
      const item = within(nav).getByRole("button", { name: tile });
      const overlay = () => document.querySelector<HTMLElement>(".vt-drag-preview");
      expect(overlay()).toBeNull();
      act(() => {
        fireEvent.mouseDown(item, { button: 0, clientX: 10, clientY: 10 });
        fireEvent.mouseMove(document, { clientX: 40, clientY: 10 });
      });
      const preview = overlay();
      expect(preview?.textContent).toBe(name);
      expect(preview?.querySelector("svg")?.getAttribute("class")).toContain("lucide-minus");
      // The tile's own look, hidden from screen readers (dnd-kit's live region announces the drag).
      expect(preview?.classList.contains("vt-tile")).toBe(true);
      expect(preview?.getAttribute("aria-hidden")).toBe("true");
      act(() => {
        fireEvent.mouseUp(document, { clientX: 40, clientY: 10 });
      });
      expect(overlay()).toBeNull();
      act(() => vi.runOnlyPendingTimers());
    },
  );

  it("lists both groups in the original palette order, each component with its icon", () => {
    renderEditor();
    const basic = within(palette()).getByRole("region", { name: "基础组件" });
    const business = within(palette()).getByRole("region", { name: "业务组件" });
    const titles = (group: HTMLElement) =>
      within(group)
        .getAllByRole("button")
        .map((b) => b.textContent);
    expect(titles(basic)).toEqual([
      "商品搜索",
      "标题文字",
      "图片广告",
      "图文导航",
      "底部导航",
      "魔方",
      "公告",
      "视频",
      "富文本",
      "辅助分割",
      "店铺信息",
      "单元格",
      "社群涨粉",
      "关注公众号",
      "悬浮按钮",
      "人群运营",
      "个性化推荐",
      "在线客服",
      "自定义模块",
    ]);
    expect(titles(business)).toEqual(["商品", "文章模块", "表单模块"]);
    const iconOf = (title: string) =>
      within(palette())
        .getByRole("button", { name: title })
        .querySelector("svg")
        ?.getAttribute("class");
    expect(iconOf("商品搜索")).toContain("lucide-search");
    expect(iconOf("底部导航")).toContain("lucide-panel-bottom");
    expect(iconOf("魔方")).toContain("lucide-grid-2x2");
    expect(iconOf("在线客服")).toContain("lucide-headset");
    expect(iconOf("表单模块")).toContain("lucide-clipboard-list");
    for (const button of within(palette()).getAllByRole("button")) {
      expect(
        button.querySelector("svg[aria-hidden='true']"),
        button.textContent ?? "",
      ).toBeTruthy();
    }
  });

  it("honours the tab bar's placement: never first, at most one, always last", () => {
    const { editor } = renderEditor();
    const types = () => editor.getDocument().components.map((c) => c.type);
    const add = (title: string) =>
      fireEvent.click(within(palette()).getByRole("button", { name: title }));
    add("底部导航");
    expect(types()).toEqual([]);
    expect(screen.getByText("底部导航不能放在页面的第一个位置")).toBeTruthy();
    add("公告");
    add("底部导航");
    add("标题文字");
    expect(types()).toEqual(["notice", "captiontext", "tabBar"]);
    add("底部导航");
    expect(types()).toEqual(["notice", "captiontext", "tabBar"]);
    expect(screen.getByText("每个页面只能添加1个底部导航")).toBeTruthy();
  });

  it("puts the placeholders between the floating button and the custom module (1-16 … 1-19)", () => {
    const { basic, business } = paletteGroups(createBuiltinRegistry().list());
    const types = basic.map((d) => d.type);
    expect(types.slice(types.indexOf("suspension"))).toEqual([
      "suspension",
      "crowdoperation",
      "personalizedrecommendation",
      "onlineservice",
      "custommodule",
    ]);
    expect(business.map((d) => d.type)).toEqual(["listswitching", "storenotecard", "investigate"]);
  });
});
