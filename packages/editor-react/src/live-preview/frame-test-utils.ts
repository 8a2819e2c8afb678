import { act } from "@testing-library/react";
import { envelope, type Locale, type PageDocument } from "@vitrine/editor-core";

/**
 * Sends a mounted `<PreviewFrameApp>` the editor's snapshot of `document`, as the editor window
 * would (in tests the frame's parent is the window itself, at the same origin).
 */
export function showInFrame(document: PageDocument, locale: Locale) {
  const snapshot = envelope({
    type: "snapshot",
    session: "s1",
    seq: 0,
    document,
    selection: [],
    hover: null,
    locale,
  });
  act(() => {
    window.dispatchEvent(
      new MessageEvent("message", {
        data: snapshot,
        origin: window.location.origin,
        source: window.parent,
      }),
    );
  });
}
