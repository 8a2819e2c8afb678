import { act, render, screen } from "@testing-library/react";
import { createEditor, envelope, type Locale, type PreviewMessage } from "@vitrine/editor-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PreviewFrameApp } from "./PreviewFrameApp";

const EDITOR_ORIGIN = window.location.origin;

/** A message from the editor window (in these tests the frame's parent is the window itself). */
const fromEditor = (data: PreviewMessage, origin = EDITOR_ORIGIN) =>
  act(() => {
    window.dispatchEvent(new MessageEvent("message", { data, origin, source: window.parent }));
  });

function snapshotOf(locale: Locale) {
  const editor = createEditor();
  editor.insert("notice", 0, { noticeText: "Free delivery" });
  return envelope({
    type: "snapshot",
    session: "s1",
    seq: 0,
    document: editor.getDocument(),
    selection: [],
    hover: null,
    locale,
  });
}

describe("<PreviewFrameApp>", () => {
  afterEach(() => vi.restoreAllMocks());

  it("draws the page in the editor's language and follows a switch from the editor only", () => {
    const posted = vi.spyOn(window.parent, "postMessage").mockImplementation(() => {});
    render(<PreviewFrameApp allowedOrigins={[EDITOR_ORIGIN]} />);
    expect(posted).toHaveBeenCalledWith(envelope({ type: "ready" }), EDITOR_ORIGIN);

    fromEditor(snapshotOf("en"));
    expect(screen.getByText("Free delivery")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Close the notice" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("en");

    fromEditor(envelope({ type: "locale", locale: "zh-tw" }));
    expect(screen.getByRole("button", { name: "關閉公告" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("zh-tw");

    fromEditor(envelope({ type: "locale", locale: "en" }), "https://evil.example");
    expect(screen.getByRole("button", { name: "關閉公告" })).toBeTruthy();
  });
});
