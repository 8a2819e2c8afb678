import { act, fireEvent, screen, within } from "@testing-library/react";
import {
  createDocument,
  createEditor,
  type Locale,
  originalDefaultExport,
  type PageDocument,
  serializeDocument,
  toLegacyPage,
} from "@vitrine/editor-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadImportDialog } from "./Toolbar";
import { renderEditor } from "./test-utils";

const toolbar = () => screen.getByRole("toolbar");
const button = (name: string) => within(toolbar()).getByRole("button", { name });
const add = (title: string) =>
  fireEvent.click(within(screen.getByRole("navigation")).getByRole("button", { name: title }));
const types = (document: PageDocument) => document.components.map((c) => c.type);

/** A page with a notice and a caption, as another editor would have saved it. */
function otherPage(): PageDocument {
  const other = createEditor();
  other.updateSettings({ name: "Imported", details: "From a file", classification: "home" });
  other.insert("notice", 0, { noticeText: "Free delivery" });
  other.insert("captiontext", 1, { name: "New in" });
  return other.getDocument();
}

/** Chooses a file in the toolbar's hidden import input, as the file picker would. */
async function chooseFile(text: string, label = "导入JSON") {
  const input = within(toolbar()).getByLabelText(label) as HTMLInputElement;
  const file = new File([text], "page.json", { type: "application/json" });
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
    // The input reads the file, and fetches the import's dialog, before it decides.
    await Promise.all([file.text(), loadImportDialog()]);
  });
}

