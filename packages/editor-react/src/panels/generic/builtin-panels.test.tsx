import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { translate } from "@vitrine/editor-core";
import { translateField } from "@vitrine/editor-core/field-messages";
import { describe, expect, it } from "vitest";
import { renderEditor } from "../../workbench/test-utils";

// The 13 built-ins edited by the generic panel (the others have hand-written panels).
const GENERIC_TYPES = [
  "commoditysearch",
  "graphicnavigation",
  "tabBar",
  "magiccube",
  "videoss",
  "entertheshop",
  "communitypowder",
  "follow",
  "suspension",
  "listswitching",
  "storenotecard",
  "investigate",
] as const;

const settings = () => screen.getByRole("complementary", { name: "设置面板" });

describe("the generic panel of each built-in without a hand-written one", () => {
  it.each(GENERIC_TYPES)(
    "%s: every declared field is drawn with a translated label",
    async (type) => {
      const { editor } = renderEditor();
      // The tab bar and the floating button may not be first.
      editor.insert("notice");
      const result = editor.insert(type);
      if (!result.ok) throw new Error(result.message);
      act(() => editor.select([result.id]));
      const panel = within(settings()).getByRole("region", {
        name: translate(`component.${type}.title`),
      });
      await waitFor(() => expect(within(panel).queryByText("设置加载中…")).toBeNull());
      const declared = Object.values(editor.registry.get(type)?.fields ?? {}).filter((f) => f.ui);
      expect(declared.length).toBeGreaterThan(0);
      const text = panel.textContent ?? "";
      for (const field of declared) {
        if (field.ui && !field.ui.visibleWhen)
          expect(text).toContain(translateField(field.ui.label));
      }
      // No message key reaches the screen (field.<type>.<field>, option keys).
      expect(text).not.toMatch(/field\.[A-Za-z]+\.|option\.[A-Za-z]+\./);
      expect(within(panel).queryByText("该组件没有可设置的内容")).toBeNull();
    },
  );

  it("magic cube: the layout choice shows the recommended image widths", async () => {
    const { editor } = renderEditor();
    const result = editor.insert("magiccube");
    if (!result.ok) throw new Error(result.message);
    act(() => editor.select([result.id]));
    expect(
      await within(settings()).findByText(
        "建议图片宽度：一行二个375像素，一行三个250像素，一行四个188像素",
      ),
    ).toBeTruthy();
    expect(within(settings()).getByText("每个模板使用前几张图片")).toBeTruthy();
  });

  it("tab bar: items are added up to 5, then the add button is gone; deleting one brings it back", async () => {
    const { editor } = renderEditor();
    editor.insert("notice");
    const result = editor.insert("tabBar");
    if (!result.ok) throw new Error(result.message);
    act(() => editor.select([result.id]));
    const items = () =>
      (editor.getDocument().components.find((c) => c.type === "tabBar")?.props.iconList ??
        []) as unknown[];
    const startCount = items().length;
    const addButton = () =>
      within(settings())
        .queryAllByRole("button")
        .find((b) => b.textContent?.startsWith("添加"));
    await within(settings()).findAllByRole("button", { name: /^删除 / });
    for (let n = startCount; n < 5; n++) {
      const add = addButton();
      if (!add) throw new Error("no add button before 5 items");
      fireEvent.click(add);
    }
    expect(items()).toHaveLength(5);
    expect(addButton()).toBeUndefined();
    fireEvent.click(
      within(settings()).getAllByRole("button", { name: /^删除 / })[4] as HTMLElement,
    );
    expect(items()).toHaveLength(4);
    expect(addButton()).toBeTruthy();
  });
});
