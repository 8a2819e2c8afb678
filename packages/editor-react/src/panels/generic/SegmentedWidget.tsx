import { optionIcon } from "../../icons/option-icons";
import { useOptions } from "./use-options";
import type { WidgetProps } from "./widget-props";

/** A choice shown as a row of toggles, each with its icon (its label names it to assistive tech). */
export function SegmentedWidget(props: WidgetProps) {
  const options = useOptions(props.spec, props.ui);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: "0 0 12px" }}>
      <legend style={{ fontSize: 13, marginBottom: 4, padding: 0 }}>{props.label}</legend>
      <div style={{ display: "flex", gap: 4, flexWrap: "wrap" }}>
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
              style={{
                minWidth: 32,
                height: 30,
                padding: "0 6px",
                border: `1px solid ${pressed ? "#155bd4" : "#dcdee0"}`,
                background: pressed ? "#e8f0fe" : "#fff",
                color: pressed ? "#155bd4" : "#323233",
              }}
            >
              {Icon ? <Icon size={16} aria-hidden="true" /> : option.label}
            </button>
          );
        })}
      </div>
      {props.error && (
        <div role="alert" style={{ color: "#f56c6c", fontSize: 12, marginTop: 2 }}>
          {props.error}
        </div>
      )}
    </fieldset>
  );
}
