import { useTranslation } from "react-i18next";
import { registerTexts } from "../../components/module/moduleTexts";

/** Texts of a framed page that cannot be shown. */
const zhCn = {
  iframeView: {
    offlineTitle: "无法显示该页面",
    offlineText: "{{site}} 无法访问：可能没有网络连接，或该站点暂时不可用。",
    retry: "重试",
    openNew: "在新窗口打开",
    showAnyway: "仍然显示",
  },
};

const en: typeof zhCn = {
  iframeView: {
    offlineTitle: "This page cannot be shown",
    offlineText:
      "{{site}} cannot be reached: there may be no network connection, or the site is down.",
    retry: "Try again",
    openNew: "Open in a new window",
    showAnyway: "Show anyway",
  },
};

const zhTw: typeof zhCn = {
  iframeView: {
    offlineTitle: "無法顯示該頁面",
    offlineText: "{{site}} 無法存取：可能沒有網路連線，或該網站暫時無法使用。",
    retry: "重試",
    openNew: "在新視窗開啟",
    showAnyway: "仍然顯示",
  },
};

export const iframeTexts = { "zh-cn": zhCn, en, "zh-tw": zhTw };

const registered = new WeakSet<object>();

export function useIframeTranslation() {
  const translation = useTranslation();
  if (!registered.has(translation.i18n)) {
    registerTexts(translation.i18n, iframeTexts);
    registered.add(translation.i18n);
  }
  return translation;
}
