import { Input, Modal, Select } from "antd";
import { memo, useId, useMemo, useState } from "react";
import type { SkuBulkScope, SkuBulkValues } from "../bulk-set";
import { SKU_NUMBER_FIELDS, type SkuMessage, type SkuNumberField, type SpecGroup } from "../types";
import { useSkuText } from "./sku-text";

interface BulkSetDialogProps {
  open: boolean;
  groups: SpecGroup[];
  /** Answers the refusals; an empty list means the values were applied. */
  onApply(values: SkuBulkValues, scope: SkuBulkScope): SkuMessage[];
  onClose(): void;
}

type Drafts = Partial<Record<SkuNumberField, string>>;

const ALL = "all";

/**
 * Values to apply to every combination, or to those containing one ticked option. Memoized so
 * that typing in the table does not re-render the closed dialog.
 */
export const BulkSetDialog = memo(function BulkSetDialog({
  open,
  groups,
  onApply,
  onClose,
}: BulkSetDialogProps) {
  const { t } = useSkuText();
  const [drafts, setDrafts] = useState<Drafts>({});
  const [scopeKey, setScopeKey] = useState(ALL);
  const [errors, setErrors] = useState<SkuMessage[]>([]);
  const idPrefix = useId();

  // Scope choices are keyed by position, since ids may be numbers or strings.
  const scopes = useMemo(() => {
    const choices: { value: string; label: string; scope: SkuBulkScope }[] = [
      { value: ALL, label: t("ui.bulk.scopeAll"), scope: { type: "all" } },
    ];
    groups.forEach((group, g) => {
      group.children.forEach((option, o) => {
        if (!option.checked) return;
        choices.push({
          value: `${g}:${o}`,
          label: t("ui.bulk.scopeOption", { group: group.title, option: option.title }),
          scope: { type: "option", groupId: group.id, optionId: option.id },
        });
      });
    });
    return choices;
  }, [groups, t]);

  const close = () => {
    setDrafts({});
    setErrors([]);
    setScopeKey(ALL);
    onClose();
  };
  const apply = () => {
    const scope = scopes.find((choice) => choice.value === scopeKey)?.scope ?? { type: "all" };
    const refusals = onApply(drafts, scope);
    setErrors(refusals);
    if (refusals.length === 0) close();
  };
  const errorOf = (field: string) => errors.find((error) => error.field === field)?.message;
  const overall = errorOf("values");

  return (
    <Modal
      open={open}
      title={t("ui.bulk.title")}
      okText={t("ui.bulk.apply")}
      cancelText={t("ui.bulk.cancel")}
      onOk={apply}
      onCancel={close}
      destroyOnHidden
      width={520}
    >
      <div style={{ marginBottom: 12 }}>
        <label htmlFor={`${idPrefix}-scope`} style={{ display: "block", marginBottom: 4 }}>
          {t("ui.bulk.scope")}
        </label>
        <Select
          id={`${idPrefix}-scope`}
          value={scopeKey}
          onChange={setScopeKey}
          options={scopes.map(({ value, label }) => ({ value, label }))}
          style={{ width: "100%" }}
        />
      </div>
      <p style={{ color: "#999", margin: "0 0 8px" }}>{t("ui.bulk.hint")}</p>
      {overall ? (
        <div role="alert" style={{ color: "#ff4d4f", marginBottom: 8 }}>
          {overall}
        </div>
      ) : null}
      <div style={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: "8px 16px" }}>
        {SKU_NUMBER_FIELDS.map((field) => {
          const id = `${idPrefix}-${field}`;
          const error = errorOf(field);
          return (
            <div key={field}>
              <label htmlFor={id} style={{ display: "block", marginBottom: 4 }}>
                {t(`field.${field}`)}
              </label>
              <Input
                id={id}
                inputMode="decimal"
                value={drafts[field] ?? ""}
                status={error ? "error" : undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => {
                  const text = event.target.value;
                  setDrafts((previous) => ({ ...previous, [field]: text }));
                }}
              />
              {error ? (
                <div id={`${id}-error`} role="alert" style={{ color: "#ff4d4f", fontSize: 12 }}>
                  {error}
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
    </Modal>
  );
});
