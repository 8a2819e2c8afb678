import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createBuiltinRegistry, createEditor } from "@vitrine/editor-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { layOutForDrags } from "../../workbench/test-layout";
import { renderEditor } from "../../workbench/test-utils";
import { everyWidgetComponent } from "./demo-component";

// dnd-kit's keyboard sensor listens from the next task after a drag starts.
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function press(target: Element, code: "Space" | "ArrowDown") {
  fireEvent.keyDown(target, { code, key: code === "Space" ? " " : code });
  await nextTask();
}

describe("sortable list field", () => {
  let restore: () => void;
  beforeEach(() => {
    restore = layOutForDrags();
  });
  afterEach(() => restore());

  it("reorders items by dragging a handle with the keyboard: space lifts, arrows move, space drops", async () => {
    const editor = createEditor({ registry: createBuiltinRegistry(), mergeWindowMs: 0 });
    editor.registry.register(everyWidgetComponent);
    renderEditor({ paletteTypes: ["everywidget"] }, editor);
    const result = editor.insert("everywidget", 0, {
      words: [{ text: "一" }, { text: "二" }, { text: "三" }],
    });
    if (!result.ok) throw new Error(result.message);
    act(() => editor.select([result.id]));
    const words = () =>
      ((editor.getDocument().components[0]?.props.words ?? []) as { text: string }[]).map(
        (w) => w.text,
      );

    // The panel's rich text field loads Lexical lazily, sooner or later with the machine's load.
    // Arriving in the middle of the lift, it left the drop one item short here (jsdom's mocked
    // layout), so lift once the panel has settled, as a user who presses after it appeared does.
    await screen.findByRole("toolbar", { name: "富文本工具栏" });
    const handle = await screen.findByRole("button", { name: "拖动排序 热词列表 第1项" });
    handle.focus();
    await press(handle, "Space");
    await press(document.activeElement ?? handle, "ArrowDown");
    await press(document.activeElement ?? handle, "ArrowDown");
    await press(document.activeElement ?? handle, "Space");
    await waitFor(() => expect(words()).toEqual(["二", "三", "一"]));
    const inputs = within(screen.getByRole("group", { name: "热词列表" })).getAllByLabelText(
      "热词",
    );
    expect(inputs.map((input) => (input as HTMLInputElement).value)).toEqual(["二", "三", "一"]);
  });
});
