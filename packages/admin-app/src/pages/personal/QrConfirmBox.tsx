import { Alert, Button, Form, Input, Typography } from "antd";
import { useState } from "react";
import type { PersonalApi, QrSignInRequest } from "../../api/personal";
import { usePersonalTranslation } from "./personalTexts";
import { QrRequestDetails } from "./QrRequestDetails";
import { qrIdFrom } from "./qrCode";

export interface QrConfirmBoxProps {
  api: Pick<PersonalApi, "confirmQrSignIn" | "qrSignInRequest">;
  /** A code the page was opened with (the sign-in page's QR links to /personal?qrId=…). */
  scannedCode?: string;
}

/**
 * Issue 6's QR sign-in from this side: the code another device shows is confirmed by this signed-in
 * session, and that device's next poll receives a session of this user. A link can bring anyone's
 * code here, so the code is never confirmed in one step: the request's device, address and time are
 * shown first (issue 17), and only the explicit confirmation below them signs the device in.
 */
export function QrConfirmBox({ api, scannedCode }: QrConfirmBoxProps) {
  const { t } = usePersonalTranslation();
  const [form] = Form.useForm<{ code: string }>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, setPending] = useState<{ qrId: string; request: QrSignInRequest } | null>(null);

  async function run(step: () => Promise<void>) {
    setBusy(true);
    setOutcome(null);
    try {
      await step();
    } catch (error) {
      // The server says whether the code is unknown or expired, in the operator's language.
      setOutcome({ ok: false, text: error instanceof Error ? error.message : String(error) });
      setPending(null);
    } finally {
      setBusy(false);
    }
  }

  function review({ code }: { code: string }) {
    const qrId = qrIdFrom(code);
    if (!qrId) return; // The field's rule has said why.
    return run(async () => setPending({ qrId, request: await api.qrSignInRequest(qrId) }));
  }

  function confirm(qrId: string) {
    return run(async () => {
      await api.confirmQrSignIn(qrId);
      setPending(null);
      form.resetFields();
      form.setFieldValue("code", "");
      setOutcome({ ok: true, text: t("personal.qr.confirmed") });
    });
  }

  function cancel() {
    setPending(null);
    form.setFieldValue("code", "");
    setOutcome({ ok: true, text: t("personal.qr.cancelled") });
  }

  return (
    <Form
      form={form}
      name="personal-qr"
      layout="vertical"
      // Filled in, never confirmed by itself: confirming signs another device in as this user.
      initialValues={{ code: scannedCode ?? "" }}
      onFinish={review}
      onValuesChange={() => {
        setOutcome(null);
        setPending(null);
      }}
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
      {pending ? (
        <QrRequestDetails
          request={pending.request}
          busy={busy}
          onConfirm={() => void confirm(pending.qrId)}
          onCancel={cancel}
        />
      ) : (
        <Button type="primary" htmlType="submit" loading={busy}>
          {t("personal.qr.review")}
        </Button>
      )}
    </Form>
  );
}
