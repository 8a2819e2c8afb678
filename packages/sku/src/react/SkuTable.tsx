import { useVirtualizer } from "@tanstack/react-virtual";
import { type Ref, useImperativeHandle, useMemo, useRef } from "react";
import { SKU_NUMBER_FIELDS, type SkuRow } from "../types";
import { observeRectOrFallback } from "./observe-rect";
import { SkuTableRow } from "./SkuTableRow";
import { useSkuText } from "./sku-text";
import { cellStyle, HEADER_HEIGHT, ROW_HEIGHT, rowGridStyle, TABLE_WIDTH } from "./table-layout";
import type { CellChangeHandler, RenderImagePicker } from "./types";

interface SkuTableProps {
  rows: SkuRow[];
  /** Height of the scrolling area in pixels. */
  height: number;
  onCellChange: CellChangeHandler;
  renderImagePicker: RenderImagePicker | undefined;
  ref?: Ref<SkuTableHandle> | undefined;
}

export interface SkuTableHandle {
  /** Scrolls a row to the middle of the table and focuses its first cell with a problem. */
  showRow(index: number): void;
}

// Rows appear a frame or two after a scroll; give up after this many frames.
const FOCUS_ATTEMPTS = 10;

const headerCellStyle = { ...cellStyle, paddingTop: 10, textAlign: "left" } as const;

/**
 * The combination table: a sticky header and only the rows in view (plus a few) in the DOM. The
 * table elements are laid out as blocks and grids so rows can be positioned absolutely.
 */
export function SkuTable({ rows, height, onCellChange, renderImagePicker, ref }: SkuTableProps) {
  const { t } = useSkuText();
  const scrollRef = useRef<HTMLDivElement>(null);
  const observeElementRect = useMemo(
    () => observeRectOrFallback({ width: TABLE_WIDTH, height }),
    [height],
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    paddingStart: HEADER_HEIGHT,
    initialRect: { width: TABLE_WIDTH, height },
    observeElementRect,
  });

  useImperativeHandle(
    ref,
    () => ({
      showRow(index) {
        const scroller = scrollRef.current;
        if (!scroller) return;
        scroller.scrollTop = Math.max(0, HEADER_HEIGHT + (index + 0.5) * ROW_HEIGHT - height / 2);
        let attempts = 0;
        const focusProblem = () => {
          const cell = scroller.querySelector<HTMLElement>(
            `tr[aria-rowindex="${index + 2}"] [aria-invalid="true"]`,
          );
          if (cell) cell.focus();
          else if (++attempts < FOCUS_ATTEMPTS) requestAnimationFrame(focusProblem);
        };
        requestAnimationFrame(focusProblem);
      },
    }),
    [height],
  );

  if (rows.length === 0) {
    return (
      <div
        style={{ padding: 24, textAlign: "center", color: "#999", border: "1px dashed #e5e5e5" }}
      >
        {t("ui.table.empty")}
      </div>
    );
  }

  return (
    <div
      ref={scrollRef}
      style={{ height, overflow: "auto", border: "1px solid #f0f0f0", position: "relative" }}
    >
      <table
        aria-rowcount={rows.length + 1}
        style={{
          display: "block",
          position: "relative",
          width: TABLE_WIDTH,
          height: virtualizer.getTotalSize(),
          borderCollapse: "collapse",
        }}
      >
        <thead style={{ display: "block", position: "sticky", top: 0, zIndex: 1 }}>
          <tr
            aria-rowindex={1}
            style={{
              ...rowGridStyle,
              height: HEADER_HEIGHT,
              background: "#fafafa",
              borderBottom: "1px solid #f0f0f0",
            }}
          >
            <th style={headerCellStyle}>{t("ui.table.spec")}</th>
            {[...SKU_NUMBER_FIELDS, "image" as const].map((field) => (
              <th key={field} style={headerCellStyle}>
                {t(`field.${field}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody style={{ display: "block" }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <SkuTableRow
                key={row.specs_id}
                row={row}
                index={item.index}
                start={item.start}
                onCellChange={onCellChange}
                renderImagePicker={renderImagePicker}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
