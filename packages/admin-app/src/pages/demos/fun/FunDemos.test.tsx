import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPrefixedStorage } from "../../../utils/storage";
import { renderDemo } from "../renderDemo";
import ClipboardDemoPage from "./ClipboardDemoPage";
import {
  DEFAULT_GRID_LAYOUT,
  GRID_LAYOUT_KEY,
  readGridLayout,
  saveGridLayout,
} from "./gridLayoutStore";
import QrcodeDemoPage from "./QrcodeDemoPage";

const realClipboard = Object.getOwnPropertyDescriptor(navigator, "clipboard");

/** A stand-in for the browser's Clipboard API, which jsdom does not have. */
function stubClipboard(clipboard: Partial<Clipboard>) {
  Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });
}

afterEach(() => {
  if (realClipboard) Object.defineProperty(navigator, "clipboard", realClipboard);
  else Reflect.deleteProperty(navigator, "clipboard");
});

describe("the clipboard page", () => {
  it("copies the typed text and pastes what the clipboard holds", async () => {
    let held = "";
    stubClipboard({
      writeText: vi.fn(async (text: string) => {
        held = text;
      }),
      readText: vi.fn(async () => held),
    });
    await renderDemo(ClipboardDemoPage, { path: "/fun/clipboard" });
    await userEvent.type(await screen.findByLabelText("要复制的文字"), "订单 20261126");
    await userEvent.click(screen.getByRole("button", { name: "复制" }));
    expect(await screen.findByText("已复制到剪贴板")).toBeTruthy();
    expect(held).toBe("订单 20261126");
    await userEvent.click(screen.getByRole("button", { name: "粘贴" }));
    await waitFor(() =>
      expect((screen.getByLabelText("粘贴的内容") as HTMLInputElement).value).toBe("订单 20261126"),
    );
  });

  it("says so when the browser refuses, and asks for text before copying nothing", async () => {
    stubClipboard({
      writeText: vi.fn(async () => {
        throw new DOMException("denied", "NotAllowedError");
      }),
      readText: vi.fn(async () => {
        throw new DOMException("denied", "NotAllowedError");
      }),
    });
    await renderDemo(ClipboardDemoPage, { path: "/fun/clipboard" });
    await userEvent.click(await screen.findByRole("button", { name: "复制" }));
    expect(await screen.findByText("请先输入要复制的文字")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("要复制的文字"), "x");
    await userEvent.click(screen.getByRole("button", { name: "复制" }));
    expect(await screen.findByText("复制失败：浏览器未允许访问剪贴板")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "粘贴" }));
    expect(await screen.findByText("粘贴失败：浏览器未允许读取剪贴板")).toBeTruthy();
  });
});

describe("the QR code page", () => {
  it("asks for text when the box is empty and refuses more than a QR code holds", async () => {
    await renderDemo(QrcodeDemoPage, { path: "/fun/qrcode" });
    const box = await screen.findByLabelText("二维码内容");
    await userEvent.clear(box);
    expect(await screen.findByText("请输入要生成二维码的内容")).toBeTruthy();
    // Pasted rather than typed: 2,400 key presses would only slow the test.
    await userEvent.click(box);
    await userEvent.paste("x".repeat(2400));
    expect(await screen.findByText("内容过长，二维码最多容纳 2331 个字符")).toBeTruthy();
    expect(screen.queryByRole("img", { name: "二维码图片" })).toBeNull();
  });
});

describe("the grid layout's saved layout", () => {
  const memory = () => {
    const values = new Map<string, string>();
    const backend = {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
      key: (index) => [...values.keys()][index] ?? null,
      get length() {
        return values.size;
      },
      clear: () => values.clear(),
    } as Storage;
    return createPrefixedStorage(() => backend);
  };

  it("comes back as it was saved", () => {
    const storage = memory();
    const moved = DEFAULT_GRID_LAYOUT.map((item) =>
      item.i === "1" ? { ...item, x: 6, y: 4, w: 5 } : item,
    );
    saveGridLayout(storage, moved);
    expect(readGridLayout(storage)).toEqual(moved);
  });

  it("falls back to the default for a missing, partial or impossible layout", () => {
    const storage = memory();
    expect(readGridLayout(storage)).toEqual(DEFAULT_GRID_LAYOUT);
    storage.set(GRID_LAYOUT_KEY, DEFAULT_GRID_LAYOUT.slice(1));
    expect(readGridLayout(storage)).toEqual(DEFAULT_GRID_LAYOUT);
    storage.set(
      GRID_LAYOUT_KEY,
      DEFAULT_GRID_LAYOUT.map((item) => ({ ...item, w: 99 })),
    );
    expect(readGridLayout(storage)).toEqual(DEFAULT_GRID_LAYOUT);
    storage.set(GRID_LAYOUT_KEY, "not a layout");
    expect(readGridLayout(storage)).toEqual(DEFAULT_GRID_LAYOUT);
  });
});
