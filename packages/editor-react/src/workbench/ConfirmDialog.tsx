import { useRef } from "react";
import { useDialogFocus } from "./use-dialog-focus";

/**
 * A small modal question with OK and Cancel; Escape cancels. Cancel takes the focus, and the focus
 * goes back to what asked when it closes (useDialogFocus).
 */
export function ConfirmDialog(props: {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useDialogFocus<HTMLDivElement>(cancelRef);
  return (
    <div className="vt-root vt-overlay">
      <div
        ref={dialogRef}
        role="alertdialog"
        aria-modal="true"
        aria-label={props.message}
        onKeyDown={(e) => {
          if (e.key === "Escape") props.onCancel();
          e.stopPropagation();
        }}
        className="vt-dialog vt-dialog--small"
      >
        <p className="vt-dialog__message">{props.message}</p>
        <div className="vt-dialog__footer">
          <button ref={cancelRef} type="button" className="vt-btn" onClick={props.onCancel}>
            {props.cancelLabel}
          </button>
          <button type="button" className="vt-btn vt-btn--primary" onClick={props.onConfirm}>
            {props.confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
