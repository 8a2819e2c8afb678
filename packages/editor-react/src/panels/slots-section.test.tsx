import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createBuiltinRegistry, createEditor, defineComponent } from "@vitrine/editor-core";
import { describe, expect, it } from "vitest";
import { Editor } from "../workbench/Editor";

function setUp() {
  const registry = createBuiltinRegistry({ containers: true });
  registry.register(
    defineComponent({
      type: "group",
      defaultProps: {},
      slots: { items: { title: "slot.twocolumn.left", max: 1 } },
    }),
  );
  const editor = createEditor({ registry });
  const group = editor.insert("group");
  const first = editor.insert("notice");
  const second = editor.insert("notice");
  if (!group.ok || !first.ok || !second.ok) throw new Error("not inserted");
  render(<Editor editor={editor} />);
  act(() => void editor.select(group.id));
  return { editor, group: group.id, first: first.id, second: second.id };
}

describe("a container's slots in its settings", () => {
  it("moves a page block into a slot with the keyboard, and back out below the container", async () => {
    const { editor, group, first } = setUp();
    const section = await screen.findByRole("region", { name: "容器内的组件" });
    expect(within(section).getByText("暂无组件")).toBeTruthy();
    fireEvent.change(within(section).getByLabelText("移入左栏"), { target: { value: first } });
    expect(editor.getComponent(group)?.slots?.items?.map((block) => block.id)).toEqual([first]);
    fireEvent.click(within(section).getByRole("button", { name: "移出容器" }));
    expect(editor.getComponent(group)?.slots?.items ?? []).toEqual([]);
    expect(
      editor
        .getDocument()
        .components.map((block) => block.id)
        .slice(0, 2),
    ).toEqual([group, first]);
  });

  it("says why a full slot refuses another block, and opens a nested block's settings", async () => {
    const { editor, group, first, second } = setUp();
    const section = await screen.findByRole("region", { name: "容器内的组件" });
    fireEvent.change(within(section).getByLabelText("移入左栏"), { target: { value: first } });
    fireEvent.change(within(section).getByLabelText("移入左栏"), { target: { value: second } });
    expect(await screen.findByText("左栏最多放入1个组件")).toBeTruthy();
    expect(editor.getComponent(group)?.slots?.items).toHaveLength(1);
    fireEvent.click(within(section).getByRole("button", { name: "公告" }));
    expect(editor.getSelection()).toEqual([first]);
  });
});
