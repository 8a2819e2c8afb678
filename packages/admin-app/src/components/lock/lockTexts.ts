import { useTranslation } from "react-i18next";

/** Texts of the lock screen, registered when it is first needed (signed-in pages only). */
const zhCn = {
  lock: {
    title: "屏幕已锁定",
    password: "请输入登录密码解锁",
    passwordRequired: "请输入密码",
    unlock: "解锁",
    signOut: "退出登录",
    signOutConfirm: "此操作将退出登录, 是否继续?",
    signedInAs: "当前用户：{{name}}",
  },
};

type LockTexts = typeof zhCn;

const en: LockTexts = {
  lock: {
    title: "Screen locked",
    password: "Enter your sign-in password to unlock",
    passwordRequired: "Enter your password",
    unlock: "Unlock",
    signOut: "Sign out",
    signOutConfirm: "This will sign you out. Continue?",
    signedInAs: "Signed in as {{name}}",
  },
};

const zhTw: LockTexts = {
  lock: {
    title: "螢幕已鎖定",
    password: "請輸入登入密碼解鎖",
    passwordRequired: "請輸入密碼",
    unlock: "解鎖",
    signOut: "登出",
    signOutConfirm: "此操作將登出, 是否繼續?",
    signedInAs: "目前使用者：{{name}}",
  },
};

export const lockTexts = { "zh-cn": zhCn, en, "zh-tw": zhTw };

/** `t` with the lock screen's texts added to whichever i18n instance renders it. */
export function useLockTranslation() {
  const translation = useTranslation();
  const { i18n } = translation;
  if (!i18n.exists("lock.title")) {
    for (const [language, texts] of Object.entries(lockTexts)) {
      i18n.addResourceBundle(language, "translation", texts, true, false);
    }
  }
  return translation;
}
