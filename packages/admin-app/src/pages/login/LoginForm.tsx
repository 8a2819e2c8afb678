import { Alert, Button, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import type { Credentials } from "../../api/auth";

export interface LoginFormProps {
  onSubmit(credentials: Credentials): void;
  /** The sign-in call is under way: the button shows it and ignores further clicks. */
  loading?: boolean;
  /** Why the last attempt failed (the server's message), shown above the button. */
  error?: string | null;
}

/** Username-and-password sign-in: visible labels, required-field messages, no state of its own. */
export function LoginForm({ onSubmit, loading = false, error = null }: LoginFormProps) {
  const { t } = useTranslation();
  return (
    <Form<Credentials>
      name="login"
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(values) =>
        onSubmit({ userName: values.userName.trim(), password: values.password })
      }
    >
      <Form.Item
        label={t("login.userName")}
        name="userName"
        rules={[{ required: true, whitespace: true, message: t("login.userNameRequired") }]}
      >
        <Input autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item
        label={t("login.password")}
        name="password"
        rules={[{ required: true, message: t("login.passwordRequired") }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 24 }} /> : null}
      <Button type="primary" htmlType="submit" block loading={loading}>
        {t("login.submit")}
      </Button>
    </Form>
  );
}
