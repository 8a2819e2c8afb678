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
    <div className="vt-root vt-overlay vt-overlay--picker">
      <div
        role="dialog"
        aria-modal="true"
        aria-label={props.title}
        onKeyDown={(e) => {
          if (e.key === "Escape") props.onClose();
          // Keys typed in a picker are not the workbench's shortcuts (delete, undo).
          e.stopPropagation();
        }}
        className="vt-dialog"
        // A picker may ask for its own width (the product table is wider).
        style={props.width ? { width: props.width } : undefined}
      >
        <h3 className="vt-dialog__title">{props.title}</h3>
        <div className="vt-dialog__body">{props.children}</div>
        {props.footer && <div className="vt-dialog__footer">{props.footer}</div>}
      </div>
    </div>
  );
}
