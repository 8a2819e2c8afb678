import { Input } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** The colours offered with one click; any other is typed as #rrggbb. */
export const PRESET_COLORS = [
  "#409eff",
  "#1677ff",
  "#722ed1",
  "#eb2f96",
  "#f5222d",
  "#fa8c16",
  "#13c2c2",
  "#52c41a",
];

const HEX = /^#[0-9a-f]{6}$/i;

/** Preset swatches and a hex field; a half-typed colour stays in the field until it is complete. */
export function PrimaryColorPicker({
  value,
  onChange,
  id,
}: {
  value: string;
  onChange(color: string): void;
  id?: string;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const valid = HEX.test(draft);
  return (
    <div style={{ display: "flex", flexDirection: "column", alignItems: "flex-end", gap: 6 }}>
      <fieldset
        aria-label={t("layoutSettings.presetColors")}
        style={{ display: "flex", gap: 4, border: 0, margin: 0, padding: 0 }}
      >
        {PRESET_COLORS.map((color) => (
          <button
            key={color}
            type="button"
            aria-label={color}
            aria-pressed={color.toLowerCase() === value.toLowerCase()}
            onClick={() => onChange(color)}
            style={{
              width: 20,
              height: 20,
              padding: 0,
              borderRadius: 4,
              cursor: "pointer",
              background: color,
              border:
                color.toLowerCase() === value.toLowerCase()
                  ? "2px solid #000"
                  : "1px solid #d9d9d9",
            }}
          />
        ))}
      </fieldset>
      <Input
        id={id}
        value={draft}
        maxLength={7}
        status={valid ? undefined : "error"}
        aria-invalid={!valid}
        style={{ width: 110 }}
        prefix={
          <span
            aria-hidden
            style={{ width: 12, height: 12, borderRadius: 2, background: valid ? draft : value }}
          />
        }
        onChange={(event) => {
          const next = event.target.value.trim();
          setDraft(next);
          if (HEX.test(next)) onChange(next.toLowerCase());
        }}
      />
    </div>
  );
}
