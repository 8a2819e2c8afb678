import { Alert, Button, Form, Input } from "antd";
import { useState } from "react";
import type { OwnInfoChange, PersonalApi, PersonalInfo } from "../../api/personal";
import { checkRule } from "../../utils/checkRule";
import { isEmail, isMobile } from "../../utils/validators";
import { showRefusal } from "./formFeedback";
import { usePersonalTranslation } from "./personalTexts";

const FIELDS = ["mobile", "email", "description"];

export interface OwnInfoFormProps {
  api: Pick<PersonalApi, "updateInfo">;
  info: PersonalInfo;
  onSaved?(change: OwnInfoChange): void;
}

/** The user's own mobile, e-mail and description (spec section 5 rules; the server checks again). */
export function OwnInfoForm({ api, info, onSaved }: OwnInfoFormProps) {
  const { t } = usePersonalTranslation();
  const [form] = Form.useForm<OwnInfoChange>();
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t("personal.rules.required", { field: t(`personal.info.${field}`) }),
  });

  async function save(change: OwnInfoChange) {
    setSaving(true);
    setOutcome(null);
    try {
      await api.updateInfo(change);
      setOutcome({ ok: true, text: t("personal.info.saved") });
      onSaved?.(change);
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
      name="personal-info"
      layout="vertical"
      initialValues={{ mobile: info.mobile, email: info.email, description: info.description }}
      onFinish={save}
      onValuesChange={() => setOutcome(null)}
      style={{ maxWidth: 480 }}
    >
      <Form.Item label={t("personal.info.username")}>
        <Input value={info.username} disabled aria-label={t("personal.info.username")} />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={t("personal.info.mobile")}
        rules={[required("mobile"), checkRule(isMobile, t("personal.rules.mobile"))]}
      >
        <Input autoComplete="tel" inputMode="tel" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t("personal.info.email")}
        rules={[required("email"), checkRule(isEmail, t("personal.rules.email"))]}
      >
        <Input autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t("personal.info.description")}
        rules={[{ max: 500, message: t("personal.rules.descriptionLength") }]}
      >
        <Input.TextArea rows={3} />
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
        {t("personal.info.save")}
      </Button>
    </Form>
  );
}
