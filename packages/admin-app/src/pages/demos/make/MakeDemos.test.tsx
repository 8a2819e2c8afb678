import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderDemo } from "../renderDemo";
import NoticeBarPage from "./NoticeBarPage";
import SelectorPage from "./SelectorPage";
import SvgDemoPage from "./SvgDemoPage";

describe("the /make demos", () => {
  it("icon selector: searching narrows the icons, clicking one chooses it", async () => {
    await renderDemo(SelectorPage, { path: "/make/selector" });
    await userEvent.type(await screen.findByLabelText("搜索图标"), "home");
    expect(screen.getAllByRole("button", { pressed: false }).map((b) => b.textContent)).toEqual([
      "HomeOutlined",
    ]);
    await userEvent.click(screen.getByRole("button", { name: /HomeOutlined/ }));
    expect(screen.getByRole("status").textContent).toBe("已选择：HomeOutlined");
  });

  it("notice bar: shows the typed text in our bar with its delay, speed and height", async () => {
    await renderDemo(NoticeBarPage, { path: "/make/noticeBar" });
    const input = await screen.findByLabelText("通知内容");
    await userEvent.clear(input);
    await userEvent.type(input, "今日特价");
    expect(screen.getAllByText("今日特价").length).toBeGreaterThan(0);
    expect(screen.getByText("延迟 1 秒 · 速度 100 像素/秒 · 高度 40 像素")).toBeTruthy();
  });

  it("svg demo: draws the icons at the chosen size", async () => {
    const { container } = await renderDemo(SvgDemoPage, { path: "/make/svgDemo" });
    const sizeInput = await screen.findByLabelText("大小");
    const icons = container.querySelectorAll("svg[data-shape]");
    expect(icons.length).toBe(3);
    expect(icons[0]?.getAttribute("width")).toBe("32");
    await userEvent.clear(sizeInput);
    await userEvent.type(sizeInput, "64");
    expect(container.querySelector("svg[data-shape]")?.getAttribute("width")).toBe("64");
  });
});
