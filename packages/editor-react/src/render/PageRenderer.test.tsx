import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createEditor, type PageDocument } from "@vitrine/editor-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPageToHtml } from "../server";
import { renderEditor } from "../workbench/test-utils";
import { PageRenderer } from "./PageRenderer";

const HINT = "该组件在店铺页面上按访客自动生成内容";

function page(build: (editor: ReturnType<typeof createEditor>) => void): PageDocument {
  const editor = createEditor();
  build(editor);
  return editor.getDocument();
}
const captionWithMore = (http: unknown) =>
  page((e) => {
    e.insert("captiontext", 0, {
      name: "New arrivals",
      more: { show: true, type: 0, text: "查看更多", httpType: "11", http },
    });
  });
const canvas = () => screen.getByRole("main", { name: "手机画布" });

afterEach(() => vi.restoreAllMocks());

describe("a published page (PageRenderer)", () => {
  it("hides a notice bar when its close button is clicked; the editor canvas has no close button", async () => {
    const user = userEvent.setup();
    const document = page((e) => {
      e.insert("notice", 0, { noticeText: "Free delivery over 99" });
    });
    const view = render(<PageRenderer document={document} />);
    expect(screen.getByText("Free delivery over 99")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "关闭公告" }));
    expect(screen.queryByText("Free delivery over 99")).toBeNull();
    view.unmount();
    // The server's HTML runs no script: a close button there could not work, so there is none.
    const html = renderPageToHtml(document);
    expect(html).toContain("Free delivery over 99");
    expect(html).not.toContain("关闭公告");

    const { editor } = renderEditor();
    act(() => {
      editor.insert("notice", 0, { noticeText: "Free delivery over 99" });
    });
    expect(within(canvas()).getByText("Free delivery over 99")).toBeTruthy();
    expect(within(canvas()).queryByRole("button", { name: "关闭公告" })).toBeNull();
  });

  it("lets a notice stand still when it fits, and scroll when the bar measures it too long", () => {
    const document = page((e) => {
      e.insert("notice", 0, { noticeText: "Short" });
    });
    const still = render(<PageRenderer document={document} />);
    expect(still.container.querySelector("[data-notice-scrolling]")).toBeNull();
    expect(screen.queryByRole("marquee")).toBeNull();
    still.unmount();

    // The browser's layout, which jsdom lacks: a 300 px bar and a 500 px line of text.
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(
      new DOMRect(0, 0, 500, 20),
    );
    render(<PageRenderer document={document} />);
    const line = screen.getByText("Short");
    expect(screen.getByRole("marquee")).toBeTruthy();
    // 500 px out at 100 px/s after the 1 s delay, then 800 px per pass.
    expect(line.style.animationName).toBe("vitrine-notice-out, vitrine-notice-loop");
    expect(line.style.animationDuration).toBe("5s, 8s");
    expect(line.style.animationDelay).toBe("1s, 6s");
    expect(line.style.animationIterationCount).toBe("1, infinite");
  });

  it("leaves the placeholders' blocks empty for shoppers; the editor shows its hint", () => {
    const document = page((e) => {
      e.insert("onlineservice", 0);
    });
    const { container } = render(<PageRenderer document={document} />);
    const block = container.querySelector('[data-component-type="onlineservice"]');
    expect(block).not.toBeNull();
    expect(block?.textContent).toBe("");
    expect(renderPageToHtml(document)).not.toContain(HINT);

    const { editor } = renderEditor();
    act(() => {
      editor.insert("onlineservice", 0);
    });
    expect(within(canvas()).getByText(HINT)).toBeTruthy();
  });

  it("makes a caption's 'more' a link to a safe address, on the server too", () => {
    const document = captionWithMore({ externalLink: "https://shop.example/new" });
    render(<PageRenderer document={document} />);
    const link = screen.getByRole("link", { name: "查看更多 >" });
    expect(link.getAttribute("href")).toBe("https://shop.example/new");
    expect(renderPageToHtml(document)).toContain('href="https://shop.example/new"');
  });

  it("never makes a javascript: address a link; the text stays", () => {
    const document = captionWithMore({ externalLink: "javascript:alert(1)" });
    const { container } = render(<PageRenderer document={document} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(container.textContent).toContain("查看更多 >");
    expect(renderPageToHtml(document)).not.toContain("javascript:");
  });

  it("draws the link as text on the editor canvas, where a click selects the block", () => {
    const { editor } = renderEditor();
    act(() => {
      editor.insert(
        "captiontext",
        0,
        captionWithMore({ externalLink: "https://shop.example/new" }).components[0]?.props,
      );
    });
    expect(within(canvas()).getByText("查看更多 >")).toBeTruthy();
    expect(within(canvas()).queryByRole("link")).toBeNull();
  });

  it("in the preview frame, a click on the link selects the block instead of leaving the page", () => {
    const onComponentClick = vi.fn();
    const document = captionWithMore({ externalLink: "https://shop.example/new" });
    render(<PageRenderer document={document} onComponentClick={onComponentClick} />);
    const followed = fireEvent.click(screen.getByRole("link", { name: "查看更多 >" }));
    expect(followed).toBe(false);
    expect(onComponentClick).toHaveBeenCalledWith(document.components[0]?.id);
  });
});
