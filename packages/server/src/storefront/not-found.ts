import type { FastifyReply, FastifyRequest } from "fastify";
import type { Locale } from "../i18n/messages.js";
import { NOT_FOUND_CACHE_CONTROL, sendPublicHtml } from "./send-public.js";

/** The shopper's words for a page that is not there (zh-cn is the spec's language). */
const TEXTS: Record<Locale, { title: string; heading: string; detail: string; home: string }> = {
  "zh-cn": {
    title: "页面不存在",
    heading: "页面不存在",
    detail: "这个页面可能尚未发布，或已被删除。",
    home: "返回店铺首页",
  },
  en: {
    title: "Page not found",
    heading: "This page does not exist",
    detail: "It may not be published yet, or it was removed.",
    home: "Back to the shop's home page",
  },
  "zh-tw": {
    title: "頁面不存在",
    heading: "頁面不存在",
    detail: "這個頁面可能尚未發佈，或已被刪除。",
    home: "返回店鋪首頁",
  },
};

const HTML_LANG: Record<Locale, string> = { "zh-cn": "zh-CN", en: "en", "zh-tw": "zh-TW" };

/** One rendered 404 page per language: its text never depends on the request. */
const rendered = new Map<Locale, string>();

/**
 * The designed 404 page: a phone-sized card with an empty-box drawing, what happened and a link to
 * the shop's home page (`/s/`). Inline styles only and no script, as the public page's CSP allows.
 */
export function renderNotFoundPage(language: Locale): string {
  const done = rendered.get(language);
  if (done) return done;
  const t = TEXTS[language] ?? TEXTS["zh-cn"];
  const html = `<!doctype html>
<html lang="${HTML_LANG[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.title}</title>
<style>html,body{margin:0;padding:0;background:#f7f8fa;color:#323233}body{font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif}main{max-width:750px;margin:0 auto;padding:96px 24px;text-align:center}h1{font-size:20px;font-weight:600;margin:24px 0 8px}p{font-size:14px;line-height:1.6;color:#646566;margin:0 0 32px}a{display:inline-block;padding:10px 24px;border-radius:20px;background:#e60a22;color:#fff;text-decoration:none;font-size:14px}a:focus-visible{outline:2px solid #323233;outline-offset:2px}</style>
</head>
<body>
<main>
<svg width="120" height="96" viewBox="0 0 120 96" aria-hidden="true" focusable="false"><ellipse cx="60" cy="86" rx="44" ry="6" fill="#ebedf0"/><path d="M22 34 60 20l38 14v40L60 88 22 74z" fill="#fff" stroke="#c8c9cc" stroke-width="2"/><path d="M22 34l38 14 38-14M60 48v40" fill="none" stroke="#c8c9cc" stroke-width="2"/><path d="M22 34 10 50l38 14 12-16M98 34l12 16-38 14-12-16" fill="#f2f3f5" stroke="#c8c9cc" stroke-width="2"/></svg>
<h1>${t.heading}</h1>
<p>${t.detail}</p>
<a href="/s/">${t.home}</a>
</main>
</body>
</html>
`;
  rendered.set(language, html);
  return html;
}

/** Answers the designed 404 page in `language`, status 404, as HTML (never the API's JSON). */
export function sendPublicNotFound(
  request: FastifyRequest,
  reply: FastifyReply,
  language: Locale,
): Promise<FastifyReply> {
  return sendPublicHtml(request, reply, {
    html: renderNotFoundPage(language),
    language,
    cacheKey: `storefront:404:${language}`,
    status: 404,
    cacheControl: NOT_FOUND_CACHE_CONTROL,
  });
}
