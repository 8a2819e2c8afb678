import type { ReactNode } from "react";

/** The frame of a picker: a modal box with a title, its content and its buttons; Escape closes. */
export function PickerDialog(props: {
  title: string;
  onClose: () => void;
  footer?: ReactNode | undefined;
  width?: number | undefined;
  children: ReactNode;
}) {
  return (
    <div
      style={{
        position: "fixed",
        inset: 0,
        background: "rgba(0,0,0,0.35)",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        zIndex: 900,
      }}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-label={props.title}
        onKeyDown={(e) => {
          if (e.key === "Escape") props.onClose();
          // Keys typed in a picker are not the workbench's shortcuts (delete, undo).
          e.stopPropagation();
        }}
        style={{
          background: "#fff",
          padding: 16,
          borderRadius: 6,
          width: props.width ?? 520,
          maxWidth: "95vw",
          maxHeight: "85vh",
          display: "flex",
          flexDirection: "column",
          gap: 12,
        }}
      >
        <h3 style={{ margin: 0, fontSize: 15 }}>{props.title}</h3>
        <div style={{ overflowY: "auto", minHeight: 0 }}>{props.children}</div>
        {props.footer && (
          <div style={{ display: "flex", gap: 8, justifyContent: "flex-end" }}>{props.footer}</div>
        )}
      </div>
    </div>
  );
}
