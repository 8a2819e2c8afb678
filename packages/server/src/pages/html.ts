import type { Locale, PageDocument } from "@vitrine/editor-core";
import { type LiveProduct, renderPageToHtml } from "@vitrine/editor-react/server";
import { scriptTags, storefrontAssets } from "../storefront/assets.js";
import { headTags } from "../storefront/document.js";

/**
 * The published page runs only the storefront's own enhancement scripts, from this server
 * (/s/assets/, storefront/assets.ts): no inline script and no eval, so whatever a sanitiser missed
 * still cannot run. Markup and inline styles; images and videos from anywhere a shop may host them.
 */
export const PUBLIC_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'unsafe-inline'",
  "img-src 'self' https: http: data:",
  "media-src 'self' https: http:",
  "font-src 'self' data:",
  "base-uri 'none'",
  // Form modules post their answers to this server's form address, without script.
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

/** The published page's icon and theme colour: the previews' shop red (editor-react SHOP_RED). */
const SHOP_RED = "#e60a22";

const HTML_LANG: Record<Locale, string> = { "zh-cn": "zh-CN", en: "en", "zh-tw": "zh-TW" };

function escapeText(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/**
 * A complete HTML document of a (sanitised) published page, as a phone shows it. `products`: the
 * goods as sold today (their product lists show these prices and leave out the rest).
 */
export function renderPublicPage(
  document: PageDocument,
  name: string,
  locale: Locale,
  pageId?: number,
  products?: ReadonlyMap<string, LiveProduct>,
): string {
  const body = renderPageToHtml(document, { locale, pageId, products });
  return `<!doctype html>
<html lang="${HTML_LANG[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeText(name)}</title>
${headTags({ title: name, shopTitle: name, description: document.settings.details, colour: SHOP_RED })}
<style>html,body{margin:0;padding:0}body{max-width:750px;margin:0 auto;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif}img{max-width:100%}</style>
${scriptTags(body, storefrontAssets())}
</head>
<body>
${body}
</body>
</html>
`;
}
