import { Alert, Button, Form, Input } from "antd";
import { useState } from "react";
import type { PasswordChange, PersonalApi } from "../../api/personal";
import { checkRule } from "../../utils/checkRule";
import { isUserPassword } from "../../utils/validators";
import { showRefusal } from "./formFeedback";
import { usePersonalTranslation } from "./personalTexts";

const FIELDS = ["oldPassword", "password", "confirmPassword"];

export interface PasswordFormProps {
  api: Pick<PersonalApi, "updatePassword">;
}

/**
 * Change of password with the current one required. The server then signs out the user's other
 * sessions, and the form says so: someone else signed in with the old password is now out.
 */
export function PasswordForm({ api }: PasswordFormProps) {
  const { t } = usePersonalTranslation();
  const [form] = Form.useForm<PasswordChange>();
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const required = (label: string) => ({
    required: true,
    message: t("personal.rules.required", { field: t(label) }),
  });

  async function save(change: PasswordChange) {
    setSaving(true);
    setOutcome(null);
    try {
      await api.updatePassword(change);
      form.resetFields();
      setOutcome({ ok: true, text: t("personal.password.saved") });
    } catch (error) {
      const text = showRefusal(form, error, FIELDS);
      if (text) setOutcome({ ok: false, text });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form
      form={form}
      name="personal-password"
      layout="vertical"
      onFinish={save}
      onValuesChange={() => setOutcome(null)}
      style={{ maxWidth: 480 }}
    >
      <Form.Item
        name="oldPassword"
        label={t("personal.password.old")}
        rules={[required("personal.password.old")]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t("personal.password.new")}
        rules={[
          required("personal.password.new"),
          { min: 6, max: 55, message: t("personal.rules.passwordLength") },
          checkRule(isUserPassword, t("personal.rules.password"), { exact: true }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t("personal.password.confirm")}
        dependencies={["password"]}
        rules={[
          required("personal.password.confirm"),
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              !value || value === getFieldValue("password")
                ? Promise.resolve()
                : Promise.reject(new Error(t("personal.rules.passwordMismatch"))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
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
      <Button type="primary" htmlType="submit" loading={saving}>
        {t("personal.password.save")}
      </Button>
    </Form>
  );
}
