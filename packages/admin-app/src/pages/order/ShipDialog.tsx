import { Form, Input, Modal } from "antd";
import { useEffect, useState } from "react";
import { useModuleHttp } from "../../components/module";
import { fieldErrorsFrom } from "../../components/module/fieldErrors";
import { useOrderTranslation } from "./useOrderTranslation";

interface ShipValues {
  carrier: string;
  trackingNo: string;
}

export interface ShipDialogProps {
  order: { id: number; orderNo: string } | null;
  onClose(): void;
  onShipped(): void;
}

/**
 * Ships a paid order: carrier and tracking number. The server checks both and answers each
 * refusal under its field; a refusal of the move itself (shipped by someone else meanwhile) is
 * shown by the client as every refusal is.
 */
export function ShipDialog({ order, onClose, onShipped }: ShipDialogProps) {
  const { t } = useOrderTranslation();
  const http = useModuleHttp();
  const [form] = Form.useForm<ShipValues>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (order) form.resetFields();
  }, [order, form]);

  async function submit() {
    if (!order) return;
    const values = await form.validateFields();
    setBusy(true);
    try {
      await http.post("/order/ship", { id: order.id, ...values });
      onShipped();
    } catch (error) {
      const errors = fieldErrorsFrom(error, []);
      form.setFields(
        errors.map((e) => ({ name: e.field as keyof ShipValues, errors: [e.message] })),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={order !== null}
      title={order ? t("orderArea.shipTitle", { orderNo: order.orderNo }) : ""}
      okText={t("orderArea.ship")}
      confirmLoading={busy}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="carrier"
          label={t("orderArea.carrier")}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t("orderArea.required", { field: t("orderArea.carrier") }),
            },
          ]}
        >
          <Input maxLength={30} placeholder={t("orderArea.carrierPlaceholder")} />
        </Form.Item>
        <Form.Item
          name="trackingNo"
          label={t("orderArea.trackingNo")}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t("orderArea.required", { field: t("orderArea.trackingNo") }),
            },
          ]}
        >
          <Input maxLength={40} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
