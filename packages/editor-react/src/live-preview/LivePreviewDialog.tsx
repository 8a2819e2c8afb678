import {
  createPreviewHost,
  type Editor,
  type Locale,
  linkEditorToPreview,
  type PreviewHost,
} from "@vitrine/editor-core";
import { PanelRightClose, PictureInPicture2, X } from "lucide-react";
import { useContext, useEffect, useRef, useState } from "react";
import { uiText } from "../i18n/ui-messages";
import { EditorUiContext } from "../workbench/editor-context";
import { IconButton } from "../workbench/IconButton";
import { useDialogFocus } from "../workbench/use-dialog-focus";

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
  /**
   * Drawn beside the canvas instead of as a dialog: not modal and taking no focus, so the page is
   * edited while watching it (issue 34, item 7). Give the element to `<Editor dock>`.
   */
  docked?: boolean | undefined;
  /** Offers the switch between docked and dialog in the preview's head (the host remembers it). */
  onDockedChange?: ((docked: boolean) => void) | undefined;
}

/**
 * The live preview: a 414 px dialog with a 375 px phone frame, or the same phone docked beside the
 * canvas (`docked`). It shows a loading indicator until the frame says ready, then sends the
 * snapshot and a patch per edit while open; a click in the frame selects the component in the
 * editor. The frame renders in the editor's language and follows a switch while open.
 */
export function LivePreviewDialog(props: LivePreviewDialogProps) {
  return props.docked ? <DockedPreview {...props} /> : <PreviewDialog {...props} />;
}

function PreviewDialog(props: LivePreviewDialogProps) {
  const { onClose } = props;
  const { locale, title, frame } = usePreviewFrame(props);
  // The dialog takes the focus (Escape closes it however it was opened) and gives it back after.
  const dialogRef = useDialogFocus<HTMLDivElement>();
  return (
    <div className="vt-root vt-overlay">
      <div
        ref={dialogRef}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        onKeyDown={(e) => e.key === "Escape" && onClose()}
        className="vt-dialog vt-live"
        // The original's sizes: a 414 px dialog around a 375 px phone of the host's height.
        style={{ width: PREVIEW_DIALOG_WIDTH }}
      >
        <PreviewHead {...props} locale={locale} title={title} />
        {frame}
      </div>
    </div>
  );
}

/** Beside the canvas: a region, not a dialog; the focus stays where the designer works. */
function DockedPreview(props: LivePreviewDialogProps) {
  const { locale, title, frame } = usePreviewFrame(props);
  return (
    <section aria-label={title} className="vt-live vt-live-dock">
      <PreviewHead {...props} locale={locale} title={title} />
      <div className="vt-live-dock__scroller">{frame}</div>
    </section>
  );
}

function PreviewHead({
  docked,
  onDockedChange,
  onClose,
  locale,
  title,
}: LivePreviewDialogProps & { locale: Locale; title: string }) {
  return (
    <div className="vt-live__head">
      <h3 className="vt-dialog__title">{title}</h3>
      <div className="vt-live__actions">
        {onDockedChange && (
          <IconButton
            icon={docked ? PictureInPicture2 : PanelRightClose}
            label={uiText(docked ? "preview.undock" : "preview.dock", locale)}
            variant="ghost"
            onClick={() => onDockedChange(!docked)}
          />
        )}
        <IconButton
          icon={X}
          label={uiText("action.close", locale)}
          variant="ghost"
          onClick={onClose}
        />
      </div>
    </div>
  );
}

/** The phone frame connected to the editor: its loading line until the page in it says ready. */
function usePreviewFrame({
  editor,
  previewUrl,
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
  const frame = (
    <div className="vt-live__phone" style={{ width: PREVIEW_PHONE_WIDTH, height }}>
      {!ready && (
        <div
          role="progressbar"
          aria-label={uiText("preview.loading", locale)}
          className="vt-live__loading"
        >
          <div className="vt-progress" />
          {uiText("preview.loading", locale)}
        </div>
      )}
      <iframe
        ref={frameRef}
        title={title}
        src={previewUrl}
        className="vt-live__frame"
        style={{ width: PREVIEW_PHONE_WIDTH, height, visibility: ready ? "visible" : "hidden" }}
      />
    </div>
  );
  return { locale, title, frame };
}
