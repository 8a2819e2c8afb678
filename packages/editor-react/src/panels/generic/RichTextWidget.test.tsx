import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { createBuiltinRegistry, createEditor } from "@vitrine/editor-core";
import { describe, expect, it, vi } from "vitest";
import { renderEditor } from "../../workbench/test-utils";
import { everyWidgetComponent } from "./demo-component";

describe("rich text field", () => {
  it("edits the field's HTML in the Lexical editor, with uploaded images", async () => {
    const editor = createEditor({ registry: createBuiltinRegistry(), mergeWindowMs: 0 });
    editor.registry.register(everyWidgetComponent);
    const uploadImage = vi.fn(async () => "https://cdn.example/b.png");
    renderEditor({ paletteTypes: ["everywidget"], uploadImage }, editor);
    const result = editor.insert("everywidget");
    if (!result.ok) throw new Error(result.message);
    act(() => editor.select([result.id]));
    expect(await screen.findByRole("textbox", { name: "正文" })).toBeTruthy();
    const file = new File(["x"], "b.png", { type: "image/png" });
    fireEvent.change(screen.getByLabelText("插入图片"), { target: { files: [file] } });
    await waitFor(() =>
      expect(editor.getDocument().components[0]?.props.html).toContain(
        'src="https://cdn.example/b.png"',
      ),
    );
  });
});
