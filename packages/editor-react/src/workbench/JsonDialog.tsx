import { useRef } from "react";
import { useDialogFocus } from "./use-dialog-focus";

/**
 * The page's JSON, read only, in a dialog of the editor's look. Its close button takes the focus
 * (so Escape closes it whatever opened it), and the focus returns to the opener after.
 */
export function JsonDialog(props: {
  title: string;
  json: string;
  closeLabel: string;
  onClose: () => void;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useDialogFocus<HTMLDivElement>(closeRef);
  return (
    <div className="vt-root vt-overlay">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label={props.title}
        className="vt-dialog vt-dialog--wide"
        onKeyDown={(e) => {
          if (e.key === "Escape") props.onClose();
        }}
      >
        <h3 className="vt-dialog__title">{props.title}</h3>
        <pre className="vt-dialog__body vt-code">{props.json}</pre>
        <div className="vt-dialog__footer">
          <button
            ref={closeRef}
            type="button"
            className="vt-btn vt-btn--primary"
            onClick={props.onClose}
          >
            {props.closeLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
