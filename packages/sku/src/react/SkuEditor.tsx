import { Button, theme } from "antd";
import { useCallback, useMemo, useRef, useState } from "react";
import { bulkSetSkuRows, type SkuBulkScope, type SkuBulkValues } from "../bulk-set";
import { generateSkuRows } from "../generate-rows";
import type { SpecEditResult } from "../spec-groups";
import type { SkuLocale, SkuMessage, SpecGroup } from "../types";
import { BulkSetDialog } from "./BulkSetDialog";
import { findInvalidRows } from "./invalid-rows";
import { SkuTable, type SkuTableHandle } from "./SkuTable";
import { SpecGroupsPanel } from "./SpecGroupsPanel";
import { SkuTextProvider, useSkuText } from "./sku-text";
import type { CellChangeHandler, GroupsEdit, RenderImagePicker, SkuEditorValue } from "./types";
import { useEditorValue } from "./use-editor-value";

export interface SkuEditorProps {
  /** Controlled value; leave undefined and use `defaultValue` to let the editor keep it. */
  value?: SkuEditorValue | undefined;
  defaultValue?: SkuEditorValue | undefined;
  /** Called with the new groups and rows after every change. */
  onChange?(value: SkuEditorValue): void;
  /** Language of every text the editor shows; zh-cn by default. */
  locale?: SkuLocale | undefined;
  /** The host's media picker for a row's image; a plain URL input when absent. */
  renderImagePicker?: RenderImagePicker | undefined;
  /** Height in pixels of the scrolling combination table. */
  tableHeight?: number | undefined;
}

/** The variant editor: spec groups and options, the combination table and the bulk dialog. */
export function SkuEditor({ locale = "zh-cn", ...props }: SkuEditorProps) {
  return (
    <SkuTextProvider locale={locale}>
      <SkuEditorBody {...props} />
    </SkuTextProvider>
  );
}

function SkuEditorBody({
  value,
  defaultValue,
  onChange,
  renderImagePicker,
  tableHeight = 480,
}: Omit<SkuEditorProps, "locale">) {
  const { t, locale } = useSkuText();
  const [current, commit] = useEditorValue(value, defaultValue, onChange);
  const [bulkOpen, setBulkOpen] = useState(false);
  // The table's plain inputs and headers inherit the host's antd font rather than the page's.
  const { token } = theme.useToken();

  // Every change of the groups regenerates the rows, keeping the values of surviving combinations.
  const editGroups = useCallback<GroupsEdit>(
    (edit) => {
      let refusal: SkuMessage | undefined;
      commit((previous) => {
        const outcome: SpecGroup[] | SpecEditResult = edit(previous.groups);
        if (!Array.isArray(outcome) && !outcome.ok) {
          refusal = outcome.error;
          return previous;
        }
        const groups = Array.isArray(outcome) ? outcome : outcome.groups;
        return { groups, rows: generateSkuRows(groups, previous.rows) };
      });
      return refusal;
    },
    [commit],
  );

  const changeCell = useCallback<CellChangeHandler>(
    (index, specsId, field, text) => {
      commit((previous) => {
        const row = previous.rows[index];
        // The row may have moved if the table was regenerated meanwhile; then the edit is stale.
        if (!row || row.specs_id !== specsId) return previous;
        const rows = previous.rows.slice();
        rows[index] = { ...row, [field]: text };
        return { groups: previous.groups, rows };
      });
    },
    [commit],
  );

  const applyBulk = useCallback(
    (values: SkuBulkValues, scope: SkuBulkScope) => {
      let errors: SkuMessage[] = [];
      commit((previous) => {
        const result = bulkSetSkuRows(previous.rows, previous.groups, values, scope, locale);
        errors = result.errors;
        return errors.length > 0 ? previous : { groups: previous.groups, rows: result.rows };
      });
      return errors;
    },
    [commit, locale],
  );

  const tableRef = useRef<SkuTableHandle>(null);
  // With thousands of rows most messages are out of view: count them and offer to go to the first.
  const invalid = useMemo(() => findInvalidRows(current.rows), [current.rows]);
  const openBulk = useCallback(() => setBulkOpen(true), []);
  const closeBulk = useCallback(() => setBulkOpen(false), []);

  return (
    <div style={{ fontFamily: token.fontFamily, fontSize: token.fontSize, color: token.colorText }}>
      <SpecGroupsPanel groups={current.groups} editGroups={editGroups} />
      <div style={{ display: "flex", alignItems: "center", gap: 12, margin: "16px 0 8px" }}>
        <span aria-live="polite">{t("ui.table.count", { count: current.rows.length })}</span>
        <Button disabled={current.rows.length === 0} onClick={openBulk}>
          {t("ui.bulk.open")}
        </Button>
        {invalid.count > 0 ? (
          <>
            <span style={{ color: token.colorError }}>
              {t("ui.table.invalidCount", { count: invalid.count })}
            </span>
            <Button type="link" onClick={() => tableRef.current?.showRow(invalid.first)}>
              {t("ui.table.showFirstInvalid")}
            </Button>
          </>
        ) : null}
      </div>
      <SkuTable
        ref={tableRef}
        rows={current.rows}
        height={tableHeight}
        onCellChange={changeCell}
        renderImagePicker={renderImagePicker}
      />
      <BulkSetDialog
        open={bulkOpen}
        groups={current.groups}
        onApply={applyBulk}
        onClose={closeBulk}
      />
    </div>
  );
}
