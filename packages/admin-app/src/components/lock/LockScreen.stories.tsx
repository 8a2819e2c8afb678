import type { ReactNode } from "react";
import { createI18n, type Language } from "../../i18n";
import { UiProviders } from "../UiProviders";
import { LockScreen } from "./LockScreen";

export default { title: "Admin/LockScreen" };

function Frame({ children, language = "zh-cn" }: { children: ReactNode; language?: Language }) {
  return <UiProviders i18n={createI18n({ language })}>{children}</UiProviders>;
}

const log = (what: string) => () => console.info(what);

export const Locked = () => (
  <Frame>
    <LockScreen userName="admin" onUnlock={log("unlock")} onSignOut={log("sign out")} />
  </Frame>
);

export const WrongPassword = () => (
  <Frame>
    <LockScreen
      userName="admin"
      error="密码错误"
      onUnlock={log("unlock")}
      onSignOut={log("sign out")}
    />
  </Frame>
);

export const Unlocking = () => (
  <Frame>
    <LockScreen userName="admin" unlocking onUnlock={log("unlock")} onSignOut={log("sign out")} />
  </Frame>
);

export const English = () => (
  <Frame language="en">
    <LockScreen userName="admin" onUnlock={log("unlock")} onSignOut={log("sign out")} />
  </Frame>
);
