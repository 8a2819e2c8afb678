import { useId } from "react";
import { ColourInput } from "../colour/ColourInput";
import type { WidgetProps } from "./widget-props";

/** A colour field of a generic panel: the shared colour control in the field layout. */
export function ColourWidget(props: WidgetProps) {
  const id = useId();
  const value = typeof props.value === "string" ? props.value : "";
  return (
    <div className="vt-field">
      <label htmlFor={id} className="vt-field__label">
        {props.label}
      </label>
      <ColourInput
        id={id}
        errorId={`${id}-error`}
        label={props.label}
        value={value}
        error={props.error}
        onChange={(next) => props.onChange(next)}
      />
      {props.error && (
        <div id={`${id}-error`} role="alert" className="vt-field__error">
          {props.error}
        </div>
      )}
    </div>
  );
}
