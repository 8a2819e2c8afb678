import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderEditor } from "../workbench/test-utils";

const slides = (editor: ReturnType<typeof renderEditor>["editor"]) =>
  editor.getDocument().components[0]?.props.imageList;

describe("picture ads panel: a link per slide (issue 32)", () => {
  it("sets a slide's typed address through the link picker, refusing one that is not http(s)", () => {
    const { editor } = renderEditor();
    fireEvent.click(
      within(screen.getByRole("navigation")).getByRole("button", { name: "图片广告" }),
    );
    fireEvent.click(screen.getByRole("button", { name: "添加图片" }));
    const picker = screen.getByRole("group", { name: "图片链接 1" });
    fireEvent.click(within(picker).getByRole("radio", { name: "外部链接" }));
    expect(slides(editor)).toEqual([{ src: "", text: "", linktype: "11", http: {} }]);
    const address = within(picker).getByLabelText("链接地址");
    fireEvent.change(address, { target: { value: "javascript:alert(1)" } });
    expect(within(picker).getByRole("alert").textContent).toBe(
      "请输入以http://或https://开头的地址",
    );
    expect(slides(editor)).toEqual([{ src: "", text: "", linktype: "11", http: {} }]);
    fireEvent.change(address, { target: { value: "https://shop.example/sale" } });
    expect(slides(editor)).toEqual([
      { src: "", text: "", linktype: "11", http: { externalLink: "https://shop.example/sale" } },
    ]);
    // Back to an internal link: the typed address goes in the same change.
    fireEvent.click(within(picker).getByRole("radio", { name: "内部链接" }));
    expect(slides(editor)).toEqual([{ src: "", text: "", linktype: "10", http: {} }]);
  });

  it("shows editor-core's message under the picker for a stored address the link check refuses", () => {
    const { editor } = renderEditor();
    fireEvent.click(
      within(screen.getByRole("navigation")).getByRole("button", { name: "图片广告" }),
    );
    const id = editor.getDocument().components[0]!.id;
    // As an imported page may hold it: a protocol-relative address, which leads to another site.
    act(() => {
      editor.updateProps(id, "imageList", [
        { src: "", text: "", linktype: "11", http: { externalLink: "//evil.example" } },
      ]);
    });
    const picker = screen.getByRole("group", { name: "图片链接 1" });
    expect(
      within(picker)
        .getAllByRole("alert")
        .map((a) => a.textContent),
    ).toContain("请输入以http://或https://开头的链接地址");
  });
});
