import { fireEvent, render, screen, within } from "@testing-library/react";
import { createBuiltinRegistry, createEditor } from "@vitrine/editor-core";
import { describe, expect, it } from "vitest";
import { TwoColumnSelected } from "../panels/SlotsSection.stories";
import { PageRenderer } from "../render/PageRenderer";
import { renderPageToHtml } from "../server";
import { Editor } from "../workbench/Editor";
import { TwoColumnAndTabs, TwoColumnAndTabsEnglish } from "./ContainerPreviews.stories";
import { containerPage } from "./container-page";

describe("the built-in containers on a page", () => {
  it("draws each slot's blocks in the server's HTML, the open tab's only", () => {
    const page = containerPage();
    const html = renderPageToHtml(page);
    expect(html).toContain("左栏公告");
    expect(html).toContain("右栏标题");
    // Tabs open on the first; the second tab's blocks are not in the page until it is chosen.
    expect(html).toContain("选项卡1");
    expect(html).not.toContain("第二个选项卡的公告");
    // A nested block is marked with its id, as the page's own blocks are.
    const nested = page.components[0]?.slots?.left?.[0];
    expect(html).toContain(`data-component-id="${nested?.id}"`);
  });

  it("shows a tab's blocks in the browser when its title is chosen", async () => {
    render(<PageRenderer document={containerPage()} />);
    expect(await screen.findByText("左栏公告")).toBeTruthy();
    const tabs = screen.getByRole("tablist");
    fireEvent.click(within(tabs).getByRole("tab", { name: "选项卡2" }));
    expect(screen.getByRole("tab", { name: "选项卡2" }).getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByText("第二个选项卡的公告")).toBeTruthy();
  });

  it("draws a container's nested blocks on the editor's canvas", async () => {
    const editor = createEditor({ registry: createBuiltinRegistry({ containers: true }) });
    editor.load(containerPage());
    render(<Editor editor={editor} />);
    const canvas = screen.getByRole("main");
    expect(await within(canvas).findByText("左栏公告")).toBeTruthy();
    expect(within(canvas).getByText("右栏标题")).toBeTruthy();
  });

  it.each([
    ["TwoColumnAndTabs", TwoColumnAndTabs],
    ["TwoColumnAndTabsEnglish", TwoColumnAndTabsEnglish],
    ["TwoColumnSelected", TwoColumnSelected],
  ])("story %s draws the nested blocks", async (_name, Story) => {
    render(<Story />);
    expect(await screen.findByText("左栏公告")).toBeTruthy();
  });
});
