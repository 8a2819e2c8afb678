import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Credentials } from "../../api/auth";
import { LoginAlert, LoginField, loginFormStyle, SubmitButton } from "./formParts";

export interface LoginFormProps {
  onSubmit(credentials: Credentials): void;
  /** The sign-in call is under way: the button shows it and ignores further clicks. */
  loading?: boolean;
  /** Why the last attempt failed (the server's message), shown above the button. */
  error?: string | null;
}

type Field = keyof Credentials;
type FieldErrors = Partial<Record<Field, string>>;

/**
 * Username-and-password sign-in: visible labels, required-field messages, no state beyond what is
 * typed. Plain markup (see formParts): this is the form of /login's first load.
 */
export function LoginForm({ onSubmit, loading = false, error = null }: LoginFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Credentials>({ userName: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors>({});

  const check = (field: Field, value: string) => {
    if (field === "userName") return value.trim() ? undefined : t("login.userNameRequired");
    return value ? undefined : t("login.passwordRequired");
  };

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field already marked wrong is checked again as it is corrected.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: check(field, value) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      userName: check("userName", values.userName),
      password: check("password", values.password),
    };
    setErrors(found);
    if (found.userName || found.password) return;
    onSubmit({ userName: values.userName.trim(), password: values.password });
  };

  return (
    <form name="login" noValidate style={loginFormStyle} onSubmit={submit}>
      <LoginField
        label={t("login.userName")}
        error={errors.userName}
        value={values.userName}
        onChange={(event) => change("userName", event.target.value)}
        aria-required="true"
        autoComplete="username"
        autoFocus
      />
      <LoginField
        label={t("login.password")}
        error={errors.password}
        type="password"
        value={values.password}
        onChange={(event) => change("password", event.target.value)}
        aria-required="true"
        autoComplete="current-password"
      />
      {error ? <LoginAlert>{error}</LoginAlert> : null}
      <SubmitButton loading={loading}>{t("login.submit")}</SubmitButton>
    </form>
  );
}
