import { act, fireEvent, render, screen, within } from "@testing-library/react";
import {
  createBuiltinRegistry,
  createEditor,
  type Locale,
  parseDocument,
  registerComponents,
} from "@vitrine/editor-core";
import { StrictMode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showInFrame } from "../live-preview/frame-test-utils";
import { PreviewFrameApp } from "../live-preview/PreviewFrameApp";
import { PageRenderer } from "../render/PageRenderer";
import { Editor } from "../workbench/Editor";
import { loadImportDialog } from "../workbench/Toolbar";
import { renderEditor } from "../workbench/test-utils";
import { countdown, HOST_COMPONENTS } from "./countdown.fixture";
import { defineHostComponent } from "./define-host-component";

const palette = () => screen.getByRole("navigation");
const toolbarButton = (name: string) =>
  within(screen.getByRole("toolbar")).getByRole("button", { name });
const confirm = () =>
  fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "OK" }));
const canvasBlocks = () => document.querySelectorAll("main [data-component-type='countdown']");

function renderWithHost(locale: Locale = "en") {
  return renderEditor({ locale, components: HOST_COMPONENTS });
}

describe("host components in <Editor components>", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each<[Locale, string]>([
    ["en", "Countdown"],
    ["zh-cn", "倒计时"],
    ["zh-tw", "倒數計時"],
  ])(
    "offers the host's component in the palette with its title in %s and its icon",
    (locale, title) => {
      renderWithHost(locale);
      const item = within(palette()).getByRole("button", { name: title });
      expect(within(item).getByTestId("countdown-icon")).toBeTruthy();
      // The raw key of issue 25 never reaches the screen.
      expect(document.body.textContent).not.toContain("component.countdown.title");
    },
  );

  it("adds it to the canvas, edits a field in its generated panel, and undoes the edit", async () => {
    const { editor } = renderWithHost();
    fireEvent.click(within(palette()).getByRole("button", { name: "Countdown" }));
    expect(canvasBlocks()).toHaveLength(1);
    expect(screen.getByTestId("countdown").textContent).toBe("Sale ends in 2026-12-31");
    expect(screen.getByRole("heading", { name: "Countdown" })).toBeTruthy();
    // The generated panel loads with the generic panel's chunk.
    fireEvent.change(await screen.findByLabelText("Label"), { target: { value: "Last day" } });
    expect(editor.getDocument().components[0]?.props.label).toBe("Last day");
    expect(screen.getByTestId("countdown").textContent).toBe("Last day 2026-12-31");
    fireEvent.click(toolbarButton("Undo"));
    expect(screen.getByTestId("countdown").textContent).toBe("Sale ends in 2026-12-31");
    expect(document.body.textContent).not.toContain("component.countdown.title");
  });

  it("shows the validation of its fields in the editor's language", async () => {
    const { editor } = renderWithHost("zh-tw");
    fireEvent.click(within(palette()).getByRole("button", { name: "倒數計時" }));
    fireEvent.change(await screen.findByLabelText("標籤"), { target: { value: "" } });
    expect(screen.getByRole("alert").textContent).toBe("請輸入倒數計時標籤");
    expect(editor.validate().map((issue) => issue.message)).toContain("請輸入倒數計時標籤");
  });

  it("keeps it through copy and paste, and through JSON export and import", async () => {
    const { editor } = renderWithHost();
    fireEvent.click(within(palette()).getByRole("button", { name: "Countdown" }));
    fireEvent.change(await screen.findByLabelText("Label"), { target: { value: "Copied" } });
    fireEvent.click(toolbarButton("Copy"));
    fireEvent.click(toolbarButton("Paste"));
    expect(editor.getDocument().components.map((c) => [c.type, c.props.label])).toEqual([
      ["countdown", "Copied"],
      ["countdown", "Copied"],
    ]);
    expect(canvasBlocks()).toHaveLength(2);

    let exported: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      exported = blob;
      return "blob:page";
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    fireEvent.click(toolbarButton("Export JSON"));
    const text = await (exported as Blob).text();
    fireEvent.click(toolbarButton("Reset"));
    confirm();
    expect(editor.getDocument().components).toHaveLength(0);

    const input = screen.getByRole("toolbar").querySelector("input[type=file]") as HTMLElement;
    const file = new File([text], "page.json", { type: "application/json" });
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
      // The input reads the file, and fetches the import's dialog, before it decides.
      await Promise.all([file.text(), loadImportDialog()]);
    });
    confirm(); // the page has unsaved changes
    expect(editor.getDocument().components.map((c) => c.props.label)).toEqual(["Copied", "Copied"]);
    expect(screen.getAllByTestId("countdown")).toHaveLength(2);
  });

  it("draws a host's own panel instead of the generated one", () => {
    const withPanel = defineHostComponent({
      definition: countdown.definition as NonNullable<typeof countdown.definition>,
      preview: countdown.preview,
      title: "Timer",
      panel: ({ component }) => <p>Own panel of {component.id}</p>,
    });
    renderEditor({ locale: "en", components: [withPanel] });
    fireEvent.click(within(palette()).getByRole("button", { name: "Timer" }));
    expect(screen.getByText("Own panel of c1")).toBeTruthy();
    expect(screen.queryByLabelText("Label")).toBeNull();
  });

  it("draws the host's preview of a built-in (the custom module) on the canvas", () => {
    const { editor } = renderWithHost("zh-cn");
    act(() => {
      editor.insert("custommodule");
    });
    expect(screen.getByTestId("host-module")).toBeTruthy();
  });

  it("registers once under StrictMode (renders and effects twice) and leaves nothing behind", () => {
    const editor = createEditor({ locale: "en" });
    const { unmount } = render(
      <StrictMode>
        <Editor editor={editor} locale="en" components={HOST_COMPONENTS} />
      </StrictMode>,
    );
    expect(editor.registry.list().filter((d) => d.type === "countdown")).toHaveLength(1);
    expect(within(palette()).getAllByRole("button", { name: "Countdown" })).toHaveLength(1);
    unmount();
    expect(editor.registry.has("countdown")).toBe(false);
  });

  it("leaves the editor's registry as it was once unmounted", () => {
    const { editor, unmount } = renderWithHost();
    expect(editor.registry.has("countdown")).toBe(true);
    unmount();
    expect(editor.registry.has("countdown")).toBe(false);
    expect(editor.translate("component.countdown.title")).toBe("component.countdown.title");
  });
});

