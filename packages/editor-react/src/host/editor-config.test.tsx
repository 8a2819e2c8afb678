import { fireEvent, render, screen, within } from "@testing-library/react";
import { createDocument, type PageDocument } from "@vitrine/editor-core";
import { describe, expect, it } from "vitest";
import { PageRenderer } from "../render/PageRenderer";
import { renderPageToHtml } from "../server";
import { Editor } from "../workbench/Editor";
import { defineConfig } from "./editor-config";
import {
  badgeComponent,
  bannerConfig,
  defaultChecks,
  interfaceChecks,
  shapesConfig,
  timerConfig,
} from "./editor-config.types";

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
        // @ts-expect-error the fields type the props: `label` is a number field, not a string
        defaults: { label: "Left", count: 3, shown: true, tags: ["a"] as string[] },
        fields: {
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

describe("props typed from the fields", () => {
  it("draws a component declared by its fields alone and edits it through the panel's update", () => {
    const { container } = render(<Editor config={timerConfig} locale="en" />);
    fireEvent.click(within(screen.getByRole("navigation")).getByRole("button", { name: "Timer" }));
    expect(screen.getByTestId("timer").textContent).toBe("SALE ENDS IN 60s");
    fireEvent.click(screen.getByRole("button", { name: "Add 10 to 60" }));
    expect(screen.getByTestId("timer").textContent).toBe("SALE ENDS IN 70s");
    // One edit, one undo step, as the generated panel's edits.
    fireEvent.click(within(screen.getByRole("toolbar")).getByRole("button", { name: "Undo" }));
    expect(screen.getByTestId("timer").textContent).toBe("SALE ENDS IN 60s");
    expect(container.textContent).not.toContain("component.timer.title");
  });

  it("registers the fields, so validation and import check what the types promise", () => {
    const [timer] = timerConfig.components;
    expect(timer?.definition?.fields.seconds).toMatchObject({ kind: "number", min: 0 });
    expect(timer?.definition?.defaultProps).toEqual({ label: "Sale ends in", seconds: 60 });
    expect(bannerConfig.components[0]?.definition?.fields.wide).toEqual({ kind: "boolean" });
    const [shapes] = shapesConfig.components;
    expect(Object.keys(shapes?.definition?.fields ?? {})).toEqual([
      "tone",
      "size",
      "count",
      "shown",
      "items",
      "tags",
      "link",
    ]);
  });

  it("gives an interface-typed host component's own panel its props and update", () => {
    render(<Editor components={[badgeComponent]} locale="en" />);
    fireEvent.click(within(screen.getByRole("navigation")).getByRole("button", { name: "Badge" }));
    expect(screen.getByTestId("badge").textContent).toBe("SALE");
    fireEvent.click(screen.getByTestId("badge-panel"));
    expect(screen.getByTestId("badge-panel").textContent).toBe("new: Sale");
  });

  it("builds every config of the type tests (their errors are at compile time only)", () => {
    expect(defaultChecks().map((c) => c.components.map((h) => h.type))).toEqual([
      ["wrongKind"],
      ["missingDefault"],
      ["notInEnum"],
    ]);
    expect(interfaceChecks().map((c) => ("type" in c ? c.type : c.components[0]?.type))).toEqual([
      "b1",
      "b2",
      "b3",
      "badge",
    ]);
  });
});
