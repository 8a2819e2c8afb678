import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/renderWithProviders";
import { PageAddressPanel } from "./PageAddressPanel";

const ORIGIN = "https://shop.example";

function renderPanel(props: Partial<Parameters<typeof PageAddressPanel>[0]> = {}) {
  return renderWithProviders(
    <PageAddressPanel
      name="春季上新"
      address={{ id: 7, slug: "spring", isHome: false }}
      published
      origin={ORIGIN}
      {...props}
    />,
  );
}

describe("a page's public address", () => {
  it("copies the address to the clipboard and says so", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    renderPanel();
    expect(screen.getByText(`${ORIGIN}/s/spring`)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "复制地址" }));
    expect(writeText).toHaveBeenCalledWith(`${ORIGIN}/s/spring`);
    expect(await screen.findByText("地址已复制")).toBeTruthy();
  });

  it("tells the operator to copy by hand when the clipboard refuses", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    renderPanel();
    await user.click(screen.getByRole("button", { name: "复制地址" }));
    expect(await screen.findByText("无法复制，请选中地址后手动复制")).toBeTruthy();
  });

  it("opens the address in a new tab, safely", () => {
    renderPanel({ address: { id: 12, slug: null, isHome: false } });
    const open = screen.getByRole("link", { name: "打开" });
    expect(open.getAttribute("href")).toBe(`${ORIGIN}/s/page-12`);
    expect(open.getAttribute("target")).toBe("_blank");
    expect(open.getAttribute("rel")).toContain("noopener");
  });

  it("shows a QR code of the address for a phone", () => {
    renderPanel();
    const qr = screen.getByRole("img", { name: "打开「春季上新」的二维码" });
    // A real QR code: finder patterns and data, many dark modules in one path.
    expect(qr.querySelector("path")?.getAttribute("d")?.split("M").length).toBeGreaterThan(100);
  });

  it("warns that an unpublished page's address does not open yet", () => {
    renderPanel({ published: false });
    expect(screen.getByText("页面尚未发布：发布后此地址才能打开")).toBeTruthy();
  });

  it("saves a slug and the home mark, and shows the server's refusal under the field", async () => {
    const user = userEvent.setup();
    const onSave = vi
      .fn()
      .mockRejectedValueOnce(new Error("“search”是店铺保留的地址，请换一个"))
      .mockResolvedValueOnce(undefined);
    renderPanel({ onSave });
    const slug = screen.getByLabelText("页面地址");
    await user.clear(slug);
    await user.type(slug, "search");
    await user.click(screen.getByRole("checkbox", { name: "设为店铺首页" }));
    await user.click(screen.getByRole("button", { name: "保存地址" }));
    expect(await screen.findByText("“search”是店铺保留的地址，请换一个")).toBeTruthy();
    expect(onSave).toHaveBeenLastCalledWith({ slug: "search", home: true });
    await user.clear(slug);
    await user.type(slug, "spring-sale");
    await user.click(screen.getByRole("button", { name: "保存地址" }));
    await waitFor(() =>
      expect(onSave).toHaveBeenLastCalledWith({ slug: "spring-sale", home: true }),
    );
    await waitFor(() =>
      expect(screen.queryByText("“search”是店铺保留的地址，请换一个")).toBeNull(),
    );
  });

  it("offers no address change to an operator who may not publish", () => {
    renderPanel();
    expect(screen.queryByLabelText("页面地址")).toBeNull();
    expect(screen.getByRole("button", { name: "复制地址" })).toBeTruthy();
  });
});
