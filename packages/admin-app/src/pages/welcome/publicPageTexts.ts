import type { i18n as I18n } from "i18next";
import { useTranslation } from "react-i18next";
import { registerRouteTitles } from "../../router/useRouteTitles";

/** Texts of the welcome, demo and no-roles pages, added when one of them first renders. */
const zhCn = {
  welcome: {
    title: "欢迎使用 Vitrine",
    intro: "设备业务与商城的管理后台：设备、用户、商品、营销和店铺页面装修。",
    signIn: "登录",
    continue: "进入系统",
  },
  demo: {
    intro: "此演示页面的内容将在后续版本提供。",
    backHome: "返回首页",
  },
  noRoles: {
    title: "您的账号尚未分配角色",
    message: "没有角色就没有可访问的页面。请联系管理员分配角色后重新登录。",
    signOut: "退出登录",
    signOutConfirm: "此操作将退出登录, 是否继续?",
  },
};

type PublicPageTexts = typeof zhCn;

const en: PublicPageTexts = {
  welcome: {
    title: "Welcome to Vitrine",
    intro:
      "The back office of the device business and the shop: devices, users, goods, marketing and storefront pages.",
    signIn: "Sign in",
    continue: "Continue",
  },
  demo: {
    intro: "This demo page's content comes in a later version.",
    backHome: "Back to home",
  },
  noRoles: {
    title: "Your account has no roles yet",
    message:
      "Without a role there are no pages you may open. Ask an administrator to give you one, then sign in again.",
    signOut: "Sign out",
    signOutConfirm: "This will sign you out. Continue?",
  },
};

const zhTw: PublicPageTexts = {
  welcome: {
    title: "歡迎使用 Vitrine",
    intro: "設備業務與商城的管理後台：設備、使用者、商品、行銷和店鋪頁面裝修。",
    signIn: "登入",
    continue: "進入系統",
  },
  demo: {
    intro: "此演示頁面的內容將在後續版本提供。",
    backHome: "返回首頁",
  },
  noRoles: {
    title: "您的帳號尚未分配角色",
    message: "沒有角色就沒有可存取的頁面。請聯絡管理員分配角色後重新登入。",
    signOut: "登出",
    signOutConfirm: "此操作將登出, 是否繼續?",
  },
};

export const publicPageTexts = { "zh-cn": zhCn, en, "zh-tw": zhTw };

const registered = new WeakSet<I18n>();

/** `t` with these pages' texts and the route titles registered on the rendering i18n instance. */
export function usePublicPageTranslation() {
  const translation = useTranslation();
  const { i18n } = translation;
  if (!registered.has(i18n)) {
    for (const [language, texts] of Object.entries(publicPageTexts)) {
      i18n.addResourceBundle(language, "translation", texts, true, false);
    }
    registerRouteTitles(i18n);
    registered.add(i18n);
  }
  return translation;
}
