import type { Locale } from "../i18n/messages.js";
import { escapeHtml } from "./document.js";
import { storefrontTranslator } from "./messages.js";
import { productGrid } from "./product-cards.js";
import type { ProductCardData, Sort } from "./search.js";

export interface ListingPage {
  locale: Locale;
  /** `?lang=` as the shopper gave it, kept in every link. */
  lang?: string | undefined;
  shopTitle: string;
  heading: string;
  /** The address the sort links and the search box go to. */
  path: string;
  q: string;
  sort: Sort;
  items: readonly ProductCardData[];
  emptyText: string;
}

/** The shop's bar: home link and the shop's title in its theme colour. */
export function shopBar(locale: Locale, shopTitle: string, lang?: string): string {
  const t = storefrontTranslator(locale);
  const home = `/s/${lang ? `?lang=${encodeURIComponent(lang)}` : ""}`;
  return `<header class="sf-bar"><a href="${home}">‹ ${escapeHtml(t("sf.home"))}</a><strong>${escapeHtml(shopTitle)}</strong></header>`;
}

/** The search box: a plain GET form to the search page, so it works without script. */
export function searchForm(locale: Locale, q: string, lang?: string): string {
  const t = storefrontTranslator(locale);
  const keep = lang ? `<input type="hidden" name="lang" value="${escapeHtml(lang)}">` : "";
  return `<form class="sf-search" role="search" action="/s/search" method="get"><input type="search" name="q" value="${escapeHtml(q)}" placeholder="${escapeHtml(t("sf.searchPlaceholder"))}" aria-label="${escapeHtml(t("sf.searchPlaceholder"))}" maxlength="50">${keep}<button type="submit">${escapeHtml(t("sf.search"))}</button></form>`;
}

/** The body of the search and category pages: box, sort links, the cards or the empty state. */
export function listingBody(page: ListingPage): string {
  const t = storefrontTranslator(page.locale);
  const link = (sort: Sort) => {
    const query = new URLSearchParams();
    if (page.q) query.set("q", page.q);
    query.set("sort", sort);
    if (page.lang) query.set("lang", page.lang);
    return `${page.path}?${query.toString()}`;
  };
  const sortLabel: Record<Sort, string> = {
    sales: t("sf.sortSales"),
    price: t("sf.sortPrice"),
    newest: t("sf.sortNewest"),
  };
  const sorts = (["sales", "price", "newest"] as const)
    .map(
      (sort) =>
        `<a href="${escapeHtml(link(sort))}"${sort === page.sort ? ' aria-current="true"' : ""}>${escapeHtml(sortLabel[sort])}</a>`,
    )
    .join("");
  const results =
    page.items.length === 0
      ? `<div class="sf-empty" data-empty=""><p>${escapeHtml(page.emptyText)}</p><p>${escapeHtml(t("sf.emptyHint"))}</p></div>`
      : `<p class="sf-count" style="margin:8px 12px 0;font-size:13px;color:#646566">${escapeHtml(t("sf.results", { count: page.items.length }))}</p>${productGrid(page.items, t, page.lang)}`;
  return `${shopBar(page.locale, page.shopTitle, page.lang)}
<main>
<h1 style="margin:10px 12px 0;font-size:16px">${escapeHtml(page.heading)}</h1>
${searchForm(page.locale, page.q, page.lang)}
<nav class="sf-sort" aria-label="${escapeHtml(t("sf.sortLabel"))}">${sorts}</nav>
${results}
</main>`;
}
