import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderEditor } from "../workbench/test-utils";

const stored = (editor: ReturnType<typeof renderEditor>["editor"]) =>
  editor.getDocument().components[0]?.props.myValue;

// jsdom has no layout; Lexical measures the caret to scroll it into view.
if (!Range.prototype.getBoundingClientRect) {
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}

describe("rich text panel and the stored HTML", () => {
  it("shows the undone text after undo and redo, and typing goes on from it", async () => {
    const user = userEvent.setup();
    const { editor } = renderEditor();
    act(() => {
      const added = editor.insert("richtext", 0, { myValue: "<p>Hello</p>" });
      if (added.ok) editor.select([added.id]);
    });
    const box = await screen.findByRole("textbox", { name: "内容" });
    await user.click(box);
    // jsdom puts the caret at the start of the text.
    await user.keyboard("X");
    await waitFor(() => expect(stored(editor)).toContain("XHello"));

    await user.click(screen.getByRole("button", { name: "撤销" }));
    expect(stored(editor)).toBe("<p>Hello</p>");
    expect(box.textContent).toBe("Hello");
    // Loading the undone text is not an edit of its own: nothing was written back.
    expect(editor.canRedo()).toBe(true);

    await user.click(screen.getByRole("button", { name: "重做" }));
    expect(box.textContent).toBe("XHello");
    await user.click(screen.getByRole("button", { name: "撤销" }));
    expect(box.textContent).toBe("Hello");

    await user.click(box);
    await user.keyboard("!");
    await waitFor(() => expect(box.textContent).toBe("!Hello"));
    expect(stored(editor)).toMatch(/<p>.*!Hello.*<\/p>/);
    expect(stored(editor)).not.toContain("X");
  });

  it("follows the undo of a JSON import that kept the component's id", async () => {
    const user = userEvent.setup();
    const { editor } = renderEditor();
    let id = "";
    act(() => {
      const added = editor.insert("richtext", 0, { myValue: "<p>Old</p>" });
      if (added.ok) id = added.id;
    });
    const document = editor.getDocument();
    act(() => {
      editor.importDocument({
        ...document,
        components: document.components.map((c) => ({
          ...c,
          props: { ...c.props, myValue: "<p>New</p>" },
        })),
      });
      editor.select([id]);
    });
    const box = await screen.findByRole("textbox", { name: "内容" });
    expect(box.textContent).toBe("New");

    await user.click(screen.getByRole("button", { name: "撤销" }));
    expect(stored(editor)).toBe("<p>Old</p>");
    expect(editor.getSelection()).toEqual([id]);
    expect(screen.getByRole("textbox", { name: "内容" }).textContent).toBe("Old");
  });
});
