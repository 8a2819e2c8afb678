/** The page's JSON, read only, in a dialog of the editor's look. */
export function JsonDialog(props: {
  title: string;
  json: string;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <div className="vt-root vt-overlay">
      <div
        role="dialog"
        aria-label={props.title}
        className="vt-dialog vt-dialog--wide"
        onKeyDown={(e) => {
          if (e.key === "Escape") props.onClose();
        }}
      >
        <h3 className="vt-dialog__title">{props.title}</h3>
        <pre className="vt-dialog__body vt-code">{props.json}</pre>
        <div className="vt-dialog__footer">
          <button type="button" className="vt-btn vt-btn--primary" onClick={props.onClose}>
            {props.closeLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
