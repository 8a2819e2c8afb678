import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderEditor } from "../workbench/test-utils";

const block = (id: string) =>
  screen.getByRole("main").querySelector<HTMLElement>(`[data-component-id="${id}"]`);

describe("a search bar fixed at the top, on the canvas", () => {
  it("stays at the top of the phone while the canvas scrolls (sticky), and only while fixed", () => {
    const { editor } = renderEditor();
    let id = "";
    act(() => {
      const result = editor.insert("commoditysearch", 0, { position: 1 });
      if (!result.ok) throw new Error(result.message);
      id = result.id;
      editor.insert("notice", 1);
    });
    expect(block(id)?.style.position).toBe("sticky");
    // At the scrolling area's top edge, above the 16 px around the phone.
    expect(block(id)?.style.top).toBe("-16px");
    const notice = editor.getDocument().components[1]!.id;
    expect(block(notice)?.style.position).toBe("");
    act(() => {
      editor.updateProps(id, "position", 0);
    });
    expect(block(id)?.style.position).toBe("");
  });
});
