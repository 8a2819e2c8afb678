import { optionIcon } from "../../icons/option-icons";
import { useOptions } from "./use-options";
import type { WidgetProps } from "./widget-props";

/** A choice shown as a row of toggles, each with its icon (its label names it to assistive tech). */
export function SegmentedWidget(props: WidgetProps) {
  const options = useOptions(props.spec, props.ui);
  return (
    <fieldset className="vt-field">
      <legend className="vt-field__label">{props.label}</legend>
      <div className="vt-segmented">
        {options.map((option) => {
          const Icon = optionIcon(option.icon);
          const pressed = String(option.value) === String(props.value);
          return (
            <button
              key={String(option.value)}
              type="button"
              aria-pressed={pressed}
              aria-label={option.label}
              title={option.label}
              onClick={() => props.onChange(option.value)}
            >
              {Icon ? <Icon size={16} aria-hidden="true" /> : option.label}
            </button>
          );
        })}
      </div>
      {props.error && (
        <div role="alert" className="vt-field__error">
          {props.error}
        </div>
      )}
    </fieldset>
  );
}
