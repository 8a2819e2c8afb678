import {
  createPreviewHost,
  type Editor,
  type Locale,
  linkEditorToPreview,
  type PreviewHost,
} from "@vitrine/editor-core";
import { useContext, useEffect, useRef, useState } from "react";
import { uiText } from "../i18n/ui-messages";
import { EditorUiContext } from "../workbench/editor-context";

export const PREVIEW_DIALOG_WIDTH = 414;
export const PREVIEW_PHONE_WIDTH = 375;

export interface LivePreviewDialogProps {
  editor: Editor;
  /** URL of the preview entry (e.g. "/preview.html"); its origin is the only one heard. */
  previewUrl: string;
  onClose: () => void;
  /** Phone frame height in px (default 667). */
  height?: number | undefined;
  /**
   * Language of the dialog and of the page in the frame. Default: the enclosing `<Editor>`'s
   * `locale` (followed when it changes), else the editor-core instance's.
   */
  locale?: Locale | undefined;
}

/**
 * The live preview: a 414 px dialog with a 375 px phone frame. It shows a loading indicator until
 * the frame says ready, then sends the snapshot and a patch per edit while open; a click in the
 * frame selects the component in the editor. The frame renders in the editor's language and
 * follows a switch while open.
 */
export function LivePreviewDialog({
  editor,
  previewUrl,
  onClose,
  height = 667,
  locale: localeProp,
}: LivePreviewDialogProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const hostRef = useRef<PreviewHost | null>(null);
  const [ready, setReady] = useState(false);
  const workbenchLocale = useContext(EditorUiContext)?.locale;
  const locale = localeProp ?? workbenchLocale ?? editor.getLocale();
  // Read when the host is made, without making a language switch reconnect the frame.
  const localeRef = useRef(locale);
  localeRef.current = locale;

  useEffect(() => {
    const frameOrigin = new URL(previewUrl, window.location.href).origin;
    const host = createPreviewHost({
      allowedOrigins: [frameOrigin],
      document: editor.getDocument(),
      selection: editor.getSelection(),
      locale: localeRef.current,
      post: (message, origin) => frameRef.current?.contentWindow?.postMessage(message, origin),
      onSelect: (ids) => editor.select(ids),
      onConnect: () => setReady(true),
    });
    hostRef.current = host;
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
      hostRef.current = null;
    };
  }, [editor, previewUrl]);

  useEffect(() => hostRef.current?.setLocale(locale), [locale]);

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
