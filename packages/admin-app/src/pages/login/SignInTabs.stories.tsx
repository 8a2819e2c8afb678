import type { ReactNode } from "react";
import type { QrStatus } from "../../api/auth";
import { UiProviders } from "../../components/UiProviders";
import { createI18n, type Language } from "../../i18n";
import { MobileLoginForm } from "./MobileLoginForm";
import { QrLoginPanel } from "./QrLoginPanel";

export default { title: "Admin/SignInTabs" };

/** Each story brings its own providers and fake server answers, so it renders anywhere. */
function Frame({ children, language = "zh-cn" }: { children: ReactNode; language?: Language }) {
  return (
    <UiProviders i18n={createI18n({ language })}>
      <div style={{ maxWidth: 420, padding: 32, background: "#fff" }}>{children}</div>
    </UiProviders>
  );
}

const wrongCode = async () => {
  throw new Error("验证码错误或已过期");
};

export const MobileTab = () => (
  <Frame>
    <MobileLoginForm onSendCode={async () => 60} onSubmit={wrongCode} />
  </Frame>
);

export const MobileTabTooSoon = () => (
  <Frame>
    <MobileLoginForm
      onSendCode={async () => {
        throw new Error("验证码已发送，请42秒后再试");
      }}
      onSubmit={wrongCode}
    />
  </Frame>
);

export const MobileTabEnglish = () => (
  <Frame language="en">
    <MobileLoginForm onSendCode={async () => 60} onSubmit={wrongCode} />
  </Frame>
);

const ticket = async () => ({ qrId: "demo-qr-id", expiresAt: new Date().toISOString() });
const logToken = (token: string) => console.info("token", token);

export const QrTabWaiting = () => (
  <Frame>
    <QrLoginPanel
      createTicket={ticket}
      check={async (): Promise<QrStatus> => ({ status: "pending" })}
      onToken={logToken}
    />
  </Frame>
);

export const QrTabExpired = () => (
  <Frame>
    <QrLoginPanel
      createTicket={ticket}
      check={async (): Promise<QrStatus> => ({ status: "expired" })}
      onToken={logToken}
      intervalMs={0}
    />
  </Frame>
);

export const QrTabTraditionalChinese = () => (
  <Frame language="zh-tw">
    <QrLoginPanel
      createTicket={ticket}
      check={async (): Promise<QrStatus> => ({ status: "pending" })}
      onToken={logToken}
    />
  </Frame>
);
