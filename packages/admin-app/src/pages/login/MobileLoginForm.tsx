import { Alert, Button, Form, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { MobileCredentials } from "../../api/auth";
import { isMobile } from "../../utils/validators";
import { useCountdown } from "./useCountdown";

export interface MobileLoginFormProps {
  /** Asks the server to send a code; resolves to the seconds before another may be sent. */
  onSendCode(mobile: string): Promise<number>;
  /** Signs in; a rejection's message (the server's, in the operator's language) is shown. */
  onSubmit(credentials: MobileCredentials): Promise<void>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Mobile-and-code sign-in. The send button waits out the server's one-code-per-minute rule with
 * a visible countdown; every failure (too soon, wrong or expired code, too many tries) shows the
 * server's own message above the sign-in button.
 */
export function MobileLoginForm({ onSendCode, onSubmit }: MobileLoginFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MobileCredentials>();
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const sendCode = async () => {
    let mobile: string;
    try {
      mobile = (await form.validateFields(["mobile"])).mobile.trim();
    } catch {
      return; // The field shows why the number cannot be used.
    }
    setSending(true);
    setError(null);
    setNotice(null);
    try {
      start(await onSendCode(mobile));
      setNotice(t("login.codeSent"));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setSending(false);
    }
  };

  const submit = async (values: MobileCredentials) => {
    setSubmitting(true);
    setError(null);
    try {
      await onSubmit({ mobile: values.mobile.trim(), code: values.code.trim() });
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<MobileCredentials>
      form={form}
      name="login-mobile"
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={submit}
    >
      <Form.Item
        label={t("login.mobile")}
        name="mobile"
        rules={[
          { required: true, whitespace: true, message: t("login.mobileRequired") },
          {
            validator: (_, value: string | undefined) =>
              !value?.trim() || isMobile(value.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(t("login.mobileInvalid"))),
          },
        ]}
      >
        <Input autoComplete="tel" inputMode="tel" maxLength={11} autoFocus />
      </Form.Item>
      <Form.Item label={t("login.code")} required>
        <div style={{ display: "flex", gap: 8 }}>
          <Form.Item
            name="code"
            noStyle
            rules={[
              { required: true, whitespace: true, message: t("login.codeRequired") },
              { pattern: /^\s*\d{6}\s*$/, message: t("login.codeInvalid") },
            ]}
          >
            <Input
              aria-label={t("login.code")}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
            />
          </Form.Item>
          <Button onClick={sendCode} loading={sending} disabled={remaining > 0}>
            {remaining > 0 ? t("login.resendIn", { seconds: remaining }) : t("login.sendCode")}
          </Button>
        </div>
      </Form.Item>
      {notice && !error ? (
        <p role="status" style={{ margin: "-8px 0 16px", color: "#606266" }}>
          {notice}
        </p>
      ) : null}
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 24 }} /> : null}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t("login.submit")}
      </Button>
    </Form>
  );
}
