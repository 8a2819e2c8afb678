import { Modal, Select, Typography } from "antd";
import { useEffect, useState } from "react";
import type { ModuleRow } from "../../../components/module/moduleTypes";
import type { AssignKind, DeviceApi, Person } from "./deviceApi";
import { useDeviceTranslation } from "./useDeviceTranslation";

export interface AssignDialogProps {
  kind: AssignKind;
  devices: ModuleRow[];
  people: Person[];
  api: Pick<DeviceApi, "assign">;
  onClose(): void;
  onAssigned(count: number): void;
}

const NONE = 0;

/** Assigns one agent (or after-sale person) to every chosen device, or clears it. */
export function AssignDialog({
  kind,
  devices,
  people,
  api,
  onClose,
  onAssigned,
}: AssignDialogProps) {
  const { t } = useDeviceTranslation();
  const open = devices.length > 0;
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const label = kind === "agent" ? t("device.assign.agent") : t("device.assign.afterSale");

  useEffect(() => {
    if (open) setChosen(undefined);
  }, [open]);

  async function submit() {
    if (chosen === undefined) return;
    setSaving(true);
    try {
      await api.assign(
        kind,
        devices.map((d) => d.id),
        chosen === NONE ? null : chosen,
      );
      onAssigned(devices.length);
    } catch {
      // Shown by the client; the dialog stays open.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={kind === "agent" ? t("device.assign.agentTitle") : t("device.assign.afterSaleTitle")}
      okText={t("common.ok")}
      cancelText={t("common.cancel")}
      okButtonProps={{ disabled: chosen === undefined }}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        {t("device.assign.devices", { serials: devices.map((d) => String(d.serial)).join(", ") })}
      </Typography.Paragraph>
      <div>
        <Typography.Text>{label}</Typography.Text>
        <Select<number>
          aria-label={label}
          value={chosen}
          onChange={setChosen}
          style={{ width: "100%", marginTop: 8 }}
          showSearch={{ optionFilterProp: "label" }}
          options={[
            { value: NONE, label: t("device.assign.none") },
            ...people.map((p) => ({ value: p.id, label: p.name })),
          ]}
        />
      </div>
    </Modal>
  );
}
