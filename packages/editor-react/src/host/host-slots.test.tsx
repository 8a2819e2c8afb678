import { render, waitFor } from "@testing-library/react";
import {
  createBuiltinRegistry,
  createEditor,
  defineComponent,
  registerComponents,
} from "@vitrine/editor-core";
import { describe, expect, it } from "vitest";
import { Slot } from "../previews/slot-parent";
import { PageRenderer } from "../render/PageRenderer";
import { renderPageToHtml } from "../server";
import { defineHostComponent } from "./define-host-component";

// A host container is declared as the built-ins are (named slots on its definition) and its
// preview draws each slot where it likes with <Slot name> (issue 35).
const box = defineHostComponent({
  definition: defineComponent({
    type: "box",
    defaultProps: {},
    slots: { main: { title: "Main" }, side: { title: "Side" } },
  }),
  // Slots go where the preview puts them: here one in a header, one in a footer.
  preview: () => (
    <div>
      <header>{<Slot name="main" />}</header>
      <footer>{<Slot name="side" />}</footer>
    </div>
  ),
  title: "Box",
});

function page() {
  const registry = createBuiltinRegistry();
  registerComponents(registry, [box]);
  const editor = createEditor({ registry });
  const container = editor.insert("box");
  if (!container.ok) throw new Error(container.message);
  editor.insert(
    "notice",
    { parentId: container.id, slot: "main", index: 0 },
    { noticeText: "In main" },
  );
  editor.insert(
    "captiontext",
    { parentId: container.id, slot: "side", index: 0 },
    { name: "In side" },
  );
  return editor.getDocument();
}

describe("a host container's slots", () => {
  it("are drawn inside its preview by renderPageToHtml", () => {
    const html = renderPageToHtml(page(), { components: [box] });
    expect(html).toMatch(/<header><div data-component-id="[^"]+" data-component-type="notice">/);
    expect(html).toMatch(
      /<footer><div data-component-id="[^"]+" data-component-type="captiontext">/,
    );
    expect(html).toContain("In main");
    expect(html).toContain("In side");
  });

  it("are drawn inside its preview by <PageRenderer>", async () => {
    const { container } = render(<PageRenderer document={page()} components={[box]} />);
    // In the browser the slots' drawing loads with the first container (lazy-slot-blocks).
    const notice = await waitFor(() => {
      const found = container.querySelector('header [data-component-type="notice"]');
      if (!found) throw new Error("not drawn yet");
      return found;
    });
    expect(notice.textContent).toContain("In main");
    expect(container.querySelector('footer [data-component-type="captiontext"]')).not.toBeNull();
  });

  it("draw nothing outside a container's preview", () => {
    const { container } = render(<Slot name="main" />);
    expect(container.innerHTML).toBe("");
  });
});
