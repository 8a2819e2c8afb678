import { createPreviewHost, type Editor, linkEditorToPreview } from "@vitrine/editor-core";
import { useEffect, useRef, useState } from "react";
import { uiText } from "../i18n/ui-messages";

export const PREVIEW_DIALOG_WIDTH = 414;
export const PREVIEW_PHONE_WIDTH = 375;

export interface LivePreviewDialogProps {
  editor: Editor;
  /** URL of the preview entry (e.g. "/preview.html"); its origin is the only one heard. */
  previewUrl: string;
  onClose: () => void;
  /** Phone frame height in px (default 667). */
  height?: number;
}

/**
 * The live preview: a 414 px dialog with a 375 px phone frame. It shows a loading indicator until
 * the frame says ready, then sends the snapshot and a patch per edit while open; a click in the
 * frame selects the component in the editor.
 */
export function LivePreviewDialog({
  editor,
  previewUrl,
  onClose,
  height = 667,
}: LivePreviewDialogProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const locale = editor.getLocale();

  useEffect(() => {
    const frameOrigin = new URL(previewUrl, window.location.href).origin;
    const host = createPreviewHost({
      allowedOrigins: [frameOrigin],
      document: editor.getDocument(),
      selection: editor.getSelection(),
      locale: editor.getLocale(),
      post: (message, origin) => frameRef.current?.contentWindow?.postMessage(message, origin),
      onSelect: (ids) => editor.select(ids),
      onConnect: () => setReady(true),
    });
    const unlink = linkEditorToPreview(editor, host);
    const onMessage = (event: MessageEvent) => {
      // Only the frame we opened is heard, and the host checks the origin again.
      if (event.source !== frameRef.current?.contentWindow) return;
      host.receive({ data: event.data, origin: event.origin });
    };
    window.addEventListener("message", onMessage);
    return () => {
      window.removeEventListener("message", onMessage);
      unlink();
    };
  }, [editor, previewUrl]);

  const title = uiText("action.preview", locale);
  return (
    <div
      style={{
        position: "fixed",
        inset: 0,
        background: "rgba(0,0,0,0.45)",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        zIndex: 1000,
      }}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-label={title}
        onKeyDown={(e) => e.key === "Escape" && onClose()}
        style={{
          width: PREVIEW_DIALOG_WIDTH,
          background: "#fff",
          borderRadius: 8,
          padding: "12px 0",
        }}
      >
        <div style={{ display: "flex", justifyContent: "space-between", padding: "0 16px 8px" }}>
          <strong>{title}</strong>
          <button type="button" onClick={onClose} aria-label={uiText("action.close", locale)}>
            ×
          </button>
        </div>
        <div style={{ position: "relative", width: PREVIEW_PHONE_WIDTH, height, margin: "0 auto" }}>
          {!ready && (
            <div
              role="progressbar"
              aria-label={uiText("preview.loading", locale)}
              style={{
                position: "absolute",
                inset: 0,
                display: "flex",
                alignItems: "center",
                justifyContent: "center",
              }}
            >
              {uiText("preview.loading", locale)}
            </div>
          )}
          <iframe
            ref={frameRef}
            title={title}
            src={previewUrl}
            style={{
              width: PREVIEW_PHONE_WIDTH,
              height,
              border: "1px solid #ebedf0",
              visibility: ready ? "visible" : "hidden",
            }}
          />
        </div>
      </div>
    </div>
  );
}
