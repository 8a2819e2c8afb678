import { Button, Form, Input, Modal } from "antd";
import { useEffect, useState } from "react";
import { useModuleHttp } from "../../components/module";
import { fieldErrorsFrom } from "../../components/module/fieldErrors";
import { useOrderTranslation } from "./useOrderTranslation";

interface Parcel {
  carrier: string;
  trackingNo: string;
}
interface ShipValues {
  parcels: Parcel[];
}

/** As the server allows (orders/read-shipment.ts): beyond this it is a consignment. */
const MAX_PARCELS = 10;
const EMPTY: Parcel = { carrier: "", trackingNo: "" };

export interface ShipDialogProps {
  order: { id: number; orderNo: string } | null;
  onClose(): void;
  onShipped(): void;
}

/**
 * Ships a paid order in one or more parcels, each a carrier and a tracking number. The server
 * checks every one and answers each refusal under its box (`parcels.1.trackingNo`); a refusal of
 * the move itself (shipped by someone else meanwhile) is shown by the client as every refusal is.
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
      await http.post("/order/ship", { id: order.id, parcels: values.parcels });
      onShipped();
    } catch (error) {
      const errors = fieldErrorsFrom(error, []);
      form.setFields(
        errors.map((e) => ({
          // `parcels.1.trackingNo` is the form's path ["parcels", 1, "trackingNo"].
          name: e.field.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part)) as [
            "parcels",
            number,
            keyof Parcel,
          ],
          errors: [e.message],
        })),
      );
    } finally {
      setBusy(false);
    }
  }

  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t("orderArea.required", { field }),
  });

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
      <Form form={form} layout="vertical" preserve={false} initialValues={{ parcels: [EMPTY] }}>
        <Form.List name="parcels">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <fieldset
                  key={field.key}
                  aria-label={t("orderArea.parcel", { n: index + 1 })}
                  style={{ border: 0, margin: 0, padding: 0 }}
                >
                  {fields.length > 1 && (
                    <div style={{ display: "flex", justifyContent: "space-between" }}>
                      <strong>{t("orderArea.parcel", { n: index + 1 })}</strong>
                      <Button type="link" size="small" danger onClick={() => remove(field.name)}>
                        {t("orderArea.removeParcel", { n: index + 1 })}
                      </Button>
                    </div>
                  )}
                  <Form.Item
                    name={[field.name, "carrier"]}
                    label={t("orderArea.carrier")}
                    rules={[required(t("orderArea.carrier"))]}
                  >
                    <Input maxLength={30} placeholder={t("orderArea.carrierPlaceholder")} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, "trackingNo"]}
                    label={t("orderArea.trackingNo")}
                    rules={[required(t("orderArea.trackingNo"))]}
                  >
                    <Input maxLength={40} />
                  </Form.Item>
                </fieldset>
              ))}
              {fields.length < MAX_PARCELS && (
                <Button onClick={() => add(EMPTY)}>{t("orderArea.addParcel")}</Button>
              )}
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
