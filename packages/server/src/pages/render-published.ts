import { createHash } from "node:crypto";
import type { Locale } from "@vitrine/editor-core";
import type { LiveProduct } from "@vitrine/editor-react/server";
import { cacheControlUntil } from "../storefront/send-public.js";
import type { ShopLook } from "../storefront/shop-look.js";
import { renderPublicPage } from "./html.js";
import type { Published, Rendered } from "./published-copy.js";

export interface PublicHtml {
  html: string;
  cacheKey: string;
  /** Set while an activity boundary is near: shared caches keep the page no longer than that. */
  cacheControl?: string;
}

/** What is sent: the rendering, and how long a shared cache may keep it from now (`clock`). */
export function publicAnswer(rendered: Rendered, clock: () => Date): PublicHtml {
  const { html, cacheKey, expiresAt } = rendered;
  if (expiresAt === undefined) return { html, cacheKey };
  return { html, cacheKey, cacheControl: cacheControlUntil([new Date(expiresAt)], clock()) };
}

/** Renders a published version in `locale` with its goods' state and the shop's look. */
export function renderPublished(
  entry: Published,
  locale: Locale,
  state: {
    products: ReadonlyMap<string, LiveProduct> | undefined;
    /** The goods' state (liveProductsStamp), "" for a page without product lists. */
    goods: string;
    look: ShopLook;
    checkedAt: number;
    expiresAt: number | undefined;
  },
): Rendered {
  const { products, goods, look } = state;
  const html = renderPublicPage(entry.document, entry.name, locale, entry.id, products, look);
  // What the bytes depend on besides the version: the goods' state and the shop's look.
  const goodsHash = createHash("sha1")
    .update(goods)
    .update("\u0000")
    .update(look.stamp)
    .digest("base64url");
  return {
    goods,
    look: look.stamp,
    html,
    cacheKey: `page:${entry.id}:${entry.stamp}:${locale}:${goodsHash}`,
    checkedAt: state.checkedAt,
    expiresAt: state.expiresAt,
  };
}
