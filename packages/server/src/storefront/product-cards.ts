import { activityLabel } from "./deal-markup.js";
import { escapeHtml } from "./document.js";
import type { StorefrontKey } from "./messages.js";
import { priceFrom, yuan } from "./price.js";
import type { ProductCardData } from "./search.js";

type T = (key: StorefrontKey, params?: Record<string, string | number>) => string;

/** The product page's address, keeping the shopper's chosen language. */
export const productPath = (id: number, lang?: string) =>
  `/s/product/${id}${lang ? `?lang=${encodeURIComponent(lang)}` : ""}`;

/** Two cards a row, each a link to its product page (works without script). */
export function productGrid(items: readonly ProductCardData[], t: T, lang?: string): string {
  const cards = items.map((item, index) => {
    // Only the first row is above the fold on a phone; the rest load as the shopper scrolls.
    const loading = index < 2 ? "" : ' loading="lazy"';
    const picture = item.image
      ? `<img src="${escapeHtml(item.image)}" alt="" width="300" height="300"${loading}>`
      : '<span class="sf-noimg"></span>';
    const state =
      item.stock <= 0 ? ` <span class="sf-state">${escapeHtml(t("sf.soldOut"))}</span>` : "";
    // While an activity runs: its label and price, the sale price struck out beside them.
    const price = item.deal
      ? `<span><small class="sf-tag">${escapeHtml(activityLabel(item.deal.kind, t))}</small><span class="sf-price" data-deal-price="">${yuan(item.deal.priceCents)}</span> <s class="sf-was">${yuan(item.minPriceCents)}</s></span>`
      : priceFrom(item.minPriceCents, item.maxPriceCents, t);
    return `<li><a class="sf-card" href="${productPath(item.id, lang)}" data-product-id="${item.id}">${picture}<h2>${escapeHtml(item.name)}</h2><p>${price}<span>${escapeHtml(t("sf.sales", { count: item.sales }))}${state}</span></p></a></li>`;
  });
  return `<ul class="sf-grid">${cards.join("")}</ul>`;
}
