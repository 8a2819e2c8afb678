import { moneyMessage, parseSalePrice } from "@vitrine/contract";
import { DatePicker, Form, Input, Modal, Select, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useEffect, useState } from "react";
import { HttpError } from "../../../api/HttpError";
import type { ModuleRow } from "../../../components/module/moduleTypes";
import { isMobile } from "../../../utils/validators";
import type { DeviceApi, Person } from "./deviceApi";
import { useDeviceTranslation } from "./useDeviceTranslation";

export interface SellDialogProps {
  devices: ModuleRow[];
  api: Pick<DeviceApi, "sell">;
  agents: Person[];
  onClose(): void;
  onSold(count: number): void;
}

interface SaleForm {
  buyer: string;
  buyerPhone?: string;
  soldAt: Dayjs;
  price: string;
  channel?: string;
  agentId?: number;
  notes?: string;
}

/**
 * Marks the chosen devices sold with one sale record each (buyer, date, price, channel, agent).
 * The price is typed in yuan and checked by @vitrine/contract's sale price rule, the server's own:
 * a plain text box, because a number box clamped -12.345 to 0 and rounded 12.345 to 12.35 without
 * a word (issue 36). The text goes to the server as typed; an empty 代理商 leaves the device's own.
 */
export function SellDialog({ devices, api, agents, onClose, onSold }: SellDialogProps) {
  const { t, i18n } = useDeviceTranslation();
  const [form] = Form.useForm<SaleForm>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = devices.length > 0;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setError(null);
    form.setFieldsValue({ soldAt: dayjs() });
  }, [open, form]);

  async function submit() {
    let values: SaleForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await api.sell(
        devices.map((d) => d.id),
        {
          buyer: values.buyer.trim(),
          buyerPhone: values.buyerPhone?.trim() ?? "",
          soldAt: values.soldAt.toISOString(),
          price: values.price.trim(),
          channel: values.channel?.trim() ?? "",
          agentId: values.agentId ?? null,
          notes: values.notes?.trim() ?? "",
        },
      );
      onSold(devices.length);
    } catch (failure) {
      // A refusal (a device no longer in production) is shown in the dialog, which stays open.
      setError(failure instanceof HttpError ? failure.message : null);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t("device.sale.title")}
      okText={t("common.ok")}
      cancelText={t("common.cancel")}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t("device.assign.devices", { serials: devices.map((d) => String(d.serial)).join(", ") })}
      </Typography.Paragraph>
      {error ? <Typography.Paragraph type="danger">{error}</Typography.Paragraph> : null}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="buyer"
          label={t("device.sale.buyer")}
          rules={[{ required: true, whitespace: true, message: t("device.sale.buyerRequired") }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="buyerPhone"
          label={t("device.sale.buyerPhone")}
          rules={[
            {
              validator: (_, value?: string) =>
                !value?.trim() || isMobile(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t("device.sale.phoneInvalid"))),
            },
          ]}
        >
          <Input maxLength={20} inputMode="tel" />
        </Form.Item>
        <Form.Item
          name="soldAt"
          label={t("device.sale.soldAt")}
          rules={[{ required: true, message: t("device.sale.soldAtRequired") }]}
        >
          <DatePicker style={{ width: "100%" }} />
        </Form.Item>
        <Form.Item
          name="price"
          label={t("device.sale.price")}
          rules={[
            { required: true, whitespace: true, message: t("device.sale.priceRequired") },
            {
              validator: (_, value?: string) => {
                if (!value?.trim()) return Promise.resolve();
                const parsed = parseSalePrice(value);
                return parsed.ok
                  ? Promise.resolve()
                  : Promise.reject(
                      new Error(moneyMessage(parsed, i18n.language, t("device.sale.priceName"))),
                    );
              },
            },
          ]}
        >
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item name="channel" label={t("device.sale.channel")}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="agentId" label={t("device.sale.agent")}>
          <Select
            allowClear
            aria-label={t("device.sale.agent")}
            options={agents.map((a) => ({ value: a.id, label: a.name }))}
          />
        </Form.Item>
        <Form.Item name="notes" label={t("device.sale.notes")}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
