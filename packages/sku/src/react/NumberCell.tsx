import type { SkuNumber, SkuNumberField } from "../types";
import { CellInput } from "./cell-input";
import { cellStyle, errorTextStyle } from "./table-layout";

interface NumberCellProps {
  label: string;
  field: SkuNumberField;
  value: SkuNumber;
  error: string | undefined;
  errorId: string;
  onChange(field: SkuNumberField, text: string): void;
}

/** One number of a row, kept as typed; its validation message sits right below it. */
export function NumberCell({ label, field, value, error, errorId, onChange }: NumberCellProps) {
  return (
    <td style={cellStyle}>
      <CellInput
        aria-label={label}
        inputMode="decimal"
        value={String(value ?? "")}
        invalid={error !== undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(field, event.target.value)}
      />
      {error ? (
        <div id={errorId} style={errorTextStyle} title={error}>
          {error}
        </div>
      ) : null}
    </td>
  );
}
