import { CellInput } from "./cell-input";
import { cellStyle, ROW_HEIGHT } from "./table-layout";
import type { RenderImagePicker } from "./types";

interface ImageCellProps {
  label: string;
  placeholder: string;
  value: string;
  renderImagePicker: RenderImagePicker | undefined;
  onChange(url: string): void;
}

/** The row's image: the host's media picker when given, otherwise a URL box with a thumbnail. */
export function ImageCell({
  label,
  placeholder,
  value,
  renderImagePicker,
  onChange,
}: ImageCellProps) {
  if (renderImagePicker) {
    // The host's picker gets the row's room (less the cell's padding) and stays inside it.
    const maxHeight = ROW_HEIGHT - 12;
    return (
      <td style={{ ...cellStyle, maxHeight: ROW_HEIGHT, overflow: "hidden" }}>
        {renderImagePicker({ value, onChange, maxHeight })}
      </td>
    );
  }
  return (
    <td style={{ ...cellStyle, display: "flex", gap: 6 }}>
      {value ? (
        <img
          src={value}
          alt=""
          width={32}
          height={32}
          style={{ objectFit: "cover", flex: "none" }}
        />
      ) : null}
      <CellInput
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </td>
  );
}
