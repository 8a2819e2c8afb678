import { HexAlphaColorPicker, RgbaStringColorPicker } from "react-colorful";
import { useEditorUi } from "../../workbench/editor-context";
import { COLOUR_PRESETS } from "./colour-presets";

/**
 * The picker under a colour field (react-colorful, with alpha) and the preset swatches. It keeps
 * the value's notation: rgba() strings (the original's) stay rgba, hex stays hex (#rrggbbaa with
 * alpha). Loaded on first open, so the picker is not in the editor route's first scripts.
 */
export default function ColourPopover(props: {
  value: string;
  label: string;
  onChange: (value: string) => void;
}) {
  const { t } = useEditorUi();
  const rgba = props.value.trim().startsWith("rgb");
  return (
    <div className="vt-colour__popover">
      {rgba ? (
        <RgbaStringColorPicker color={props.value} onChange={props.onChange} />
      ) : (
        <HexAlphaColorPicker color={props.value || "#000000"} onChange={props.onChange} />
      )}
      <fieldset className="vt-presets" aria-label={`${t("widget.colour.presets")} ${props.label}`}>
        {COLOUR_PRESETS.map((colour) => (
          <button
            key={colour}
            type="button"
            aria-label={`${t("widget.colour.use")} ${colour}`}
            title={colour}
            // The swatch shows the colour it sets.
            style={{ background: colour }}
            onClick={() => props.onChange(colour)}
          />
        ))}
      </fieldset>
    </div>
  );
}
