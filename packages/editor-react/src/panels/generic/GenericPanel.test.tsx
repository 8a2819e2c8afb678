import { act, fireEvent, screen, within } from "@testing-library/react";
import { createBuiltinRegistry, createEditor, type Editor } from "@vitrine/editor-core";
import { describe, expect, it } from "vitest";
import { sampleProductSource } from "../../pickers/sample-products";
import { blockButton, renderEditor } from "../../workbench/test-utils";
import { everyWidgetComponent } from "./demo-component";

function setup() {
  let next = 0;
  // Its own registry: the test component must not join the shared one other tests use.
  const editor = createEditor({
    registry: createBuiltinRegistry(),
    createId: () => `c${++next}`,
    mergeWindowMs: 0,
  });
  editor.registry.register(everyWidgetComponent);
  const view = renderEditor(
    { paletteTypes: ["everywidget"], productSource: sampleProductSource },
    editor,
  );
  const result = editor.insert("everywidget");
  if (!result.ok) throw new Error(result.message);
  act(() => editor.select([result.id]));
  return view;
}

const props = (editor: Editor) => editor.getDocument().components[0]?.props ?? {};

describe("generic settings panel", () => {
  it("edits text, textarea, number, slider, switch, choice, segmented and colour fields", async () => {
    const { editor } = setup();
    const title = await screen.findByLabelText("标题");
    fireEvent.change(title, { target: { value: "春季上新" } });
    expect(props(editor).title).toBe("春季上新");
    expect(screen.getByText("4/10")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("描述"), { target: { value: "说明" } });
    expect(props(editor).body).toBe("说明");
    expect(screen.getByText("2/100")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("数量"), { target: { value: "3" } });
    expect(props(editor).count).toBe(3);
    fireEvent.change(screen.getByLabelText("高度"), { target: { value: "40" } });
    expect(props(editor).height).toBe(40);
    fireEvent.click(screen.getByRole("switch", { name: "显示扫一扫" }));
    expect(props(editor).shown).toBe(true);
    fireEvent.change(screen.getByLabelText("布局"), { target: { value: "1" } });
    expect(props(editor).layout).toBe(1);
    const centre = screen.getByRole("button", { name: "居中" });
    fireEvent.click(centre);
    expect(props(editor).align).toBe("center");
    expect(centre.getAttribute("aria-pressed")).toBe("true");
    expect(centre.querySelector("svg")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("背景颜色"), { target: { value: "#ff0000" } });
    expect(props(editor).colour).toBe("#ff0000");
    fireEvent.click(screen.getByRole("button", { name: "选择颜色 背景颜色" }));
    // The picker loads on first open, with the original's preset colours under it.
    await screen.findByRole("button", { name: "使用颜色 #ff4500" });
    expect(document.querySelector(".react-colorful")).toBeTruthy();
  });

  it("shows editor-core's validation messages under the fields", async () => {
    setup();
    const title = await screen.findByLabelText("标题");
    expect(within(title.parentElement as HTMLElement).getByRole("alert").textContent).toBe(
      "此项为必填项",
    );
    fireEvent.change(title, { target: { value: "一二三四五六七八九十一" } });
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toContain("最多输入10个字符");
    fireEvent.change(screen.getByLabelText("数量"), { target: { value: "21" } });
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toContain("数字最大为20");
    fireEvent.change(screen.getByLabelText("高度"), { target: { value: "27" } });
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toContain(
      "请输入28到50之间的数字",
    );
  });

  it("edits image, video, link and products fields and hides a field by visibleWhen", async () => {
    const { editor } = setup();
    fireEvent.change(await screen.findByLabelText("图片"), { target: { value: "/a.png" } });
    expect(props(editor).image).toBe("/a.png");
    expect(screen.getByText("建议宽度375")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("视频"), { target: { value: "/v.mp4" } });
    expect(props(editor).video).toBe("/v.mp4");
    fireEvent.change(screen.getByLabelText("链接地址"), { target: { value: "ftp://x" } });
    expect(screen.getByText("请输入以http://或https://开头的地址")).toBeTruthy();
    expect(props(editor).http).toEqual({});
    fireEvent.change(screen.getByLabelText("链接地址"), { target: { value: "https://a.example" } });
    expect(props(editor).http).toEqual({ externalLink: "https://a.example" });
    fireEvent.click(screen.getByRole("radio", { name: "内部链接" }));
    expect(props(editor).linktype).toBe("10");
    expect(props(editor).http).toEqual({});

    expect(screen.queryByText("图标")).toBeNull();
    fireEvent.click(screen.getByRole("switch", { name: "显示扫一扫" }));
    fireEvent.click(screen.getByRole("button", { name: "选择图标 图标" }));
    fireEvent.click(await screen.findByRole("button", { name: "收藏" }));
    expect(props(editor).icon).toBe("Heart");

    fireEvent.click(screen.getByRole("button", { name: "选择商品" }));
    fireEvent.click(await screen.findByRole("checkbox", { name: /童话故事集/ }));
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    expect(props(editor).products).toEqual([
      expect.objectContaining({ id: 201, name: "童话故事集" }),
    ]);
    expect(screen.getByText("童话故事集")).toBeTruthy();
  });

  it("adds, edits, reorders and deletes list items and hides the add button at maxItems", async () => {
    const { editor } = setup();
    const add = await screen.findByRole("button", { name: "添加热词列表" });
    for (let i = 0; i < 4; i++) fireEvent.click(add);
    expect(props(editor).words).toHaveLength(4);
    fireEvent.change(screen.getAllByLabelText("热词")[0] as HTMLElement, { target: { value: "" } });
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toContain("此项为必填项");
    fireEvent.change(screen.getAllByLabelText("热词")[0] as HTMLElement, {
      target: { value: "一" },
    });
    fireEvent.change(screen.getAllByLabelText("热词")[1] as HTMLElement, {
      target: { value: "二" },
    });
    fireEvent.click(screen.getByRole("button", { name: "下移 热词列表 第1项" }));
    expect(props(editor).words).toEqual([
      { text: "二" },
      { text: "一" },
      { text: "新词" },
      { text: "新词" },
    ]);
    // The inputs follow their items.
    expect((screen.getAllByLabelText("热词")[0] as HTMLInputElement).value).toBe("二");
    fireEvent.click(add);
    expect(props(editor).words).toHaveLength(5);
    expect(screen.queryByRole("button", { name: "添加热词列表" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "删除 热词列表 第2项" }));
    expect(props(editor).words).toHaveLength(4);
    expect((props(editor).words as { text: string }[])[1]?.text).toBe("新词");
    expect(screen.getByRole("button", { name: "添加热词列表" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^拖动/ })).toHaveLength(4);
  });
});

describe("list items in English", () => {
  it("are titled Item 1, Item 2, not the list's label run into it (Items Item 1)", async () => {
    const { editor } = renderEditor({ locale: "en" });
    let id = "";
    act(() => {
      // A tab bar may not be a page's first component.
      editor.insert("notice");
      const inserted = editor.insert("tabBar");
      if (inserted.ok) id = inserted.id;
    });
    fireEvent.click(blockButton(id));
    const titles = (await screen.findAllByText(/^Item \d$/)).map((node) => node.textContent);
    expect(titles.slice(0, 2)).toEqual(["Item 1", "Item 2"]);
    expect(screen.queryByText(/Items Item/)).toBeNull();
  });
});
