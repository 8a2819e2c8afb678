import type { FormRule } from "antd";
import { Alert, Form, Modal } from "antd";
import { type ReactNode, useEffect, useState } from "react";
import { FieldInput } from "./FieldInput";
import { fieldErrorsFrom } from "./fieldErrors";
import { rulesFor } from "./formRules";
import type { ModuleApi } from "./moduleApi";
import { useModuleTranslation } from "./moduleTexts";
import type { ModuleColumn, ModuleMeta, ModuleRow } from "./moduleTypes";

export interface FormFieldDeclaration {
  /** Replaces the input the column's type calls for (a tree of menus, a select of roles). */
  input?: (context: { column: ModuleColumn; isCreate: boolean }) => ReactNode;
  /** Checks besides those the server describes (a mobile number's pattern, a matching confirmation). */
  rules?: FormRule[] | ((isCreate: boolean) => FormRule[]);
  /** Shown only while this holds for the values typed so far (menu fields of a button row). */
  visible?: (values: Record<string, unknown>) => boolean;
  /** Values are kept as switches expect (checked) rather than as `value`. */
  valuePropName?: string;
  /** Fields its rules read: a change of one of them checks this field again (antd's dependencies). */
  dependencies?: string[];
}

export interface ModuleFormDialogProps {
  open: boolean;
  meta: ModuleMeta;
  api: Pick<ModuleApi, "save">;
  /** The row being edited, or null to add one; `defaults` prefill a new row (a parent menu). */
  row: ModuleRow | null;
  defaults?: Record<string, unknown>;
  fields?: Record<string, FormFieldDeclaration>;
  /** Form order; the server's order when absent. Keys the server does not list are skipped. */
  order?: string[];
  onClose(): void;
  onSaved(): void;
}

/**
 * One dialog for adding and editing any module's row: the fields the server marks `form`, its
 * required and length rules, and after a refused save the server's message next to its field, or
 * above the form when that field is not on screen (hidden, or left out of the form's order).
 */
export function ModuleFormDialog(props: ModuleFormDialogProps) {
  const { open, meta, api, row, defaults, fields = {}, onClose, onSaved } = props;
  const { t } = useModuleTranslation();
  const [form] = Form.useForm();
  const values = (Form.useWatch([], form) ?? {}) as Record<string, unknown>;
  const [saving, setSaving] = useState(false);
  // Messages that have no field on screen to sit under: not about a field, or about one hidden.
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const isCreate = row === null;

  useEffect(() => {
    if (!open) return;
    setFormErrors([]);
    form.resetFields();
    form.setFieldsValue(row ? editableValues(row, meta) : { ...defaults });
  }, [open, row, defaults, meta, form]);

  const formColumns = orderColumns(
    meta.columns.filter((c) => c.form),
    props.order,
  );
  const shownColumns = formColumns.filter((c) => fields[c.key]?.visible?.(values) ?? true);

  async function submit() {
    let typed: Record<string, unknown>;
    try {
      typed = await form.validateFields();
    } catch {
      return; // antd shows the messages beside the fields.
    }
    setSaving(true);
    setFormErrors([]);
    try {
      const sent = row ? clearedAsNull(typed, shownColumns, row) : typed;
      await api.save(row ? { ...withoutUntouchedSecrets(sent, formColumns), id: row.id } : sent);
      onSaved();
    } catch (error) {
      const errors = fieldErrorsFrom(error, shownColumns);
      const shown = new Set(shownColumns.map((c) => c.key));
      const onFields = errors.filter((e) => shown.has(e.field));
      form.setFields(onFields.map((e) => ({ name: e.field, errors: [e.message] })));
      const elsewhere = errors.filter((e) => !shown.has(e.field)).map((e) => e.message);
      if (errors.length === 0)
        elsewhere.push(error instanceof Error ? error.message : String(error));
      setFormErrors([...new Set(elsewhere)]);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t(isCreate ? "module.add" : "module.edit")}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      okText={t("common.ok")}
      cancelText={t("common.cancel")}
      destroyOnHidden
      width={640}
    >
      {formErrors.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title={formErrors.length === 1 ? formErrors[0] : <FormErrorList messages={formErrors} />}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form form={form} layout="vertical" name={`${meta.module}-form`} preserve={false}>
        {shownColumns.map((column) => {
          const declared = fields[column.key] ?? {};
          const extra =
            typeof declared.rules === "function"
              ? declared.rules(isCreate)
              : (declared.rules ?? []);
          return (
            <Form.Item
              key={column.key}
              name={column.key}
              label={column.label}
              rules={[...rulesFor(column, isCreate, t), ...extra]}
              dependencies={declared.dependencies}
              valuePropName={
                declared.valuePropName ?? (column.type === "boolean" ? "checked" : "value")
              }
            >
              {declared.input ? (
                declared.input({ column, isCreate })
              ) : (
                <FieldInput column={column} />
              )}
            </Form.Item>
          );
        })}
      </Form>
    </Modal>
  );
}

function FormErrorList({ messages }: { messages: string[] }) {
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

function orderColumns(columns: ModuleColumn[], order: string[] | undefined): ModuleColumn[] {
  if (!order) return columns;
  return order.flatMap((key) => columns.filter((c) => c.key === key));
}

/** A stored row as the form holds it: only writable fields, secrets left empty. */
function editableValues(row: ModuleRow, meta: ModuleMeta): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const column of meta.columns) {
    if (!column.form || column.required === "create") continue;
    if (row[column.key] !== undefined) out[column.key] = row[column.key];
  }
  return out;
}

/** Types whose cleared input holds no value at all (a select's undefined, a number box's null). */
const NULLABLE_TYPES = new Set<ModuleColumn["type"]>(["integer", "datetime"]);

/**
 * On an edit, a number, date or reference (a device's app user) the row had and the operator
 * cleared is sent as null, which the server stores as NULL where the column allows it (and refuses
 * for a required one): left undefined, JSON would drop it and the old value would stay. A field
 * the row did not carry is left out, so nothing is emptied that the operator did not clear.
 */
function clearedAsNull(
  typed: Record<string, unknown>,
  columns: ModuleColumn[],
  row: ModuleRow,
): Record<string, unknown> {
  const out = { ...typed };
  for (const column of columns) {
    const value = out[column.key];
    const had = row[column.key] !== undefined && row[column.key] !== null;
    if (had && NULLABLE_TYPES.has(column.type) && (value === undefined || value === ""))
      out[column.key] = null;
  }
  return out;
}

/** On an edit, an empty password box means "keep the password", so it is not sent at all. */
function withoutUntouchedSecrets(
  typed: Record<string, unknown>,
  columns: ModuleColumn[],
): Record<string, unknown> {
  const out = { ...typed };
  for (const column of columns) {
    if (column.required === "create" && (out[column.key] === "" || out[column.key] == null))
      delete out[column.key];
  }
  return out;
}
