import { lazy, Suspense, useState } from "react";
import { useEditorUi } from "../../workbench/editor-context";

const ColourPopover = lazy(() => import("./ColourPopover"));

/**
 * The colour control of every panel: a swatch (on a checkerboard, so alpha shows) that opens the
 * picker with presets, and the value as text (hex or the original's rgba() strings, as written).
 */
export function ColourInput(props: {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  errorId: string;
  onChange: (value: string) => void;
}) {
  const { t } = useEditorUi();
  const [open, setOpen] = useState(false);
  return (
    // Escape closes the picker and stays here: it is not the workbench's key.
    // biome-ignore lint/a11y/noStaticElementInteractions: a key handler for the popover inside, not an action
    <div
      className="vt-colour"
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          e.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <div className="vt-field__row">
        <button
          type="button"
          className="vt-swatch"
          aria-label={`${t("widget.colour.pick")} ${props.label}`}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {/* The colour itself is the document's value. */}
          <span style={{ background: props.value }} />
        </button>
        <input
          id={props.id}
          type="text"
          className="vt-input"
          value={props.value}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? props.errorId : undefined}
          onChange={(e) => props.onChange(e.target.value)}
        />
      </div>
      {open && (
        <Suspense fallback={null}>
          <ColourPopover value={props.value} label={props.label} onChange={props.onChange} />
        </Suspense>
      )}
    </div>
  );
}