describe("toolbar", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each<[Locale, string[]]>([
    ["zh-cn", ["重置", "查看JSON", "导入JSON", "导出JSON", "预览"]],
    ["en", ["Reset", "View JSON", "Import JSON", "Export JSON", "Preview"]],
    ["zh-tw", ["重置", "檢視JSON", "匯入JSON", "匯出JSON", "預覽"]],
  ])("names the page buttons as the original did, in %s", (locale, names) => {
    renderEditor({ locale, onPreview: vi.fn() });
    for (const name of names) expect(button(name)).toBeTruthy();
    fireEvent.click(button(names[1] as string));
    const view = screen.getByRole("dialog", { name: names[1] });
    expect(view.textContent).toContain('"schemaVersion"');
  });

  it("imports a page of our format into an empty page at once", async () => {
    const { editor } = renderEditor();
    const page = otherPage();
    await chooseFile(serializeDocument(page));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(editor.getDocument()).toEqual(page);
    expect(screen.getByRole("main").textContent).toContain("Free delivery");
  });

  it("imports the original {id, name, templateJson, component} record with JSON text inside", async () => {
    const { editor } = renderEditor();
    const record = toLegacyPage(otherPage(), { id: 12 });
    expect(typeof record.templateJson).toBe("string");
    expect(typeof record.component).toBe("string");
    await chooseFile(JSON.stringify(record));
    const document = editor.getDocument();
    expect(document.settings.name).toBe("Imported");
    expect(types(document)).toEqual(["notice", "captiontext"]);
    expect(document.components[0]?.props.noticeText).toBe("Free delivery");
    expect(document.components[1]?.props.name).toBe("New in");
  });

  it("imports the page the original editor exports with all 22 components at their defaults", async () => {
    const { editor } = renderEditor();
    await chooseFile(JSON.stringify(originalDefaultExport()));
    // No refusal; only what the original never asked for (description, category) is flagged.
    expect(screen.queryByText(/^页面数据无效/)).toBeNull();
    const imported = editor.getDocument().components;
    expect(imported).toHaveLength(22);
    expect(imported.find((c) => c.type === "captiontext")?.props.more).toMatchObject({
      httpType: "10",
    });
    expect(imported.find((c) => c.type === "videoss")?.props.coverUrl).toBe("");
  });

  it("asks before an import replaces components, replaces only on 确定, and the import can be undone", async () => {
    const { editor } = renderEditor();
    add("公告");
    const before = editor.getDocument();
    const page = otherPage();
    await chooseFile(serializeDocument(page));
    const question = screen.getByRole("alertdialog", {
      name: "导入的页面将替换当前页面的全部内容，您确定要导入吗？",
    });
    fireEvent.click(within(question).getByRole("button", { name: "取消" }));
    expect(editor.getDocument()).toBe(before);

    await chooseFile(serializeDocument(page));
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    expect(editor.getDocument()).toEqual(page);

    fireEvent.click(button("撤销"));
    expect(editor.getDocument()).toBe(before);
    fireEvent.click(button("重做"));
    expect(editor.getDocument()).toEqual(page);
  });

  it("asks before an import replaces unsaved page settings even without components", async () => {
    const { editor } = renderEditor();
    fireEvent.change(screen.getByLabelText("页面名称"), { target: { value: "Draft" } });
    await chooseFile(serializeDocument(otherPage()));
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    expect(editor.getDocument().settings.name).toBe("Draft");
  });

  it("keeps the page's own settings unless the operator takes the file's", async () => {
    const { editor } = renderEditor();
    act(() => {
      editor.updateSettings({ name: "Summer", details: "Our summer page", classification: "sale" });
    });
    await chooseFile(serializeDocument(otherPage()));
    const question = screen.getByRole("alertdialog");
    fireEvent.click(within(question).getByRole("button", { name: "确定" }));
    // The components come from the file; name, description and category stay the page's own.
    expect(types(editor.getDocument())).toEqual(["notice", "captiontext"]);
    expect(editor.getDocument().settings).toMatchObject({
      name: "Summer",
      details: "Our summer page",
      classification: "sale",
    });

    await chooseFile(serializeDocument(otherPage()));
    fireEvent.click(screen.getByLabelText("使用文件中的页面设置（名称、描述、分类等）"));
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "确定" }));
    expect(editor.getDocument().settings).toMatchObject({
      name: "Imported",
      details: "From a file",
      classification: "home",
    });
  });

  it("lists every value it has to empty before importing, and keeps same-site image paths", async () => {
    const { editor } = renderEditor();
    const page = {
      settings: { name: "p", bgImg: "javascript:alert(1)" },
      components: [
        { id: "s1", type: "suspension", props: { imgUrl: "/media/a.png" } },
        { id: "s2", type: "suspension", props: { imgUrl: "//evil.example/x.png" } },
      ],
    };
    await chooseFile(JSON.stringify(page));
    const question = screen.getByRole("alertdialog", { name: "请确认要导入的页面" });
    const rows = within(question)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(rows).toEqual([
      "页面设置的背景图片：javascript:alert(1)",
      "第2个组件“悬浮按钮”的按钮图片：//evil.example/x.png",
    ]);
    // Nothing changes until 确定.
    expect(editor.getDocument().components).toHaveLength(0);
    fireEvent.click(within(question).getByRole("button", { name: "确定" }));
    const images = editor.getDocument().components.map((c) => c.props.imgUrl);
    expect(images).toEqual(["/media/a.png", ""]);
  });

  it("says why a file cannot be imported, in the editor's language, and changes nothing", async () => {
    const { editor } = renderEditor({ locale: "en" });
    add("Notice");
    const before = editor.getDocument();
    await chooseFile("{not json", "Import JSON");
    expect(screen.getByRole("alert").textContent).toMatch(/^The page data is invalid: /);
    await chooseFile(
      JSON.stringify({
        components: [
          { id: "a", type: "notice" },
          { id: "a", type: "notice" },
        ],
      }),
      "Import JSON",
    );
    expect(screen.getByRole("alert").textContent).toMatch(/^The page data is invalid: .*"a"/);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(editor.getDocument()).toBe(before);
  });

  it("exports JSON text that imports back to the same page", async () => {
    const { editor } = renderEditor({}, createEditor({ document: otherPage() }));
    let downloaded: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      downloaded = blob;
      return "blob:page";
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    fireEvent.click(button("导出JSON"));
    expect(click).toHaveBeenCalledOnce();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe("Imported.json");
    expect(link.href).toBe("blob:page");

    const text = await (downloaded as Blob).text();
    const fresh = createEditor();
    expect(fresh.importDocument(text).ok).toBe(true);
    expect(fresh.getDocument()).toEqual(editor.getDocument());
  });

  it("exports the original editor's record of an imported original page unchanged, all 22 components", async () => {
    const { editor } = renderEditor();
    const record = originalDefaultExport();
    await chooseFile(JSON.stringify(record));
    expect(editor.getDocument().components).toHaveLength(22);
    let downloaded: Blob | undefined;
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      downloaded = blob;
      return "blob:original";
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    try {
      fireEvent.click(button("导出原格式"));
      const link = click.mock.contexts[0] as HTMLAnchorElement;
      expect(link.download).toMatch(/\.original\.json$/);
      const exported = JSON.parse(await (downloaded as Blob).text());
      // The same record: id, name, and the page and components in the original's own value types
      // (httpType 10 stays a number, the tab bar's "14" a string, null stays null).
      expect(exported.id).toBe(record.id);
      expect(exported.name).toBe(record.name);
      expect(JSON.parse(exported.templateJson)).toStrictEqual(JSON.parse(record.templateJson));
      expect(JSON.parse(exported.component)).toStrictEqual(JSON.parse(record.component));
    } finally {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    }
  });

  it("resets only after 确定", () => {
    const { editor } = renderEditor();
    add("公告");
    fireEvent.click(button("重置"));
    const question = screen.getByRole("alertdialog", {
      name: "您确定要重置页面吗？所有组件将被清空。",
    });
    fireEvent.click(within(question).getByRole("button", { name: "取消" }));
    expect(types(editor.getDocument())).toEqual(["notice"]);
    fireEvent.click(button("重置"));
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    expect(editor.getDocument()).toEqual(createDocument());
  });

  it("duplicates the selected component right after it, with its settings", () => {
    const { editor } = renderEditor();
    add("公告");
    fireEvent.change(screen.getByLabelText("公告内容"), { target: { value: "Sale today" } });
    add("标题文字");
    const [notice] = editor.getDocument().components;
    act(() => editor.select([notice?.id as string]));
    fireEvent.click(button("复制组件"));
    const [first, copy, caption] = editor.getDocument().components;
    expect(types(editor.getDocument())).toEqual(["notice", "notice", "captiontext"]);
    expect(copy?.props).toEqual(first?.props);
    expect(copy?.id).not.toBe(first?.id);
    expect(caption?.type).toBe("captiontext");
    expect(screen.getByRole("main").textContent?.match(/Sale today/g)).toHaveLength(2);
  });

  it("copies the selected component and pastes it as a new one", () => {
    const { editor } = renderEditor();
    expect(button("粘贴")).toHaveProperty("disabled", true);
    add("公告");
    fireEvent.change(screen.getByLabelText("公告内容"), { target: { value: "Copied" } });
    fireEvent.click(button("复制"));
    expect(button("粘贴")).toHaveProperty("disabled", false);
    fireEvent.click(button("粘贴"));
    fireEvent.click(button("粘贴"));
    const components = editor.getDocument().components;
    expect(components.map((c) => c.props.noticeText)).toEqual(["Copied", "Copied", "Copied"]);
    expect(new Set(components.map((c) => c.id)).size).toBe(3);
  });

  it("copying with nothing selected says so and leaves 粘贴 off", () => {
    renderEditor();
    fireEvent.click(button("复制"));
    expect(button("粘贴")).toHaveProperty("disabled", true);
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toContain(
      "请在画布上选择一个组件",
    );
  });
});
