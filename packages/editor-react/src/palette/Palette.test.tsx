import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createBuiltinRegistry } from "@vitrine/editor-core";
import { describe, expect, it } from "vitest";
import { renderEditor } from "../workbench/test-utils";
import { paletteGroups } from "./palette-groups";

const palette = () => screen.getByRole("navigation", { name: "组件库" });
const canvasTypes = () =>
  [...screen.getByRole("main", { name: "手机画布" }).querySelectorAll("[data-component-id]")].map(
    (block) => block.getAttribute("data-component-type"),
  );

describe("palette", () => {
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
    renderEditor();
    const item = within(palette()).getByRole("button", { name: "辅助分割" });
    act(() => {
      fireEvent.mouseDown(item, { button: 0, clientX: 10, clientY: 10 });
      fireEvent.mouseMove(document, { clientX: 40, clientY: 10 });
    });
    expect(item.style.opacity).toBe("0.5");
    act(() => {
      fireEvent.mouseUp(document, { clientX: 40, clientY: 10 });
    });
    expect(item.style.opacity).toBe("1");
  });

  it("lists the placeholders with the basic components, in the original palette order", () => {
    renderEditor();
    const basic = within(palette()).getByRole("region", { name: "基础组件" });
    expect(
      within(basic)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual([
      "标题文字",
      "图片广告",
      "公告",
      "富文本",
      "辅助分割",
      "店铺信息",
      "人群运营",
      "个性化推荐",
      "在线客服",
    ]);
    // No completed business component yet, so the group is not shown.
    expect(within(palette()).queryByRole("region", { name: "业务组件" })).toBeNull();
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
