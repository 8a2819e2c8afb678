/**
 * The storefront's public addresses. A published page lives at `/s/<slug>`, the shop's home page
 * at `/s/`; the storefront's own pages (product, search, category, the enhancement script's assets)
 * live beside them under `/s/`, so their first path segment can never be a page's slug.
 */
export const STOREFRONT_PREFIX = "/s/";

/** First path segments the storefront keeps for itself (issue 32 part B claims its own here). */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  "product",
  "products",
  "search",
  "category",
  "categories",
  "assets",
  "api",
  "s",
  "static",
  "page",
  "pages",
  "cart",
  "checkout",
  "account",
  "coupons",
  "order",
  "orders",
  "beacon",
  "favicon.ico",
  "robots.txt",
  "sitemap.xml",
]);

/** Lowercase letters, digits and single hyphens inside; at most SLUG_MAX_LENGTH characters. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 64;

export type SlugProblem = "format" | "reserved";

/** Why `slug` cannot name a page, or undefined when it can. */
export function slugProblem(slug: string): SlugProblem | undefined {
  if (slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) return "format";
  // `page-<n>` is every slug-less page's address: no page may take another's.
  if (RESERVED_SLUGS.has(slug) || /^page-\d+$/.test(slug)) return "reserved";
  return undefined;
}

export interface PageAddress {
  id: number;
  slug: string | null;
  isHome: boolean;
}

/** The page's own public path: `/s/<slug>`, or `/s/page-<id>` while it has no slug. */
export function pagePath(page: PageAddress): string {
  return `${STOREFRONT_PREFIX}${page.slug ?? `page-${page.id}`}`;
}

/** Every path that shows the page (what a CDN must purge when it changes). */
export function pathsOf(page: PageAddress): string[] {
  const paths = [pagePath(page), `/api/page/public/${page.id}?format=html`];
  if (page.isHome) paths.unshift(STOREFRONT_PREFIX);
  return paths;
}
