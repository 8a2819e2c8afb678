import { Alert, Button, Input } from "antd";
import { type FormEvent, useEffect, useId, useState } from "react";
import { currentLanguage } from "../../i18n";
import { useLockTranslation } from "./lockTexts";

export interface LockScreenProps {
  userName: string;
  unlocking?: boolean;
  /** The server's answer to the last wrong password (or the sign-in limit). */
  error?: string | null;
  onUnlock(password: string): void;
  onSignOut(): void;
}

/**
 * The full-screen lock: the time, the date and who is signed in; unlocking needs the real
 * password. It has no close button and takes the focus, so nothing beneath can be reached.
 */
export function LockScreen({
  userName,
  unlocking = false,
  error = null,
  onUnlock,
  onSignOut,
}: LockScreenProps) {
  const { t, i18n } = useLockTranslation();
  const now = useNow();
  const [password, setPassword] = useState("");
  const [missing, setMissing] = useState(false);
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const headingId = useId();
  const language = currentLanguage(i18n);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setMissing(true);
    setMissing(false);
    onUnlock(password);
  };

  return (
    <div role="dialog" aria-modal="true" aria-labelledby={headingId} style={overlayStyle}>
      <div style={clockStyle}>
        <time dateTime={now.toISOString()} style={{ fontSize: 72, fontWeight: 300 }}>
          {now.toLocaleTimeString(language, { hour: "2-digit", minute: "2-digit" })}
        </time>
        <div style={{ fontSize: 18 }}>
          {now.toLocaleDateString(language, {
            year: "numeric",
            month: "long",
            day: "numeric",
            weekday: "long",
          })}
        </div>
      </div>
      <form onSubmit={submit} style={cardStyle}>
        <h1 id={headingId} style={{ fontSize: 20, margin: 0 }}>
          {t("lock.title")}
        </h1>
        <p style={{ margin: 0, color: "#606266" }}>{t("lock.signedInAs", { name: userName })}</p>
        <Input.Password
          aria-label={t("lock.password")}
          placeholder={t("lock.password")}
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          status={missing ? "error" : undefined}
        />
        {missing ? <div style={{ color: "#c45656" }}>{t("lock.passwordRequired")}</div> : null}
        {error ? <Alert type="error" showIcon title={error} /> : null}
        <Button type="primary" htmlType="submit" block loading={unlocking}>
          {t("lock.unlock")}
        </Button>
        {confirmingSignOut ? (
          <div role="alertdialog" aria-label={t("lock.signOut")} style={confirmStyle}>
            <span>{t("lock.signOutConfirm")}</span>
            <span style={{ display: "flex", gap: 8 }}>
              <Button size="small" onClick={() => setConfirmingSignOut(false)}>
                {t("common.cancel")}
              </Button>
              <Button size="small" type="primary" danger onClick={onSignOut} autoFocus>
                {t("common.ok")}
              </Button>
            </span>
          </div>
        ) : (
          <Button type="link" onClick={() => setConfirmingSignOut(true)}>
            {t("lock.signOut")}
          </Button>
        )}
      </form>
    </div>
  );
}

/** The current time, refreshed every second while the lock screen is up. */
function useNow() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const overlayStyle = {
  position: "fixed",
  inset: 0,
  zIndex: 3000,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: 32,
  padding: 16,
  background: "linear-gradient(160deg, #1f2d3d 0%, #304156 100%)",
  color: "#fff",
} as const;
const clockStyle = { display: "flex", flexDirection: "column", alignItems: "center" } as const;
const cardStyle = {
  width: "100%",
  maxWidth: 360,
  display: "flex",
  flexDirection: "column",
  gap: 12,
  padding: 24,
  borderRadius: 8,
  background: "#fff",
  color: "#303133",
} as const;
const confirmStyle = {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: 8,
} as const;
