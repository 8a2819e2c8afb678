import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/renderWithProviders";
import { IframeView } from "./IframeView";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a framed page", () => {
  it("says its site cannot be reached when offline, instead of a broken frame", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    // Frames are looked for in the rendered view: a file before this one in the shared window may
    // leave a hidden frame of its own in the document (a print frame).
    const { container } = renderWithProviders(
      <IframeView src="https://react.dev/" title="内嵌 iframe" />,
    );
    expect(await screen.findByText("无法显示该页面")).toBeTruthy();
    expect(screen.getByText(/react\.dev 无法访问/)).toBeTruthy();
    expect(container.querySelector("iframe")).toBeNull();
    const open = screen.getByRole("link", { name: "在新窗口打开" });
    expect(open.getAttribute("href")).toBe("https://react.dev/");
    await userEvent.click(screen.getByRole("button", { name: "仍然显示" }));
    expect(container.querySelector("iframe")?.getAttribute("src")).toBe("https://react.dev/");
  });

  it("frames a page of the app's own site without asking", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { container } = renderWithProviders(<IframeView src="/visualizingDemo1" title="demo" />);
    expect(screen.queryByText("无法显示该页面")).toBeNull();
    expect(container.querySelector("iframe")?.getAttribute("src")).toBe("/visualizingDemo1");
  });
});
