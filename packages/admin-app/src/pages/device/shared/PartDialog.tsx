import { Alert, DatePicker, Form, Input, InputNumber, Modal } from "antd";
import dayjs from "dayjs";
import { useEffect, useState } from "react";
import { fieldErrorsFrom } from "../../../components/module/fieldErrors";
import type { ModuleRow } from "../../../components/module/moduleTypes";
import type { DeviceApi } from "./deviceApi";
import { useDeviceTranslation } from "./useDeviceTranslation";

export type PartKind = "battery" | "electrode";

type FieldKind = "text" | "integer" | "percent" | "date";

/** The device's columns of each replaceable part, with the text key of their label. */
export const PART_FIELDS: Record<
  PartKind,
  Array<{ key: string; label: string; kind: FieldKind }>
> = {
  battery: [
    { key: "batteryModel", label: "device.battery.model", kind: "text" },
    { key: "batteryCapacityMah", label: "device.battery.capacity", kind: "integer" },
    { key: "batteryHealth", label: "device.battery.health", kind: "percent" },
    { key: "batteryCycles", label: "device.battery.cycles", kind: "integer" },
    { key: "batteryReplacedAt", label: "device.battery.replacedAt", kind: "date" },
  ],
  electrode: [
    { key: "electrodeModel", label: "device.electrode.model", kind: "text" },
    { key: "electrodeBatch", label: "device.electrode.batch", kind: "text" },
    { key: "electrodeFittedAt", label: "device.electrode.fittedAt", kind: "date" },
    { key: "electrodeUsesLeft", label: "device.electrode.usesLeft", kind: "integer" },
    { key: "electrodeReplaceBy", label: "device.electrode.replaceBy", kind: "date" },
  ],
};

export interface PartDialogProps {
  kind: PartKind;
  device: ModuleRow | null;
  api: Pick<DeviceApi, "saveBattery" | "saveElectrode">;
  onClose(): void;
  onSaved(): void;
}

/** Edits one device's battery (model, capacity, health, cycles, replaced at) or electrode. */
export function PartDialog({ kind, device, api, onClose, onSaved }: PartDialogProps) {
  const { t } = useDeviceTranslation();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const fields = PART_FIELDS[kind];

  useEffect(() => {
    if (!device) return;
    setFormError(null);
    form.resetFields();
    form.setFieldsValue(
      Object.fromEntries(
        fields.map(({ key, kind: type }) => {
          const value = device[key];
          if (type === "date") return [key, value ? dayjs(String(value)) : null];
          return [key, value ?? null];
        }),
      ),
    );
  }, [device, fields, form]);

  async function submit() {
    if (!device) return;
    let values: Record<string, unknown>;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const sent = Object.fromEntries(
      fields.map(({ key, kind: type }) => {
        const value = values[key];
        if (type === "date")
          return [key, value ? dayjs(value as string).format("YYYY-MM-DD") : null];
        if (type === "text") return [key, typeof value === "string" ? value.trim() : ""];
        return [key, value ?? null];
      }),
    );
    setSaving(true);
    setFormError(null);
    try {
      await (kind === "battery"
        ? api.saveBattery(device.id, sent)
        : api.saveElectrode(device.id, sent));
      onSaved();
    } catch (error) {
      const errors = fieldErrorsFrom(error, []);
      const known = new Set(fields.map((f) => f.key));
      form.setFields(
        errors
          .filter((e) => known.has(e.field))
          .map((e) => ({ name: e.field, errors: [e.message] })),
      );
      const other = errors.filter((e) => !known.has(e.field)).map((e) => e.message);
      // A refusal about no field of this form (the device is gone) is shown above it.
      if (errors.length === 0 && error instanceof Error && error.message) other.push(error.message);
      setFormError(other.length > 0 ? other.join("；") : null);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={device !== null}
      title={`${t(kind === "battery" ? "device.battery.title" : "device.electrode.title")} · ${String(device?.serial ?? "")}`}
      okText={t("common.ok")}
      cancelText={t("common.cancel")}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
    >
      {formError ? (
        <Alert type="error" showIcon title={formError} style={{ marginBottom: 12 }} />
      ) : null}
      <Form form={form} layout="vertical">
        {fields.map(({ key, label, kind: type }) => (
          <Form.Item key={key} name={key} label={t(label)}>
            {type === "text" ? (
              <Input maxLength={64} />
            ) : type === "date" ? (
              <DatePicker style={{ width: "100%" }} />
            ) : (
              <InputNumber
                min={0}
                max={type === "percent" ? 100 : undefined}
                precision={0}
                style={{ width: "100%" }}
              />
            )}
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
