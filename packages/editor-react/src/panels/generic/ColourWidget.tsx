import { useId, useState } from "react";
import { HexColorPicker, RgbaStringColorPicker } from "react-colorful";
import { useEditorUi } from "../../workbench/editor-context";
import type { WidgetProps } from "./widget-props";

/**
 * A colour: a text input (colours are kept as written, hex or the original's rgba() strings) and
 * a swatch that opens a picker in the same notation.
 */
export function ColourWidget(props: WidgetProps) {
  const { t } = useEditorUi();
  const id = useId();
  const [open, setOpen] = useState(false);
  const value = typeof props.value === "string" ? props.value : "";
  const rgba = value.trim().startsWith("rgb");
  return (
    <div style={{ marginBottom: 12, position: "relative" }}>
      <label htmlFor={id} style={{ display: "block", fontSize: 13, marginBottom: 4 }}>
        {props.label}
      </label>
      <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
        <button
          type="button"
          aria-label={`${t("widget.colour.pick")} ${props.label}`}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          style={{ width: 24, height: 24, border: "1px solid #dcdee0", background: value }}
        />
        <input
          id={id}
          type="text"
          value={value}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
          onChange={(e) => props.onChange(e.target.value)}
          style={{ flex: 1, padding: "4px 8px" }}
        />
      </div>
      {open && (
        <div style={{ position: "absolute", zIndex: 20, top: "100%", left: 0, background: "#fff" }}>
          {rgba ? (
            <RgbaStringColorPicker color={value} onChange={props.onChange} />
          ) : (
            <HexColorPicker color={value || "#000000"} onChange={props.onChange} />
          )}
        </div>
      )}
      {props.error && (
        <div id={`${id}-error`} role="alert" style={{ color: "#f56c6c", fontSize: 12 }}>
          {props.error}
        </div>
      )}
    </div>
  );
}
