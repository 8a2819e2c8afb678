import { Button, Form, Input } from "antd";
import { useState } from "react";
import { useModuleHttp } from "../../components/module";
import { fieldErrorsFrom } from "../../components/module/fieldErrors";
import { useOrderTranslation } from "./useOrderTranslation";

/** The server's limit (POST /api/order/remark): said here too, so a long remark is never sent. */
export const REMARK_MAX = 500;

export interface RemarkFormProps {
  orderId: number;
  /** After the server kept the remark: the drawer reads the order (and its timeline) again. */
  onSaved(): void;
}

/**
 * The operator's note on an order (POST /order/remark, `order:remark`): each one saved is a line
 * of the order's timeline and of the operation log. The server checks length and grant again.
 */
export function RemarkForm({ orderId, onSaved }: RemarkFormProps) {
  const { t } = useOrderTranslation();
  const http = useModuleHttp();
  const [form] = Form.useForm<{ remark: string }>();
  const [busy, setBusy] = useState(false);

  async function submit({ remark }: { remark: string }) {
    setBusy(true);
    try {
      await http.post("/order/remark", { id: orderId, remark: remark.trim() });
      form.resetFields();
      onSaved();
    } catch (error) {
      const errors = fieldErrorsFrom(error, []);
      form.setFields(errors.map((e) => ({ name: "remark" as const, errors: [e.message] })));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form form={form} layout="vertical" onFinish={submit} data-testid="order-remark-form">
      <Form.Item
        name="remark"
        label={t("orderDesk.remarkLabel")}
        rules={[
          { required: true, whitespace: true, message: t("orderDesk.remarkNeeded") },
          {
            // Counted by characters as the server counts them, not UTF-16 units.
            validator: async (_rule, value: string | undefined) => {
              if ([...(value ?? "").trim()].length > REMARK_MAX)
                throw new Error(t("orderDesk.remarkTooLong", { max: REMARK_MAX }));
            },
          },
        ]}
      >
        <Input.TextArea
          rows={2}
          showCount={{ formatter: ({ count }) => `${count} / ${REMARK_MAX}` }}
          placeholder={t("orderDesk.remarkPlaceholder")}
        />
      </Form.Item>
      <Button htmlType="submit" loading={busy}>
        {t("orderDesk.remarkSave")}
      </Button>
    </Form>
  );
}
