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
    renderWithProviders(<IframeView src="https://react.dev/" title="内嵌 iframe" />);
    expect(await screen.findByText("无法显示该页面")).toBeTruthy();
    expect(screen.getByText(/react\.dev 无法访问/)).toBeTruthy();
    expect(document.querySelector("iframe")).toBeNull();
    const open = screen.getByRole("link", { name: "在新窗口打开" });
    expect(open.getAttribute("href")).toBe("https://react.dev/");
    await userEvent.click(screen.getByRole("button", { name: "仍然显示" }));
    expect(document.querySelector("iframe")?.getAttribute("src")).toBe("https://react.dev/");
  });

  it("frames a page of the app's own site without asking", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderWithProviders(<IframeView src="/visualizingDemo1" title="demo" />);
    expect(screen.queryByText("无法显示该页面")).toBeNull();
    expect(document.querySelector("iframe")?.getAttribute("src")).toBe("/visualizingDemo1");
  });
});
