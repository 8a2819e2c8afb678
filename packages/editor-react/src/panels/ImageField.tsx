import { Suspense, useState } from "react";
import { useEditorUi } from "../workbench/editor-context";
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
    <div>
      <TextField label={props.label} value={src} onChange={props.onChange} error={props.error} />
      {props.hint && (
        <div style={{ fontSize: 12, color: "#969799", marginTop: -8, marginBottom: 8 }}>
          {props.hint}
        </div>
      )}
      {mediaApi && MediaLibraryDialog && (
        <button type="button" onClick={() => setOpen(true)} style={{ marginBottom: 8 }}>
          {t("media.choose")} {props.label}
        </button>
      )}
      {src && <img src={src} alt="" style={{ maxWidth: 120, maxHeight: 60, marginBottom: 12 }} />}
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