function pageWithCountdown() {
  const registry = createBuiltinRegistry();
  registerComponents(registry, HOST_COMPONENTS);
  const editor = createEditor({ registry, locale: "en" });
  editor.insert("countdown", 0, { label: "Flash sale" });
  editor.insert("custommodule");
  return parseDocument(editor.serialize(), { registry });
}

describe("host components outside the workbench", () => {
  afterEach(() => vi.restoreAllMocks());

  it("are drawn by <PageRenderer components>", () => {
    render(
      <PageRenderer document={pageWithCountdown()} locale="en" components={HOST_COMPONENTS} />,
    );
    expect(screen.getByTestId("countdown").textContent).toBe("Flash sale 2026-12-31");
    expect(screen.getByTestId("host-module")).toBeTruthy();
  });

  it("are drawn by the live preview's <PreviewFrameApp components>", () => {
    vi.spyOn(window.parent, "postMessage").mockImplementation(() => {});
    render(
      <PreviewFrameApp allowedOrigins={[window.location.origin]} components={HOST_COMPONENTS} />,
    );
    showInFrame(pageWithCountdown(), "en");
    expect(screen.getByTestId("countdown").textContent).toBe("Flash sale 2026-12-31");
    expect(screen.getByTestId("host-module")).toBeTruthy();
  });
});
