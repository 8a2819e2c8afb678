import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import type { Credentials } from "../../api/auth";
import { LanguageSwitcher } from "../../components/LanguageSwitcher";
import { LightTabs } from "../../components/LightTabs";
import { APP_VERSION, VERSION_KEY } from "../../components/version/versionCheck";
import { afterSignInTarget } from "../../router/access";
import {
  selectSignInError,
  selectSigningIn,
  signIn,
  signInErrorDismissed,
} from "../../store/authSlice";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { storage } from "../../utils/storage";
import { LoginForm } from "./LoginForm";

/**
 * /login: a tabbed card. Only the username-and-password tab exists for now; the mobile-code and QR
 * tabs join it with the admin-shell issue.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signingIn = useAppSelector(selectSigningIn);
  const error = useAppSelector(selectSignInError);

  // A failure message belongs to this visit of the page, not to the next one.
  useEffect(() => () => void dispatch(signInErrorDismissed()), [dispatch]);

  const submit = async (credentials: Credentials) => {
    const result = await dispatch(signIn(credentials));
    if (signIn.fulfilled.match(result)) {
      // A fresh sign-in starts from this version's settings: no upgrade prompt right after it.
      storage.set(VERSION_KEY, APP_VERSION);
      navigate(afterSignInTarget(searchParams.get("redirect")), { replace: true });
    }
  };

  return (
    <main style={pageStyle}>
      <section style={cardStyle} aria-labelledby="login-heading">
        <h1 id="login-heading" style={{ fontSize: 22, margin: "0 0 16px", textAlign: "center" }}>
          {t("login.heading")}
        </h1>
        <LightTabs
          label={t("login.heading")}
          items={[
            {
              key: "account",
              label: t("login.tabAccount"),
              content: <LoginForm onSubmit={submit} loading={signingIn} error={error} />,
            },
          ]}
        />
        <div style={{ textAlign: "center", marginTop: 16 }}>
          <LanguageSwitcher />
        </div>
      </section>
    </main>
  );
}

const pageStyle = {
  minHeight: "100vh",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: 16,
  background: "#f0f2f5",
} as const;

const cardStyle = {
  width: "100%",
  maxWidth: 420,
  padding: 32,
  background: "#fff",
  borderRadius: 8,
  boxShadow: "0 2px 12px rgba(0, 0, 0, 0.08)",
} as const;
