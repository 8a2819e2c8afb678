import type { FastifyReply, FastifyRequest } from "fastify";
import type { Locale } from "../../i18n/messages.js";
import { wallClockFormatter } from "../../modules/framework/time-zone.js";
import { PUBLIC_PAGE_CSP } from "../../pages/html.js";
import { escapeHtml, storefrontDocument } from "../document.js";
import { storefrontTranslator } from "../messages.js";
import { type ShopperKey, type ShopperTranslate, shopperTranslator } from "./messages.js";

const LANGS: readonly Locale[] = ["zh-cn", "en", "zh-tw"];

/** What every shopper page knows of its request: language, the shop's look, a translator. */
export interface PageContext {
  locale: Locale;
  /** `?lang=` as the shopper chose it, kept in links and forms. */
  lang: string | undefined;
  t: ShopperTranslate;
  shopTitle: string;
  colour: string;
}

/** The page's language: `?lang=` (query or form field), the browser's, else the shop's default. */
export function pageContext(
  request: FastifyRequest,
  site: { title: string; colour: string; language: Locale },
): PageContext {
  const given = [
    (request.query as Record<string, unknown> | undefined)?.lang,
    (request.body as Record<string, unknown> | undefined)?.lang,
  ].find((v) => typeof v === "string" && LANGS.includes(v.toLowerCase() as Locale)) as
    | string
    | undefined;
  const lang = given?.toLowerCase();
  const locale = lang
    ? (lang as Locale)
    : request.headers["accept-language"]
      ? request.locale
      : site.language;
  return { locale, lang, t: shopperTranslator(locale), shopTitle: site.title, colour: site.colour };
}

