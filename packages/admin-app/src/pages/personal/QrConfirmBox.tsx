import { Alert, Button, Form, Input, Typography } from "antd";
import { useState } from "react";
import type { PersonalApi } from "../../api/personal";
import { usePersonalTranslation } from "./personalTexts";
import { qrIdFrom } from "./qrCode";

export interface QrConfirmBoxProps {
  api: Pick<PersonalApi, "confirmQrSignIn">;
  /** A code the page was opened with (the sign-in page's QR links to /personal?qrId=…). */
  scannedCode?: string;
}

/**
 * Issue 6's QR sign-in from this side: the code another device shows is confirmed by this signed-in
 * session, and that device's next poll receives a session of this user.
 */
export function QrConfirmBox({ api, scannedCode }: QrConfirmBoxProps) {
  const { t } = usePersonalTranslation();
  const [form] = Form.useForm<{ code: string }>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  async function confirm({ code }: { code: string }) {
    const qrId = qrIdFrom(code);
    if (!qrId) return; // The field's rule has said why.
    setBusy(true);
    setOutcome(null);
    try {
      await api.confirmQrSignIn(qrId);
      form.resetFields();
      setOutcome({ ok: true, text: t("personal.qr.confirmed") });
    } catch (error) {
      // The server says whether the code is unknown or expired, in the operator's language.
      setOutcome({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form
      form={form}
      name="personal-qr"
      layout="vertical"
      // Filled in, never confirmed by itself: confirming signs another device in as this user.
      initialValues={{ code: scannedCode ?? "" }}
      onFinish={confirm}
      onValuesChange={() => setOutcome(null)}
      style={{ maxWidth: 480 }}
    >
      <Typography.Paragraph type="secondary">{t("personal.qr.intro")}</Typography.Paragraph>
      <Form.Item
        name="code"
        label={t("personal.qr.code")}
        rules={[
          {
            validator: (_rule, value: string | undefined) =>
              qrIdFrom(value ?? "")
                ? Promise.resolve()
                : Promise.reject(new Error(t("personal.qr.invalid"))),
          },
        ]}
      >
        <Input placeholder={t("personal.qr.placeholder")} autoComplete="off" spellCheck={false} />
      </Form.Item>
      {outcome ? (
        <Alert
          type={outcome.ok ? "success" : "error"}
          showIcon
          title={outcome.text}
          role={outcome.ok ? "status" : "alert"}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Button type="primary" htmlType="submit" loading={busy}>
        {t("personal.qr.confirm")}
      </Button>
    </Form>
  );
}
