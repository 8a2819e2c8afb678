import { Checkbox, Form, Input, InputNumber, Modal } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useModuleHttp } from "../../components/module";
import { fieldErrorsFrom } from "../../components/module/fieldErrors";
import { useOrderTranslation } from "./useOrderTranslation";

interface RefundValues {
  units: number;
  reason?: string;
  /** The refunded units go back on sale; unticked when the goods did not come back. */
  restoreStock: boolean;
}

export interface RefundLineTarget {
  orderId: number;
  lineId: number;
  title: string;
  quantity: number;
  /** After shipping the goods come back, and the server asks a reason. */
  needsReason: boolean;
}

export interface RefundDialogProps {
  line: RefundLineTarget | null;
  onClose(): void;
  onRefunded(): void;
}

/**
 * Refunds some units of one order line (POST /order/refundLine). One request key per opening of
 * the dialog: pressing OK again after a lost answer refunds once. The server says how many units
 * are left and refuses under the field.
 */
export function RefundDialog({ line, onClose, onRefunded }: RefundDialogProps) {
  const { t } = useOrderTranslation();
  const http = useModuleHttp();
  const [form] = Form.useForm<RefundValues>();
  const [busy, setBusy] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key for each line opened.
  const requestId = useMemo(() => crypto.randomUUID(), [line]);

  useEffect(() => {
    if (line) form.resetFields();
  }, [line, form]);

  async function submit() {
    if (!line) return;
    // A field the form refuses is shown under it; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      await http.post("/order/refundLine", {
        id: line.orderId,
        lineId: line.lineId,
        units: values.units,
        reason: values.reason ?? "",
        restoreStock: values.restoreStock,
        requestId,
      });
      onRefunded();
    } catch (error) {
      const errors = fieldErrorsFrom(error, []);
      form.setFields(
        errors.map((e) => ({ name: e.field as keyof RefundValues, errors: [e.message] })),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={line !== null}
      title={line ? t("orderArea.refundTitle", { title: line.title }) : ""}
      okText={t("orderArea.refund")}
      confirmLoading={busy}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ units: 1, restoreStock: true }}
      >
        <Form.Item
          name="units"
          label={t("orderArea.refundUnits")}
          rules={[
            {
              required: true,
              message: t("orderArea.required", { field: t("orderArea.refundUnits") }),
            },
          ]}
        >
          <InputNumber min={1} max={line?.quantity ?? 1} precision={0} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t("orderArea.refundReason")}
          rules={[
            {
              required: line?.needsReason ?? false,
              whitespace: true,
              message: t("orderArea.required", { field: t("orderArea.refundReason") }),
            },
          ]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="restoreStock" valuePropName="checked">
          <Checkbox>{t("orderArea.refundRestoreStock")}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
