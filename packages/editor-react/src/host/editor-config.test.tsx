import { fireEvent, render, screen, within } from "@testing-library/react";
import { createDocument, type PageDocument } from "@vitrine/editor-core";
import { describe, expect, it } from "vitest";
import { PageRenderer } from "../render/PageRenderer";
import { renderPageToHtml } from "../server";
import { Editor } from "../workbench/Editor";
import { defineConfig } from "./editor-config";

/** An interface, not a type alias: hosts write their props so (issue 35, item 5). */
interface BadgeProps {
  text: string;
  tone: "sale" | "new";
}

const config = defineConfig({
  components: {
    badge: {
      defaults: { text: "Sale", tone: "sale" } as BadgeProps,
      fields: { text: { kind: "string", maxLength: 12, ui: { widget: "text", label: "Text" } } },
      // `props` is BadgeProps here: `props.text.toUpperCase()` needs no cast.
      preview: ({ props }) => <strong data-testid="badge">{props.text.toUpperCase()}</strong>,
      panel: ({ props }) => <p data-testid="badge-panel">{`${props.tone}: ${props.text}`}</p>,
      title: "Badge",
    },
    note: {
      defaults: { body: "Hello" },
      preview: ({ props }) => <p data-testid="note">{props.body}</p>,
      messages: {
        en: { "component.note.title": "Note" },
        "zh-cn": { "component.note.title": "便签" },
      },
    },
  },
  categories: [{ value: 7, label: "Landing" }],
  // No description field; only the name must be filled.
  root: { fields: ["name", "classification"], required: ["name"] },
});

const typeChecks = () => [
  defineConfig({
    components: {
      badge: {
        defaults: { text: "x" },
        // @ts-expect-error a prop the defaults do not have is a type error in the preview
        preview: ({ props }) => <span>{props.missing}</span>,
      },
    },
  }),
  defineConfig({
    components: {
      counter: {
        defaults: { label: "Left", count: 3, shown: true, tags: ["a"] as string[] },
        fields: {
          // @ts-expect-error a field's kind is its prop's: the defaults made `label` a string
          label: { kind: "number" },
          count: { kind: "number", min: 0, ui: { widget: "number", label: "Count" } },
          shown: { kind: "boolean" },
          tags: { kind: "array", maxItems: 5 },
        },
        preview: ({ props }) => <span>{props.count.toFixed(0)}</span>,
      },
    },
  }),
];

/** A page saved by the host, holding the config's component. */
function savedPage(): PageDocument {
  const page = createDocument();
  return {
    ...page,
    components: [{ id: "b1", type: "badge", props: { text: "Stored", tone: "new" } }],
  };
}

describe("one config object: <Editor config>", () => {
  it("makes its own editor that opens a saved page holding the config's components", () => {
    render(<Editor config={config} document={savedPage()} locale="en" />);
    expect(screen.getByTestId("badge").textContent).toBe("STORED");
    const palette = screen.getByRole("navigation");
    expect(within(palette).getByRole("button", { name: "Badge" })).toBeTruthy();
    expect(within(palette).getByRole("button", { name: "Note" })).toBeTruthy();
  });

  it("adds a block with the declared defaults and edits it in the typed custom panel", () => {
    render(<Editor config={config} locale="en" />);
    fireEvent.click(within(screen.getByRole("navigation")).getByRole("button", { name: "Note" }));
    expect(screen.getByTestId("note").textContent).toBe("Hello");
    fireEvent.click(within(screen.getByRole("navigation")).getByRole("button", { name: "Badge" }));
    expect(screen.getByTestId("badge").textContent).toBe("SALE");
    expect(screen.getByTestId("badge-panel").textContent).toBe("sale: Sale");
  });

  it("takes the page categories and page settings from the config", () => {
    render(<Editor config={config} locale="en" />);
    expect(screen.getByLabelText(/Page name/)).toBeTruthy();
    expect(screen.queryByLabelText(/Page description/)).toBeNull();
    // The config's categories make the category a choice, not a text input.
    expect(screen.getByRole("combobox", { name: /Page category/ })).toBeTruthy();
    expect(screen.getByRole("option", { name: "Landing" })).toBeTruthy();
  });

  it("gives the renderer and the server the same components", () => {
    render(<PageRenderer document={savedPage()} components={config.components} />);
    expect(screen.getByTestId("badge").textContent).toBe("STORED");
    expect(renderPageToHtml(savedPage(), { components: config.components })).toContain("STORED");
  });

  it("checks each component's props against its own defaults, and its fields' kinds", () => {
    expect(typeChecks().map((c) => c.components.map((h) => h.type))).toEqual([
      ["badge"],
      ["counter"],
    ]);
  });
});
