import { lazy, Suspense, useState } from "react";
import { useEditorUi } from "../../workbench/editor-context";
import type { WidgetProps } from "./widget-props";

const IconPicker = lazy(() =>
  import("../../pickers/IconPicker").then((m) => ({ default: m.IconPicker })),
);

/** An icon name, chosen in the icon picker (or cleared). */
export function IconWidget(props: WidgetProps) {
  const { t } = useEditorUi();
  const [open, setOpen] = useState(false);
  const name = typeof props.value === "string" ? props.value : "";
  return (
    <div className="vt-field">
      <div className="vt-field__label">{props.label}</div>
      <div className="vt-field__row">
        <code className="vt-code-inline">{name || "—"}</code>
        <button
          type="button"
          aria-label={`${t("picker.icon.title")} ${props.label}`}
          onClick={() => setOpen(true)}
        >
          {t("picker.icon.title")}
        </button>
        {name && (
          <button type="button" onClick={() => props.onChange("")}>
            {t("picker.icon.clear")}
          </button>
        )}
      </div>
      {props.error && (
        <div role="alert" className="vt-field__error">
          {props.error}
        </div>
      )}
      {open && (
        <Suspense fallback={null}>
          <IconPicker
            value={name}
            onPick={(picked) => {
              props.onChange(picked);
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
