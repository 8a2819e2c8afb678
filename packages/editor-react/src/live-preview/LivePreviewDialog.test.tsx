import { render, screen } from "@testing-library/react";
import { createEditor } from "@vitrine/editor-core";
import { describe, expect, it, vi } from "vitest";
import { LivePreviewDialog } from "./LivePreviewDialog";

describe("<LivePreviewDialog>", () => {
  it("is a 414 px dialog with a 375 px phone frame, loading until the frame is ready", () => {
    render(
      <LivePreviewDialog editor={createEditor()} previewUrl="/preview.html" onClose={vi.fn()} />,
    );
    const dialog = screen.getByRole("dialog", { name: "预览" });
    expect(dialog.style.width).toBe("414px");
    expect(screen.getByRole("progressbar", { name: "预览加载中…" })).toBeTruthy();
    const frame = screen.getByTitle("预览") as HTMLIFrameElement;
    expect(frame.style.width).toBe("375px");
    expect(frame.getAttribute("src")).toBe("/preview.html");
  });

  it("ignores messages that do not come from its frame", () => {
    const editor = createEditor();
    render(<LivePreviewDialog editor={editor} previewUrl="/preview.html" onClose={vi.fn()} />);
    window.dispatchEvent(
      new MessageEvent("message", {
        data: { protocol: "vitrine-preview", version: 1, type: "ready" },
        origin: window.location.origin,
        source: window,
      }),
    );
    expect(screen.getByRole("progressbar")).toBeTruthy();
  });
});
