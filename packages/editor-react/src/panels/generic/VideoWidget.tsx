import { Suspense, useState } from "react";
import { useEditorUi } from "../../workbench/editor-context";
import { TextField } from "../fields";
import type { WidgetProps } from "./widget-props";

/**
 * A video: its address typed in, or chosen in the media library filtered to videos (with the
 * editor's `mediaApi`); a small player shows the chosen one.
 */
export function VideoWidget(props: WidgetProps) {
  // The dialog is the host's (`mediaLibrary`, from @vitrine/editor-react/media): the root entry
  // never imports antd. A lazy one loads when the operator first opens it.
  const { mediaApi, mediaLibrary: MediaLibraryDialog, locale, t } = useEditorUi();
  const [open, setOpen] = useState(false);
  const src = typeof props.value === "string" ? props.value : "";
  const chooser = !!(mediaApi && MediaLibraryDialog);
  return (
    <div className="vt-field">
      <TextField label={props.label} value={src} onChange={props.onChange} error={props.error} />
      {(chooser || src) && (
        <div className="vt-image-slot">
          {src && (
            // biome-ignore lint/a11y/useMediaCaption: a preview of the operator's own upload
            <video src={src} controls preload="metadata" className="vt-video-thumb" />
          )}
          {chooser && (
            <button type="button" className="vt-btn vt-btn--small" onClick={() => setOpen(true)}>
              {t("media.choose")} {props.label}
            </button>
          )}
        </div>
      )}
      {mediaApi && MediaLibraryDialog && open && (
        <Suspense fallback={null}>
          <MediaLibraryDialog
            open
            api={mediaApi}
            type="video"
            max={1}
            locale={locale}
            onClose={() => setOpen(false)}
            onSelect={(items) => {
              const chosen = items[0];
              if (chosen) props.onChange(chosen.url);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
