import { lazy, Suspense, useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import type { Credentials, MobileCredentials } from "../../api/auth";
import { LanguageSwitcher } from "../../components/LanguageSwitcher";
import { type LightTab, LightTabs } from "../../components/LightTabs";
import { APP_VERSION, VERSION_KEY } from "../../components/version/versionCheck";
import { afterSignInTarget } from "../../router/access";
import {
  selectSignInError,
  selectSigningIn,
  signIn,
  signInErrorDismissed,
  tokenReceived,
} from "../../store/authSlice";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectPublicSite } from "../../store/siteSettingsSlice";
import { loadPublicSettings } from "../../store/siteSettingsThunks";
import { storage } from "../../utils/storage";
import { LoginForm } from "./LoginForm";
import { SiteBrand } from "./SiteBrand";
import { checkQrLogin, createQrLogin, requestSignInCode, signInByMobile } from "./signInMethods";
import { useSiteLanguage } from "./useSiteLanguage";

// The other tabs' code (the QR encoder above all) is only downloaded when their tab opens: the
// account tab is what most operators use, and /login has a tight download budget.
const MobileLoginForm = lazy(async () => ({
  default: (await import("./MobileLoginForm")).MobileLoginForm,
}));
const QrLoginPanel = lazy(async () => ({ default: (await import("./QrLoginPanel")).QrLoginPanel }));

/**
 * /login: a tabbed card with the three ways in (account and password, mobile and code, QR scan).
 * Whichever succeeds, the operator continues to the page they asked for (`redirect`) or /home.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signingIn = useAppSelector(selectSigningIn);
  const error = useAppSelector(selectSignInError);
  const redirect = searchParams.get("redirect");
  const site = useAppSelector(selectPublicSite);

  // The administrator's title, logo, language and ways in (issue 26).
  useEffect(() => void dispatch(loadPublicSettings()), [dispatch]);
  useSiteLanguage(site?.defaultLanguage);
  const heading = site
    ? t("login.headingWithTitle", { title: site.globalTitle })
    : t("login.heading");
  useEffect(() => {
    document.title = site ? `${t("login.pageTitle")} - ${site.globalTitle}` : t("login.heading");
  }, [site, t]);

  // A failure message belongs to this visit of the page, not to the next one.
  useEffect(() => () => void dispatch(signInErrorDismissed()), [dispatch]);

  const continueSignedIn = useCallback(() => {
    // A fresh sign-in starts from this version's settings: no upgrade prompt right after it.
    storage.set(VERSION_KEY, APP_VERSION);
    navigate(afterSignInTarget(redirect), { replace: true });
  }, [navigate, redirect]);

  const submit = async (credentials: Credentials) => {
    const result = await dispatch(signIn(credentials));
    if (signIn.fulfilled.match(result)) continueSignedIn();
  };

  const sendCode = useCallback((mobile: string) => dispatch(requestSignInCode(mobile)), [dispatch]);
  const submitMobile = useCallback(
    async (credentials: MobileCredentials) => {
      await dispatch(signInByMobile(credentials));
      continueSignedIn();
    },
    [dispatch, continueSignedIn],
  );
  const createTicket = useCallback(() => dispatch(createQrLogin()), [dispatch]);
  const checkTicket = useCallback((qrId: string) => dispatch(checkQrLogin(qrId)), [dispatch]);
  const acceptQrToken = useCallback(
    async (token: string) => {
      await dispatch(tokenReceived(token));
      continueSignedIn();
    },
    [dispatch, continueSignedIn],
  );

  const loading = <div role="status">{t("common.loading")}</div>;
  return (
    <main style={pageStyle}>
      <section style={cardStyle} aria-labelledby="login-heading">
        <SiteBrand logoUrl={site?.logoUrl ?? ""} title={site?.globalTitle ?? ""} />
        <h1 id="login-heading" style={{ fontSize: 22, margin: "0 0 16px", textAlign: "center" }}>
          {heading}
        </h1>
        <LightTabs
          label={heading}
          items={offeredTabs(site, [
            {
              key: "account",
              label: t("login.tabAccount"),
              content: <LoginForm onSubmit={submit} loading={signingIn} error={error} />,
            },
            {
              key: "mobile",
              label: t("login.tabMobile"),
              content: (
                <Suspense fallback={loading}>
                  <MobileLoginForm onSendCode={sendCode} onSubmit={submitMobile} />
                </Suspense>
              ),
            },
            {
              key: "qr",
              label: t("login.tabQr"),
              content: (
                <Suspense fallback={loading}>
                  <QrLoginPanel
                    createTicket={createTicket}
                    check={checkTicket}
                    onToken={acceptQrToken}
                  />
                </Suspense>
              ),
            },
          ])}
        />
        <div style={{ textAlign: "center", marginTop: 16 }}>
          <LanguageSwitcher />
        </div>
      </section>
    </main>
  );
}

/**
 * The tabs of the ways in the administrator offers; all of them until the settings have answered
 * (the server refuses a method turned off either way).
 */
function offeredTabs(
  site: { signInPassword: boolean; signInSms: boolean; signInQr: boolean } | null,
  tabs: LightTab[],
): LightTab[] {
  if (!site) return tabs;
  const offered: Record<string, boolean> = {
    account: site.signInPassword,
    mobile: site.signInSms,
    qr: site.signInQr,
  };
  return tabs.filter((tab) => offered[tab.key] !== false);
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
