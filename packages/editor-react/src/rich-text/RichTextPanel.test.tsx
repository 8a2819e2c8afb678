import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderEditor } from "../workbench/test-utils";

describe("rich text panel", () => {
  it("edits the HTML in a 550 px Lexical editor and inserts uploaded images", async () => {
    const uploadImage = vi.fn(async () => "https://cdn.example/a.png");
    const { editor } = renderEditor({ uploadImage });
    fireEvent.click(within(screen.getByRole("navigation")).getByRole("button", { name: "富文本" }));
    const box = await screen.findByRole("textbox", { name: "内容" });
    // The stylesheet draws the 550 px (held to RICH_TEXT_HEIGHT by rich-text-height.test.ts).
    expect(box.classList.contains("vt-rich__content")).toBe(true);
    const file = new File(["x"], "a.png", { type: "image/png" });
    fireEvent.change(screen.getByLabelText("插入图片"), { target: { files: [file] } });
    await waitFor(() =>
      expect(editor.getDocument().components[0]?.props.myValue).toContain(
        'src="https://cdn.example/a.png"',
      ),
    );
    expect(uploadImage).toHaveBeenCalledWith(file);
  });

  it("renders stored HTML sanitised on the canvas", () => {
    const { editor } = renderEditor();
    act(() => {
      editor.insert("richtext", 0, { myValue: '<p onclick="x()">Hi<script>alert(1)</script></p>' });
    });
    const preview = screen
      .getByRole("main")
      .querySelector('[data-component-type="richtext"] .vt-block__preview');
    expect(preview?.innerHTML).toContain("<p>Hi</p>");
    expect(preview?.innerHTML).not.toMatch(/script|onclick/);
  });
});
