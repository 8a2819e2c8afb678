import { act, render, screen, within } from "@testing-library/react";
import { createEditor } from "@vitrine/editor-core";
import { describe, expect, it, vi } from "vitest";
import { showInFrame } from "../live-preview/frame-test-utils";
import { PreviewFrameApp } from "../live-preview/PreviewFrameApp";
import { PageRenderer } from "../render/PageRenderer";
import { renderPageToHtml } from "../server";
import { renderEditor } from "../workbench/test-utils";
import type { HostPreviews } from "./host-previews";
import type { PreviewProps } from "./preview-types";

/** What an embedding team draws for the custom module instead of the built-in demo. */
function CountdownPreview({ props, locale }: PreviewProps) {
  return <p data-host-preview="">{`Sale ends soon (${locale}, ${String(props.text)})`}</p>;
}
const previews: HostPreviews = { custommodule: CountdownPreview };

function pageWithCustomModule() {
  const editor = createEditor();
  editor.insert("custommodule", 0, { text: "mine" });
  return editor.getDocument();
}

describe("a host's previews replace a built-in's", () => {
  it("in <PageRenderer> and the server's HTML, with the component's props and the language", () => {
    const document = pageWithCustomModule();
    const builtIn = render(<PageRenderer document={document} />);
    expect(builtIn.container.querySelector("[data-host-preview]")).toBeNull();
    builtIn.unmount();
    render(<PageRenderer document={document} locale="en" previews={previews} />);
    expect(screen.getByText("Sale ends soon (en, mine)")).toBeTruthy();
    expect(renderPageToHtml(document, { previews })).toContain("Sale ends soon (zh-cn, mine)");
    expect(renderPageToHtml(document)).not.toContain("Sale ends soon");
  });

  it("on the editor's canvas, other types keeping their built-in preview", () => {
    const { editor } = renderEditor({ previews });
    act(() => {
      editor.insert("custommodule", 0, { text: "mine" });
      editor.insert("notice", 1, { noticeText: "Free delivery" });
    });
    const canvas = screen.getByRole("main", { name: "手机画布" });
    expect(within(canvas).getByText("Sale ends soon (zh-cn, mine)")).toBeTruthy();
    expect(within(canvas).getByText("Free delivery")).toBeTruthy();
  });

  it("in the live preview frame", () => {
    vi.spyOn(window.parent, "postMessage").mockImplementation(() => {});
    render(<PreviewFrameApp allowedOrigins={[window.location.origin]} previews={previews} />);
    showInFrame(pageWithCustomModule(), "zh-cn");
    expect(screen.getByText("Sale ends soon (zh-cn, mine)")).toBeTruthy();
    vi.restoreAllMocks();
  });
});
