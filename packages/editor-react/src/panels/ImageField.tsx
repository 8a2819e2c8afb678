import { ImageIcon, Trash2 } from "lucide-react";
import { Suspense, useState } from "react";
import { useEditorUi } from "../workbench/editor-context";
import { IconButton } from "../workbench/IconButton";
import { TextField } from "./fields";

/**
 * An image address with a thumbnail. With the editor's `mediaApi` a button opens the media library
 * to choose one; without it the address is typed in.
 */
export function ImageField(props: {
  label: string;
  value: unknown;
  onChange: (value: string) => void;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  // The dialog is the host's (`mediaLibrary`, from @vitrine/editor-react/media): the root entry
  // never imports antd. A lazy one loads when the operator first opens it.
  const { mediaApi, mediaLibrary: MediaLibraryDialog, locale, t } = useEditorUi();
  const [open, setOpen] = useState(false);
  const src = typeof props.value === "string" ? props.value : "";
  return (
    <div className="vt-field">
      <TextField label={props.label} value={src} onChange={props.onChange} error={props.error} />
      <div className="vt-image-slot">
        <div className="vt-image-slot__thumb">
          {src ? (
            <img src={src} alt="" />
          ) : (
            <ImageIcon size={22} aria-label={t("widget.image.empty")} />
          )}
        </div>
        <div className="vt-field__row">
          {mediaApi && MediaLibraryDialog && (
            <button type="button" className="vt-btn vt-btn--small" onClick={() => setOpen(true)}>
              {t("media.choose")} {props.label}
            </button>
          )}
          {src && (
            <IconButton
              icon={Trash2}
              label={`${t("widget.image.remove")} ${props.label}`}
              variant="small"
              size={14}
              onClick={() => props.onChange("")}
            />
          )}
        </div>
      </div>
      {props.hint && <div className="vt-field__help vt-field__help--after">{props.hint}</div>}
      {mediaApi && MediaLibraryDialog && open && (
        <Suspense fallback={null}>
          <MediaLibraryDialog
            open
            api={mediaApi}
            type="image"
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
