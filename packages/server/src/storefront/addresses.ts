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
  "order",
  "orders",
  "beacon",
  "favicon.ico",
  "robots.txt",
  "sitemap.xml",
]);

/** Lowercase letters, digits and single hyphens inside; 1-64 characters. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){0,63}$/;
export const SLUG_MAX_LENGTH = 64;

export type SlugProblem = "format" | "reserved";

/** Why `slug` cannot name a page, or undefined when it can. */
export function slugProblem(slug: string): SlugProblem | undefined {
  if (!SLUG_PATTERN.test(slug)) return "format";
  if (RESERVED_SLUGS.has(slug)) return "reserved";
  return undefined;
}

/** The public path of a page: `/s/` for the home page, `/s/<slug>` for one with a slug. */
export function publicPathOf(page: { slug: string | null; isHome: boolean; id: number }): string[] {
  const paths: string[] = [];
  if (page.isHome) paths.push(STOREFRONT_PREFIX);
  if (page.slug) paths.push(`${STOREFRONT_PREFIX}${page.slug}`);
  paths.push(`/api/page/public/${page.id}?format=html`);
  return paths;
}
