import type { Locale } from "@vitrine/editor-core";

// The few texts the previews draw themselves. Kept apart from the workbench and editor-core
// catalogues so the light preview page does not download every message of the editor.
// Titles match editor-core's component titles (tested in preview-text.test.ts).
const texts = {
  "zh-cn": {
    crowdoperation: "人群运营",
    personalizedrecommendation: "个性化推荐",
    onlineservice: "在线客服",
    placeholderHint: "该组件在店铺页面上按访客自动生成内容",
    closeNotice: "关闭公告",
    more: "查看更多",
  },
  en: {
    crowdoperation: "Crowd operation",
    personalizedrecommendation: "Personalised recommendation",
    onlineservice: "Online service",
    placeholderHint: "The store fills this component for each visitor",
    closeNotice: "Close the notice",
    more: "See more",
  },
  "zh-tw": {
    crowdoperation: "人群運營",
    personalizedrecommendation: "個人化推薦",
    onlineservice: "線上客服",
    placeholderHint: "該組件在店鋪頁面上按訪客自動生成內容",
    closeNotice: "關閉公告",
    more: "查看更多",
  },
} satisfies Record<Locale, Record<string, string>>;

export type PreviewTextKey = keyof (typeof texts)["zh-cn"];

export const previewTexts: Record<Locale, Record<PreviewTextKey, string>> = texts;

export function previewText(key: PreviewTextKey, locale: Locale): string {
  return texts[locale]?.[key] ?? texts["zh-cn"][key];
}
