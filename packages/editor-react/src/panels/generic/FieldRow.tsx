import type { FieldSpec, FieldUi } from "@vitrine/editor-core";
import { memo } from "react";
import { FIELD_WIDGETS } from "./field-widgets";
import { useLabel } from "./use-label";
import { useNestedMessage } from "./use-nested-message";

/** One declared field drawn by the widget its `ui` names, with its validation message. */
export const FieldRow = memo(function FieldRow(props: {
  name: string;
  spec: FieldSpec & { ui: FieldUi };
  path: string;
  componentId: string;
  siblings: Readonly<Record<string, unknown>>;
  setFields: (patch: Readonly<Record<string, unknown>>) => void;
}) {
  const { name, spec, path, componentId, siblings, setFields } = props;
  const label = useLabel();
  const value = siblings[name];
  const error = useNestedMessage(spec, path, value, componentId);
  const Widget = FIELD_WIDGETS[spec.ui.widget];
  if (!Widget) return null;
  const widget = (
    <Widget
      name={name}
      label={label(spec.ui.label)}
      value={value}
      onChange={(next) => setFields({ [name]: next })}
      error={error}
      spec={spec}
      ui={spec.ui}
      path={path}
      componentId={componentId}
      siblings={siblings}
      setFields={setFields}
    />
  );
  // The image widget shows its hint under the address itself (as the hand-written panels do).
  const hint = spec.ui.hint && spec.ui.widget !== "image" ? label(spec.ui.hint) : undefined;
  if (!hint) return widget;
  return (
    <div>
      {widget}
      <div className="vt-field__help vt-field__help--after">{hint}</div>
    </div>
  );
});
