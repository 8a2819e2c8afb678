import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MobileCredentials } from "../../api/auth";
import { isMobile } from "../../utils/validators";
import { LoginAlert, LoginField, loginFormStyle, PlainButton, SubmitButton } from "./formParts";
import { useCountdown } from "./useCountdown";

export interface MobileLoginFormProps {
  /** Asks the server to send a code; resolves to the seconds before another may be sent. */
  onSendCode(mobile: string): Promise<number>;
  /** Signs in; a rejection's message (the server's, in the operator's language) is shown. */
  onSubmit(credentials: MobileCredentials): Promise<void>;
}

type Field = keyof MobileCredentials;
type FieldErrors = Partial<Record<Field, string>>;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Mobile-and-code sign-in. The send button waits out the server's one-code-per-minute rule with
 * a visible countdown; every failure (too soon, wrong or expired code, too many tries) shows the
 * server's own message above the sign-in button. Plain markup, like the account tab (formParts).
 */
export function MobileLoginForm({ onSendCode, onSubmit }: MobileLoginFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<MobileCredentials>({ mobile: "", code: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const check = (field: Field, value: string) => {
    const trimmed = value.trim();
    if (field === "mobile") {
      if (!trimmed) return t("login.mobileRequired");
      return isMobile(trimmed) ? undefined : t("login.mobileInvalid");
    }
    if (!trimmed) return t("login.codeRequired");
    return /^\d{6}$/.test(trimmed) ? undefined : t("login.codeInvalid");
  };

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field already marked wrong is checked again as it is corrected.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: check(field, value) }));
  };

  const sendCode = async () => {
    const mobileError = check("mobile", values.mobile);
    setErrors((current) => ({ ...current, mobile: mobileError }));
    if (mobileError) return; // The field shows why the number cannot be used.
    setSending(true);
    setError(null);
    setNotice(null);
    try {
      start(await onSendCode(values.mobile.trim()));
      setNotice(t("login.codeSent"));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = { mobile: check("mobile", values.mobile), code: check("code", values.code) };
    setErrors(found);
    if (found.mobile || found.code) return;
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
    <form name="login-mobile" noValidate style={loginFormStyle} onSubmit={submit}>
      <LoginField
        label={t("login.mobile")}
        error={errors.mobile}
        value={values.mobile}
        onChange={(event) => change("mobile", event.target.value)}
        aria-required="true"
        autoComplete="tel"
        inputMode="tel"
        maxLength={11}
        autoFocus
      />
      <LoginField
        label={t("login.code")}
        error={errors.code}
        value={values.code}
        onChange={(event) => change("code", event.target.value)}
        aria-required="true"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        addon={
          <PlainButton onClick={sendCode} loading={sending} disabled={remaining > 0}>
            {remaining > 0 ? t("login.resendIn", { seconds: remaining }) : t("login.sendCode")}
          </PlainButton>
        }
      />
      {notice && !error ? (
        <p role="status" style={{ margin: "-8px 0 16px", color: "#606266" }}>
          {notice}
        </p>
      ) : null}
      {error ? <LoginAlert>{error}</LoginAlert> : null}
      <SubmitButton loading={submitting}>{t("login.submit")}</SubmitButton>
    </form>
  );
}
