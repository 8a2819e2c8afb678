import { useEffect, useRef } from "react";

/** A small modal question with OK and Cancel; Escape cancels. */
export function ConfirmDialog(props: {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <div className="vt-root vt-overlay">
      <div
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
