import type { Locale } from "../i18n/messages.js";

export const HTML_LANG: Record<Locale, string> = { "zh-cn": "zh-CN", en: "en", "zh-tw": "zh-TW" };

/** Text safe inside an element or a double-quoted attribute. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

// A bag drawn in the theme colour: every page has an icon without a file to fetch.
const favicon = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${colour}"/><path d="M9 12h14l-1.5 13h-11z M12.5 12a3.5 3.5 0 0 1 7 0" fill="none" stroke="#fff" stroke-width="2.4"/></svg>`,
  )}`;

export interface StorefrontDocument {
  locale: Locale;
  /** The page's own title; the shop's title follows it. */
  title: string;
  shopTitle: string;
  description?: string | undefined;
  image?: string | undefined;
  /** The address of this answer, for og:url (a path of this site). */
  path?: string | undefined;
  colour: string;
  /** Markup of the body, already escaped. */
  body: string;
  /** The enhancement scripts' tags the page needs (assets.ts scriptTags). */
  scripts?: string | undefined;
  ogType?: "website" | "product" | undefined;
}

/**
 * The `<head>` lines every shop page shares after its title: description, Open Graph, theme colour
 * and icon (published pages use them too, pages/html.ts).
 */
export function headTags(page: {
  title: string;
  shopTitle: string;
  description?: string | undefined;
  image?: string | undefined;
  path?: string | undefined;
  colour: string;
  ogType?: "website" | "product" | undefined;
}): string {
  const description = (page.description ?? "").trim() || page.title || page.shopTitle;
  return [
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:title" content="${escapeHtml(page.title || page.shopTitle)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:type" content="${page.ogType ?? "website"}">`,
    `<meta property="og:site_name" content="${escapeHtml(page.shopTitle)}">`,
    page.image ? `<meta property="og:image" content="${escapeHtml(page.image)}">` : "",
    page.path ? `<meta property="og:url" content="${escapeHtml(page.path)}">` : "",
    `<meta name="theme-color" content="${page.colour}">`,
    `<link rel="icon" href="${favicon(page.colour)}">`,
  ]
    .filter(Boolean)
    .join("\n");
}

/** A whole HTML document of a shop page: language, title, description, Open Graph, icon, theme. */
export function storefrontDocument(page: StorefrontDocument): string {
  const title = page.title ? `${page.title} - ${page.shopTitle}` : page.shopTitle;
  const scripts = page.scripts ?? "";
  return `<!doctype html>
<html lang="${HTML_LANG[page.locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${headTags(page)}
<style>${baseCss(page.colour)}</style>
${scripts}
</head>
<body>
${page.body}
</body>
</html>
`;
}

/** The shop pages' look: one column up to 750 px, nothing wider than the phone. */
function baseCss(colour: string): string {
  return `html,body{margin:0;padding:0}body{max-width:750px;margin:0 auto;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#323233;background:#f7f8fa;overflow-x:hidden}img{max-width:100%}*{box-sizing:border-box}
a{color:inherit}.sf-bar{display:flex;align-items:center;gap:8px;padding:8px 12px;background:${colour};color:#fff}.sf-bar a{color:#fff;text-decoration:none;font-size:14px}.sf-bar strong{flex:1;font-size:16px;font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.sf-search{display:flex;gap:6px;padding:8px 12px;background:#fff}.sf-search input{flex:1;min-width:0;height:34px;padding:0 10px;border:1px solid #dcdee0;border-radius:17px;font-size:14px}.sf-search button,.sf-btn{height:34px;padding:0 14px;border:0;border-radius:17px;background:${colour};color:#fff;font-size:14px}
.sf-sort{display:flex;gap:4px;padding:6px 12px;background:#fff;border-top:1px solid #ebedf0}.sf-sort a{flex:1;text-align:center;padding:6px 0;font-size:14px;text-decoration:none;color:#646566}.sf-sort a[aria-current]{color:${colour};font-weight:600}
.sf-grid{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:10px;padding:10px 12px;margin:0;list-style:none}.sf-card{display:block;background:#fff;border-radius:8px;overflow:hidden;text-decoration:none}.sf-card img,.sf-card .sf-noimg{display:block;width:100%;aspect-ratio:1;object-fit:cover;background:#f2f3f5}.sf-card h2{margin:6px 8px 0;font-size:14px;font-weight:400;line-height:1.4;overflow:hidden;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical}.sf-card p{margin:4px 8px 8px;display:flex;justify-content:space-between;align-items:baseline;font-size:12px;color:#646566}
.sf-price{color:${colour};font-size:16px;font-weight:600}.sf-was{color:#646566;font-size:13px;font-weight:400;text-decoration:line-through}.sf-vh{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.sf-tag{display:inline-block;margin-right:4px;padding:1px 6px;border-radius:4px;background:${colour};color:#fff;font-size:12px;font-weight:400;vertical-align:1px}.sf-deal{display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 6px;margin-bottom:4px}.sf-deal .sf-price{font-size:20px}.sf-ends{font-size:12px;color:#646566}
.sf-coupons ul{margin:0;padding:0;list-style:none}.sf-coupons li{margin:0 0 6px;padding:6px 10px;border:1px dashed ${colour};border-radius:6px;font-size:13px}.sf-coupons strong{color:${colour}}.sf-coupons small{display:block;color:#646566}.sf-skus tr[aria-current] td{background:#f7f8fa;font-weight:600}.sf-price small{font-size:12px;font-weight:400;margin-left:2px}.sf-empty{padding:60px 20px;text-align:center;color:#646566}
.sf-product section{background:#fff;margin-bottom:8px;padding:12px}.sf-gallery{display:flex;overflow-x:auto;scroll-snap-type:x mandatory;background:#fff}.sf-gallery>*{flex:0 0 100%;scroll-snap-align:start;width:100%;aspect-ratio:1;object-fit:contain}
.sf-product h1{margin:8px 0 0;font-size:17px;line-height:1.4}.sf-state{display:inline-block;margin-top:6px;padding:2px 8px;border-radius:4px;background:#f2f3f5;color:#646566;font-size:13px}
.sf-specs fieldset{border:0;padding:0;margin:0 0 10px}.sf-specs legend{font-size:14px;margin-bottom:6px}.sf-specs label{display:inline-block;position:relative;margin:0 8px 8px 0}.sf-specs input{position:absolute;left:0;top:0;width:1px;height:1px;margin:0;opacity:0}.sf-specs span{display:inline-block;padding:5px 12px;border:1px solid #dcdee0;border-radius:14px;font-size:13px;background:#f7f8fa}.sf-specs input:checked+span{border-color:${colour};color:${colour};background:#fff}.sf-specs input:focus-visible+span{outline:2px solid ${colour}}
table.sf-skus{width:100%;border-collapse:collapse;font-size:13px}.sf-skus th,.sf-skus td{padding:6px 4px;border-bottom:1px solid #ebedf0;text-align:left}
.sf-details{overflow-wrap:anywhere}.sf-details img{height:auto}.sf-buy{position:sticky;bottom:0;display:flex;gap:8px;padding:8px 12px;background:#fff;border-top:1px solid #ebedf0}.sf-buy .sf-btn{flex:1;height:40px;border-radius:20px}.sf-btn[disabled]{opacity:.6}
.sf-freight form{display:flex;flex-wrap:wrap;gap:6px;align-items:center;font-size:14px}.sf-freight select{min-width:0;max-width:60%;height:32px}`;
}
