import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as stories from "./decorate.stories";

describe("the decorate stories render on their own", () => {
  it("puts the server's refusal under 页面分类 in the refused create dialog", async () => {
    render(<stories.CreateDialogRefused />);
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("页面名称"), "新品页");
    await userEvent.type(within(dialog).getByLabelText("页面描述"), "新品上市");
    await userEvent.click(within(dialog).getByLabelText("页面分类"));
    await userEvent.click(await screen.findByTitle("首页"));
    await userEvent.click(within(dialog).getByRole("button", { name: /确\s*定/ }));
    expect(await within(dialog).findByText("所选页面分类不存在")).toBeTruthy();
  });

  it("speaks English in the English create dialog", async () => {
    render(<stories.CreateDialogEnglish />);
    expect(await screen.findByText("New page")).toBeTruthy();
    expect(screen.getByLabelText("Page category")).toBeTruthy();
  });

  it("lists the revisions newest first, and says so when there are none", async () => {
    const { unmount } = render(<stories.Revisions />);
    const restore = await screen.findAllByRole("button", { name: /^恢复 版本/ });
    expect(restore.map((b) => b.getAttribute("aria-label"))).toEqual([
      "恢复 版本 2",
      "恢复 版本 1",
    ]);
    unmount();
    render(<stories.RevisionsEmpty />);
    expect(await screen.findByText("暂无历史版本")).toBeTruthy();
  });

  it("names where each issue is", async () => {
    render(<stories.Issues />);
    expect(screen.getByRole("button", { name: "页面设置: 请输入页面名称" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "标题文字: 数字最大为99" })).toBeTruthy();
  });

  it("shows the in-memory pages in the list story", async () => {
    render(<stories.PageList />);
    expect(await screen.findByText("春季首页")).toBeTruthy();
  });
});
