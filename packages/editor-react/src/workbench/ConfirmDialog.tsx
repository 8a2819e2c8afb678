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
    <div
      style={{
        position: "fixed",
        inset: 0,
        background: "rgba(0,0,0,0.35)",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        zIndex: 1000,
      }}
    >
      <div
        role="alertdialog"
        aria-modal="true"
        aria-label={props.message}
        onKeyDown={(e) => {
          if (e.key === "Escape") props.onCancel();
          e.stopPropagation();
        }}
        style={{ background: "#fff", padding: 20, borderRadius: 6, minWidth: 280 }}
      >
        <p style={{ marginTop: 0 }}>{props.message}</p>
        <div style={{ display: "flex", gap: 8, justifyContent: "flex-end" }}>
          <button ref={cancelRef} type="button" onClick={props.onCancel}>
            {props.cancelLabel}
          </button>
          <button type="button" onClick={props.onConfirm}>
            {props.confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