/** A shop address with the shopper's chosen language kept. */
export function href(page: PageContext, path: string, query: Record<string, string> = {}) {
  const params = new URLSearchParams(query);
  if (page.lang) params.set("lang", page.lang);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The hidden field that keeps the chosen language through a form post. */
export const keepLang = (page: PageContext) =>
  page.lang ? `<input type="hidden" name="lang" value="${escapeHtml(page.lang)}">` : "";

/** A form posting to `action`, with the language kept. */
export function postForm(page: PageContext, action: string, inner: string, attrs = ""): string {
  return `<form method="post" action="${escapeHtml(action)}"${attrs}>${keepLang(page)}${inner}</form>`;
}

const wallClock = wallClockFormatter("Asia/Shanghai");
/** A time as the shop's operators set them: Beijing's wall clock, to the minute. */
export const shopTime = (iso: string | Date) => {
  const at = typeof iso === "string" ? new Date(iso) : iso;
  return `<time datetime="${at.toISOString()}">${wallClock(at).slice(0, 16)}</time>`;
};

/** The shopper bar: back to the shop, the page's heading, and the cart and orders links. */
function shopperBar(page: PageContext, heading: string): string {
  const sf = storefrontTranslator(page.locale);
  return `<header class="sf-bar"><a href="${escapeHtml(href(page, "/s/"))}">‹ ${escapeHtml(sf("sf.home"))}</a><strong>${escapeHtml(heading)}</strong><a href="${escapeHtml(href(page, "/s/cart"))}">${escapeHtml(page.t("sh.cart"))}</a><a href="${escapeHtml(href(page, "/s/orders"))}">${escapeHtml(page.t("sh.orders"))}</a></header>`;
}

/** A message above the page: a refusal (role alert) or a notice. */
export function banner(text: string | undefined, kind: "error" | "notice" = "error"): string {
  if (!text) return "";
  return kind === "error"
    ? `<p class="sh-msg sh-error" role="alert">${escapeHtml(text)}</p>`
    : `<p class="sh-msg sh-notice" role="status">${escapeHtml(text)}</p>`;
}

/** A designed empty state: a drawing, what is missing, and what to do about it. */
export function emptyState(title: string, hint: string, action = ""): string {
  return `<section class="sf-empty sh-empty"><svg width="96" height="96" viewBox="0 0 96 96" aria-hidden="true"><rect x="18" y="30" width="60" height="46" rx="6" fill="#ebedf0"/><path d="M30 30a18 18 0 0 1 36 0" fill="none" stroke="#c8c9cc" stroke-width="5"/><circle cx="38" cy="52" r="3" fill="#c8c9cc"/><circle cx="58" cy="52" r="3" fill="#c8c9cc"/></svg><h1>${escapeHtml(title)}</h1><p>${escapeHtml(hint)}</p>${action}</section>`;
}

export const label = (t: ShopperTranslate, key: ShopperKey) => escapeHtml(t(key));

/** The shopper pages' own look, beside the shop pages' (document.ts): one column, thumb-sized. */
const SHOPPER_CSS = `<style>.sh-main{padding:8px 12px 96px}.sh-card{background:#fff;border-radius:8px;padding:12px;margin-bottom:10px}.sh-card h2{margin:0 0 8px;font-size:15px}
.sh-msg{margin:8px 12px;padding:10px 12px;border-radius:6px;font-size:14px}.sh-error{background:#fff1f0;color:#a8071a}.sh-notice{background:#f0f9eb;color:#2b6a12}
.sh-field{display:block;margin-bottom:10px;font-size:14px}.sh-field input,.sh-field select,.sh-field textarea{display:block;width:100%;height:40px;margin-top:4px;padding:0 10px;border:1px solid #dcdee0;border-radius:6px;font-size:15px;background:#fff}.sh-field textarea{height:64px;padding:8px 10px}
.sh-wide{width:100%;height:44px;border-radius:22px;font-size:16px}.sh-line{display:flex;gap:10px;align-items:flex-start}.sh-line img,.sh-noimg{flex:0 0 72px;width:72px;height:72px;border-radius:6px;object-fit:cover;background:#f2f3f5}.sh-line>div{flex:1;min-width:0}.sh-line h3{margin:0;font-size:14px;font-weight:400;line-height:1.4}
.sh-spec{margin:2px 0;font-size:12px;color:#646566}.sh-problem{margin:4px 0 0;font-size:13px;color:#a8071a}.sh-tools{display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin-top:8px}.sh-tools form{display:flex;gap:4px;align-items:center}.sh-tools input[type=number]{width:64px;height:32px;border:1px solid #dcdee0;border-radius:6px;text-align:center;font-size:14px}
.sh-ghost{height:32px;padding:0 12px;border:1px solid #dcdee0;border-radius:16px;background:#fff;color:#323233;font-size:13px}.sh-sum{position:fixed;left:0;right:0;bottom:0;max-width:750px;margin:0 auto;display:flex;gap:10px;align-items:center;justify-content:flex-end;padding:8px 12px;background:#fff;border-top:1px solid #ebedf0;font-size:14px}.sh-sum .sf-btn{height:40px;border-radius:20px;padding:0 22px}
dl.sh-break{display:grid;grid-template-columns:1fr auto;gap:6px 10px;margin:0;font-size:14px}.sh-break dd{margin:0;text-align:right}.sh-break .sh-grand{font-size:16px;font-weight:600}.sh-choice{display:flex;gap:8px;align-items:flex-start;padding:8px 0;border-bottom:1px solid #ebedf0;font-size:14px}.sh-choice:last-child{border-bottom:0}.sh-choice input{margin-top:3px}
.sh-status{display:inline-block;padding:2px 8px;border-radius:4px;background:#f2f3f5;font-size:13px}.sh-list{margin:0;padding:0;list-style:none}.sh-list a{display:block;text-decoration:none}.sh-time{margin:0;padding:0 0 0 16px;font-size:13px}.sh-time li{margin-bottom:6px}.sh-empty h1{font-size:17px;margin:8px 0}.sh-empty .sf-btn{display:inline-block;line-height:34px;text-decoration:none}</style>`;

/** A whole shopper page: the shop's document with the shopper bar and a message. */
export function shopperDocument(
  page: PageContext,
  title: string,
  content: string,
  message?: { text?: string | undefined; kind?: "error" | "notice" },
): string {
  return storefrontDocument({
    locale: page.locale,
    title,
    shopTitle: page.shopTitle,
    colour: page.colour,
    body: `${SHOPPER_CSS}${shopperBar(page, title)}${banner(message?.text, message?.kind)}<main class="sh-main">${content}</main>`,
  });
}

/**
 * Sends a shopper page: the shopper's own data, so never kept by any cache (no-store), with the
 * public pages' CSP (no script but the shop's own). Referrer-Policy same-origin, not the public
 * pages' no-referrer, under which a browser posts this page's forms with `Origin: null`.
 */
export function sendShopperPage(
  reply: FastifyReply,
  page: PageContext,
  html: string,
  status = 200,
) {
  return reply
    .code(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("content-language", page.locale)
    .header("cache-control", "private, no-store")
    .header("content-security-policy", PUBLIC_PAGE_CSP)
    .header("referrer-policy", "same-origin")
    .header("x-content-type-options", "nosniff")
    .send(html);
}
