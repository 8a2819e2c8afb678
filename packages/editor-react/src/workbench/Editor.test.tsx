import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createEditor } from "@vitrine/editor-core";
import { describe, expect, it, vi } from "vitest";
import { Editor } from "./Editor";
import { renderEditor } from "./test-utils";

const canvas = () => screen.getByRole("main", { name: "手机画布" });
const add = (title: string) =>
  fireEvent.click(within(screen.getByRole("navigation")).getByRole("button", { name: title }));
const blocks = () => canvas().querySelectorAll("[data-component-id]");

describe("<Editor> workbench", () => {
  it("has named landmarks and a palette of every registered component, filtered by name", () => {
    renderEditor();
    const palette = screen.getByRole("navigation", { name: "组件库" });
    expect(screen.getByRole("complementary", { name: "设置面板" })).toBeTruthy();
    expect(within(palette).getByRole("button", { name: "标题文字" })).toBeTruthy();
    expect(within(palette).getByRole("button", { name: "人群运营" })).toBeTruthy();
    expect(within(palette).getByRole("button", { name: "商品搜索" })).toBeTruthy();
    expect(within(palette).getByRole("button", { name: "表单模块" })).toBeTruthy();
    fireEvent.change(within(palette).getByRole("searchbox"), { target: { value: "公告" } });
    expect(
      within(palette)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["公告"]);
  });

  it("adds a palette item to the canvas and opens its settings", async () => {
    const { editor } = renderEditor();
    add("标题文字");
    expect(blocks()).toHaveLength(1);
    expect(blocks()[0]?.getAttribute("data-component-id")).toBe(
      editor.getDocument().components[0]?.id,
    );
    // The hand-written panel loads with the first caption chosen.
    fireEvent.change(await screen.findByLabelText("标题内容"), {
      target: { value: "New arrivals" },
    });
    expect(blocks()[0]?.textContent).toContain("New arrivals");
  });

  it("shows caption size messages: empty 请输入有效数字, above 99 数字最大为99", async () => {
    renderEditor();
    add("标题文字");
    const size = await screen.findByLabelText("标题大小");
    fireEvent.change(size, { target: { value: "" } });
    expect(screen.getByRole("alert").textContent).toBe("请输入有效数字");
    fireEvent.change(size, { target: { value: "100" } });
    expect(screen.getByRole("alert").textContent).toBe("数字最大为99");
    fireEvent.change(size, { target: { value: "99" } });
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.change(screen.getByLabelText("标题粗细"), { target: { value: "" } });
    expect(screen.getByRole("alert").textContent).toBe("请输入有效数字");
  });

  it("stops the caption description at 100 with a counter and no message (spec: max 100 | none); box height 20–100", async () => {
    const user = userEvent.setup();
    const { editor } = renderEditor();
    add("标题文字");
    const description = await screen.findByLabelText("描述内容");
    await user.click(description);
    await user.paste("x".repeat(99));
    await user.keyboard("yz");
    expect(editor.getDocument().components[0]?.props.description).toBe(`${"x".repeat(99)}y`);
    expect(screen.getByText("100/100")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(editor.validate().filter((issue) => issue.componentId)).toEqual([]);
    fireEvent.change(screen.getByLabelText("高度"), { target: { value: "19" } });
    expect(screen.getByRole("alert").textContent).toBe("请输入20到100之间的数字");
  });

  it("asks for the notice text: 请输入公告", async () => {
    renderEditor();
    add("公告");
    fireEvent.change(await screen.findByLabelText("公告内容"), { target: { value: " " } });
    expect(screen.getByRole("alert").textContent).toBe("请输入公告");
  });

  it("limits the divider's blank height to 100 and shows line options for a line", async () => {
    renderEditor();
    add("辅助分割");
    fireEvent.change(await screen.findByLabelText("空白高度"), { target: { value: "101" } });
    expect(screen.getByRole("alert").textContent).toBe("数字最大为100");
    expect(screen.queryByLabelText("线条样式")).toBeNull();
    fireEvent.change(screen.getByLabelText("分割类型"), { target: { value: "1" } });
    expect(screen.getByLabelText("线条样式")).toBeTruthy();
  });

  it("shows the page settings messages and draws the header from them", () => {
    renderEditor();
    const name = screen.getByLabelText("页面名称");
    fireEvent.change(name, { target: { value: "" } });
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      "请输入页面名称",
      "请输入页面描述",
      "请选择页面分类",
    ]);
    fireEvent.change(name, { target: { value: "首页" } });
    expect(within(canvas()).getByRole("banner").textContent).toContain("首页");
    // A longer name (from an import) gets the same words the server answers a save with.
    fireEvent.change(name, { target: { value: "长".repeat(26) } });
    expect(screen.getAllByRole("alert")[0]?.textContent).toBe("页面名称最多输入25个字符");
    fireEvent.change(screen.getByLabelText("标题栏高度"), { target: { value: "34" } });
    expect(screen.getByText("请输入35到100之间的数字")).toBeTruthy();
  });

  it("stops the page name at 25 and the description at the server's 200, each with a counter", async () => {
    const user = userEvent.setup();
    const { editor } = renderEditor();
    const name = screen.getByLabelText("页面名称");
    await user.click(name);
    await user.paste("名".repeat(24));
    await user.keyboard("ab");
    expect(editor.getDocument().settings.name).toBe(`${"名".repeat(24)}a`);
    expect(screen.getByText("25/25")).toBeTruthy();
    const details = screen.getByLabelText("页面描述");
    await user.click(details);
    await user.paste("描".repeat(199));
    await user.keyboard("ab");
    expect(editor.getDocument().settings.details).toBe(`${"描".repeat(199)}a`);
    expect(screen.getByText("200/200")).toBeTruthy();
    // An imported longer description says why before a save is refused for it.
    fireEvent.change(details, { target: { value: "描".repeat(201) } });
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toContain(
      "页面描述最多输入200个字符",
    );
  });

  it("re-renders only the edited component's block and panel", () => {
    const counts = new Map<string, number>();
    const onRender = vi.fn((where: string, id: string) => {
      counts.set(`${where}:${id}`, (counts.get(`${where}:${id}`) ?? 0) + 1);
    });
    const { editor } = renderEditor({ onRender });
    for (let i = 0; i < 3; i += 1) add("标题文字");
    const [a, b, c] = editor.getDocument().components.map((x) => x.id);
    act(() => editor.select([b as string]));
    counts.clear();
    fireEvent.change(screen.getByLabelText("标题内容"), { target: { value: "Only me" } });
    expect(counts.get(`canvas:${b}`)).toBe(1);
    expect(counts.get(`panel:${b}`)).toBe(1);
    expect(counts.has(`canvas:${a}`)).toBe(false);
    expect(counts.has(`canvas:${c}`)).toBe(false);
  });

  it("lays the canvas out in runs of 25 blocks the browser may skip off screen; a delete re-renders only blocks changing run", () => {
    const counts = new Map<string, number>();
    const { editor } = renderEditor({
      onRender: (where: string, id: string) => {
        if (where === "canvas") counts.set(id, (counts.get(id) ?? 0) + 1);
      },
    });
    const type = (() => {
      add("标题文字");
      return editor.getDocument().components[0]?.type as string;
    })();
    act(() => {
      for (let i = 1; i < 60; i += 1) editor.insert(type, i);
    });
    const runs = canvas().querySelectorAll<HTMLElement>("[data-canvas-chunk]");
    expect([...runs].map((run) => run.querySelectorAll("[data-component-id]").length)).toEqual([
      25, 25, 10,
    ]);
    for (const run of runs) expect(run.style.contentVisibility).toBe("auto");
    const ids = editor.getDocument().components.map((c) => c.id);
    counts.clear();
    act(() => editor.remove([ids[3] as string]));
    expect(blocks()).toHaveLength(59);
    // The first block of each later run moves into the run before it; nothing else renders.
    expect([...counts.keys()].sort()).toEqual([ids[25], ids[50]].sort());
  });

  it("undoes with Ctrl+Z and redoes with Ctrl+Shift+Z and Ctrl+Y", () => {
    const { editor } = renderEditor();
    add("标题文字");
    fireEvent.change(screen.getByLabelText("标题内容"), { target: { value: "Edited" } });
    const title = () => editor.getDocument().components[0]?.props.name;
    fireEvent.keyDown(document.body, { key: "z", ctrlKey: true });
    expect(title()).toBe("标题文字");
    fireEvent.keyDown(document.body, { key: "Z", ctrlKey: true, shiftKey: true });
    expect(title()).toBe("Edited");
    fireEvent.keyDown(document.body, { key: "z", metaKey: true });
    expect(title()).toBe("标题文字");
    fireEvent.keyDown(document.body, { key: "y", ctrlKey: true });
    expect(title()).toBe("Edited");
  });

  it("keeps its keys to itself: two editors on a page, and a host's own widget", () => {
    const first = renderEditor();
    const second = renderEditor();
    const [firstRoot, secondRoot] = [...document.querySelectorAll<HTMLElement>(".vitrine-editor")];
    const addTo = (root: HTMLElement) =>
      fireEvent.click(within(root).getByRole("button", { name: "公告" }));
    addTo(firstRoot!);
    addTo(secondRoot!);
    // Pressed inside the first editor: only the first undoes.
    fireEvent.keyDown(within(firstRoot!).getByRole("toolbar", { name: "工具栏" }), {
      key: "z",
      ctrlKey: true,
    });
    expect(first.editor.getDocument().components).toHaveLength(0);
    expect(second.editor.getDocument().components).toHaveLength(1);
    // With nothing focused, the editor used last (the second) takes the key, and only it.
    fireEvent.keyDown(document.body, { key: "z", ctrlKey: true });
    expect(second.editor.getDocument().components).toHaveLength(0);
    expect(first.editor.canRedo()).toBe(true);
    expect(second.editor.canRedo()).toBe(true);
    // A host's button outside both editors keeps Delete for itself.
    addTo(secondRoot!);
    const hostButton = document.createElement("button");
    document.body.append(hostButton);
    fireEvent.keyDown(hostButton, { key: "Delete" });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    hostButton.remove();
  });

  it("asks 您确定要删除该组件吗? before Delete removes the selection", () => {
    const { editor } = renderEditor();
    add("公告");
    fireEvent.keyDown(document.body, { key: "Delete" });
    const dialog = screen.getByRole("alertdialog", { name: "您确定要删除该组件吗?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "取消" }));
    expect(editor.getDocument().components).toHaveLength(1);
    fireEvent.keyDown(document.body, { key: "Delete" });
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    expect(editor.getDocument().components).toHaveLength(0);
    expect(blocks()).toHaveLength(0);
  });

  it("moves components up and down from the management list", () => {
    const { editor } = renderEditor();
    add("标题文字");
    add("公告");
    fireEvent.click(screen.getByRole("tab", { name: "组件管理" }));
    const types = () => editor.getDocument().components.map((x) => x.type);
    expect(screen.getByRole("button", { name: "上移 标题文字" })).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("button", { name: "上移 公告" }));
    expect(types()).toEqual(["notice", "captiontext"]);
    fireEvent.click(screen.getByRole("button", { name: "下移 公告" }));
    expect(types()).toEqual(["captiontext", "notice"]);
    expect([...blocks()].map((el) => el.getAttribute("data-component-type"))).toEqual(types());
  });

  it("flags unsaved changes until saved", async () => {
    const onSave = vi.fn(async () => {});
    renderEditor({ onSave });
    // dnd-kit has a live region of its own; the flag is the toolbar's.
    const status = () =>
      within(screen.getByRole("toolbar", { name: "工具栏" })).getByRole("status");
    expect(status().textContent).toBe("");
    add("公告");
    expect(status().textContent).toBe("有未保存的修改");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "保存" })));
    expect(onSave).toHaveBeenCalledOnce();
    expect(status().textContent).toMatch(/^已保存 \d{2}:\d{2}$/);
  });

  it("tells the host each new document and when the page turns unsaved or saved", async () => {
    const onChange = vi.fn();
    const onDirtyChange = vi.fn();
    const onSave = vi.fn(async () => {});
    const { editor } = renderEditor({ onChange, onDirtyChange, onSave });
    add("公告");
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(editor.getDocument());
    act(() => void editor.select(editor.getDocument().components[0]!.id));
    expect(onChange).toHaveBeenCalledTimes(1); // a selection is no change of the page
    expect(onDirtyChange.mock.calls).toEqual([[true]]);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "保存" })));
    expect(onDirtyChange.mock.calls).toEqual([[true], [false]]);
    act(() => void editor.undo());
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onDirtyChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it("asks before the tab closes with unsaved changes only when the host wants it", () => {
    const leave = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const quiet = renderEditor();
    add("公告");
    expect(leave()).toBe(false);
    quiet.unmount();
    renderEditor({ confirmBeforeLeave: true });
    expect(leave()).toBe(false); // nothing to lose yet
    add("公告");
    expect(leave()).toBe(true);
  });

  it("keeps the unsaved flag when the host's save fails", async () => {
    const onSave = vi.fn(async () => {
      throw new Error("页面已被他人修改，请刷新后再保存");
    });
    renderEditor({ onSave });
    const status = () =>
      within(screen.getByRole("toolbar", { name: "工具栏" })).getByRole("status");
    add("公告");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "保存" })));
    expect(onSave).toHaveBeenCalledOnce();
    expect(status().textContent).toBe("有未保存的修改");
  });

  it("speaks English when asked", () => {
    renderEditor({ locale: "en" });
    expect(screen.getByRole("button", { name: "Title text" })).toBeTruthy();
    // Short tab names: "Page settings" and "Component settings" wrapped onto two lines.
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Page",
      "Components",
      "Selected",
    ]);
  });
});

describe("a host that saves through onChange", () => {
  it("clears 有未保存的修改 when it passes the document it stored as `saved`", () => {
    const editor = createEditor({ mergeWindowMs: 0 });
    const status = () =>
      within(screen.getByRole("toolbar", { name: "工具栏" })).queryByRole("status")?.textContent;
    let stored = editor.getDocument();
    const view = render(<Editor editor={editor} saved={stored} onChange={() => {}} />);
    act(() => {
      editor.insert("notice");
    });
    expect(status()).toBe("有未保存的修改");
    // The host's autosave stored the new document and says so.
    stored = editor.getDocument();
    view.rerender(<Editor editor={editor} saved={stored} onChange={() => {}} />);
    expect(status()).not.toBe("有未保存的修改");
  });
});
