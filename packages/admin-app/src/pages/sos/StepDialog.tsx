import { Alert, Form, Input, Modal, Typography } from "antd";
import { useEffect, useState } from "react";
import type { ModuleRow } from "../../components/module/moduleTypes";
import type { SosApi } from "./sosApi";
import { useSosTranslation } from "./sosTexts";

export interface StepDialogProps {
  step: { kind: "acknowledge" | "resolve"; alarm: ModuleRow } | null;
  api: Pick<SosApi, "acknowledge" | "resolve">;
  onClose(): void;
  onDone(alarm: ModuleRow): void;
}

/**
 * Acknowledges an alarm (notes optional) or resolves it (notes required). The field starts empty:
 * the server adds what is typed under the stored note, which is shown above it to read (a field
 * pre-filled with it stored the acknowledge note twice).
 */
export function StepDialog({ step, api, onClose, onDone }: StepDialogProps) {
  const { t } = useSosTranslation();
  const [form] = Form.useForm<{ notes?: string }>();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const resolving = step?.kind === "resolve";

  useEffect(() => {
    if (!step) return;
    setRefusal(null);
    form.resetFields();
  }, [step, form]);
  const stored = String(step?.alarm.notes ?? "").trim();

  async function submit() {
    if (!step) return;
    let notes: string;
    try {
      notes = ((await form.validateFields()).notes ?? "").trim();
    } catch {
      return;
    }
    setSaving(true);
    setRefusal(null);
    try {
      const answer =
        step.kind === "resolve"
          ? await api.resolve(step.alarm.id, notes)
          : await api.acknowledge(step.alarm.id, notes);
      onDone(answer.alarm);
    } catch (error) {
      // Someone else took the step first: the server names the alarm's current status.
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  }

  const id = step?.alarm.id ?? "";
  return (
    <Modal
      open={step !== null}
      title={t(resolving ? "sosPage.resolveTitle" : "sosPage.acknowledgeTitle", { id })}
      okText={t(resolving ? "sosPage.resolve" : "sosPage.acknowledge")}
      cancelText={t("common.cancel")}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
    >
      {refusal ? (
        <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} />
      ) : null}
      {stored ? (
        <div style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary">{t("sosPage.storedNotes")}</Typography.Text>
          <Typography.Paragraph
            data-testid="sos-stored-notes"
            style={{ whiteSpace: "pre-wrap", margin: "4px 0 0" }}
          >
            {stored}
          </Typography.Paragraph>
        </div>
      ) : null}
      <Form form={form} layout="vertical">
        <Form.Item
          name="notes"
          label={t("sosPage.notes")}
          rules={
            resolving
              ? [{ required: true, whitespace: true, message: t("sosPage.notesRequired") }]
              : []
          }
        >
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
