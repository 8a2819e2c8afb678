import type { Locale, PageDocument } from "@vitrine/editor-core";
import { type LiveProduct, renderPageToHtml } from "@vitrine/editor-react/server";
import { scriptTags, storefrontAssets } from "../storefront/assets.js";
import { headTags } from "../storefront/document.js";
import { withShopAccent } from "../storefront/shop-accent.js";

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
  // The analytics beacon (storefront/client/beacon.ts) posts to this server's /s/beacon. Lighthouse
  // also reads /robots.txt in the page's context: under default-src 'none' it could not (SEO 91).
  "connect-src 'self'",
  "object-src 'none'",
].join("; ");

/** The shop's title and theme colour (storefront/shop-look.ts); without them, the previews' red. */
export interface PublicPageLook {
  title: string;
  colour: string;
}
const PREVIEW_LOOK: PublicPageLook = { title: "", colour: "#e60a22" };

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
 * goods as sold today (their product lists show these prices and leave out the rest). `look`: the
 * shop's title after the page's in `<title>`, and its colour wherever the editor chose none.
 */
export function renderPublicPage(
  document: PageDocument,
  name: string,
  locale: Locale,
  pageId?: number,
  products?: ReadonlyMap<string, LiveProduct>,
  look: PublicPageLook = PREVIEW_LOOK,
): string {
  const body = withShopAccent(
    renderPageToHtml(document, { locale, pageId, products }),
    look.colour,
  );
  const shopTitle = look.title || name;
  const title = look.title && name && name !== look.title ? `${name} - ${look.title}` : shopTitle;
  // A published page links the analytics beacon (data-sf="beacon"), which reads its id here.
  const bodyTag =
    pageId === undefined ? "<body>" : `<body data-sf="beacon" data-sf-page="${pageId}">`;
  return `<!doctype html>
<html lang="${HTML_LANG[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeText(title)}</title>
${headTags({ title: name, shopTitle, description: document.settings.details, colour: look.colour })}
<style>html,body{margin:0;padding:0}body{max-width:750px;margin:0 auto;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif}img{max-width:100%}</style>
${scriptTags(bodyTag + body, storefrontAssets())}
</head>
${bodyTag}
${body}
</body>
</html>
`;
}
