import { memo, useId, useMemo } from "react";
import { SKU_NUMBER_FIELDS, type SkuNumberField, type SkuRow } from "../types";
import { validateSkuRow } from "../validate-row";
import { ImageCell } from "./ImageCell";
import { NumberCell } from "./NumberCell";
import { useSkuText } from "./sku-text";
import { cellStyle, ROW_HEIGHT, rowGridStyle } from "./table-layout";
import type { CellChangeHandler, RenderImagePicker } from "./types";

interface SkuTableRowProps {
  row: SkuRow;
  index: number;
  /** Offset from the top of the table, from the virtualizer. */
  start: number;
  onCellChange: CellChangeHandler;
  renderImagePicker: RenderImagePicker | undefined;
}

/**
 * One combination. Memoized on its props: an edit replaces only the edited row object, so typing
 * in one row re-renders that row alone, whatever the number of rows.
 */
export const SkuTableRow = memo(function SkuTableRow({
  row,
  index,
  start,
  onCellChange,
  renderImagePicker,
}: SkuTableRowProps) {
  const { t, locale } = useSkuText();
  const idPrefix = useId();
  const errors = useMemo(() => {
    const byField = new Map<string, string>();
    for (const problem of validateSkuRow(row, locale)) byField.set(problem.field, problem.message);
    return byField;
  }, [row, locale]);

  const change = (field: SkuNumberField | "image", text: string) =>
    onCellChange(index, row.specs_id, field, text);
  const label = (field: string) =>
    t("ui.table.cellLabel", { spec: row.data_title, field: t(`field.${field}`) });

  return (
    <tr
      aria-rowindex={index + 2}
      style={{
        ...rowGridStyle,
        position: "absolute",
        top: 0,
        left: 0,
        height: ROW_HEIGHT,
        transform: `translateY(${start}px)`,
        borderBottom: "1px solid #f0f0f0",
      }}
    >
      <th
        scope="row"
        style={{ ...cellStyle, paddingTop: 12, textAlign: "left", fontWeight: "normal" }}
        title={row.data_title}
      >
        {row.data_title}
      </th>
      {SKU_NUMBER_FIELDS.map((field) => (
        <NumberCell
          key={field}
          label={label(field)}
          field={field}
          value={row[field]}
          error={errors.get(field)}
          errorId={`${idPrefix}-${field}-error`}
          onChange={change}
        />
      ))}
      <ImageCell
        label={label("image")}
        placeholder={t("ui.image.placeholder")}
        value={row.image}
        renderImagePicker={renderImagePicker}
        onChange={(url) => change("image", url)}
      />
    </tr>
  );
});
