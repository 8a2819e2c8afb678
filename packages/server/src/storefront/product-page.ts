import { sanitizeHtml } from "@vitrine/editor-react/server";
import { formatCents } from "../goods/money.js";
import { regionTree } from "../goods/regions.js";
import type { Locale } from "../i18n/messages.js";
import type { RunningActivity } from "./activity-price.js";
import type { ClaimableCoupon } from "./claimable-coupons.js";
import { activityLabel, couponList, dealBlock } from "./deal-markup.js";
import { escapeHtml } from "./document.js";
import type { FreightHint } from "./freight-hint.js";
import { shopBar } from "./listing-page.js";
import { storefrontTranslator } from "./messages.js";
import { priceRange, yuan } from "./price.js";
import type { StorefrontProduct } from "./product-data.js";
import { bargainPageTranslator } from "./shopper/bargain-messages.js";
import { shopperTranslator } from "./shopper/messages.js";

export interface ProductPage {
  locale: Locale;
  lang?: string | undefined;
  shopTitle: string;
  product: StorefrontProduct;
  region?: string | undefined;
  freight?: FreightHint | undefined;
  /** The activities running now on the product, the cheapest first (activity-price.ts). */
  activities?: readonly RunningActivity[] | undefined;
  /** The coupons a shopper could claim now for it. */
  coupons?: readonly ClaimableCoupon[] | undefined;
  /** A friend's group-buying team to join (`?team=`), kept through 立即购买 to the checkout. */
  team?: number | undefined;
}

/** Each SKU's lowest activity price now and that activity's label, for the chooser. */
function skuDeals(page: ProductPage, t: ReturnType<typeof storefrontTranslator>) {
  const deals = new Map<number, { a: string; l: string }>();
  const best = new Map<number, number>();
  for (const activity of page.activities ?? [])
    for (const [skuId, cents] of activity.skuPrices) {
      if ((best.get(skuId) ?? Number.POSITIVE_INFINITY) <= cents) continue;
      best.set(skuId, cents);
      deals.set(skuId, { a: yuan(cents), l: activityLabel(activity.kind, t) });
    }
  return deals;
}

/** The SKUs as the spec chooser script reads them (data-skus): no more than it needs. */
function skuData(
  product: StorefrontProduct,
  deals: ReadonlyMap<number, { a: string; l: string }>,
): string {
  return JSON.stringify(
    product.skus.map((s) => ({
      id: s.id,
      o: s.optionIds,
      p: yuan(s.priceCents),
      s: s.stock,
      i: s.image,
      ...deals.get(s.id),
    })),
  );
}

function gallery(product: StorefrontProduct): string {
  const pictures = product.images.map(
    (src, index) =>
      `<img src="${escapeHtml(src)}" alt="${escapeHtml(product.name)}" width="750" height="750"${index === 0 ? ' data-sf-main=""' : ' loading="lazy"'}>`,
  );
  if (product.videoUrl)
    pictures.push(
      `<video src="${escapeHtml(product.videoUrl)}" controls playsinline preload="none"${product.images[0] ? ` poster="${escapeHtml(product.images[0])}"` : ""}></video>`,
    );
  if (pictures.length === 0) return "";
  return `<div class="sf-gallery">${pictures.join("")}</div>`;
}

/**
 * The spec chooser: a radio group per spec (they need no script to be chosen); the script then
 * shows the chosen SKU's price, stock and picture. Beside it a table of every SKU with its price
 * (and activity price) and stock, which is what a shopper without script reads; the script marks
 * the chosen row and keeps the table: hiding it would move everything below under the shopper's
 * eyes (a layout shift Lighthouse counted at 0.08).
 */
function specs(page: ProductPage, t: ReturnType<typeof storefrontTranslator>): string {
  const { product } = page;
  if (product.specs.length === 0 || product.skus.length < 2) return "";
  const deals = skuDeals(page, t);
  const groups = product.specs.map(
    (group) =>
      `<fieldset><legend>${escapeHtml(group.name)}</legend>${group.values
        .map(
          (value) =>
            `<label><input type="radio" name="spec-${group.specId}" value="${value.id}" form="sf-buy"><span>${escapeHtml(value.name)}</span></label>`,
        )
        .join("")}</fieldset>`,
  );
  const rows = product.skus.map((sku) => {
    const deal = deals.get(sku.id);
    const price = deal
      ? `${escapeHtml(deal.l)} ${deal.a} <s>${yuan(sku.priceCents)}</s>`
      : yuan(sku.priceCents);
    const stock = sku.stock > 0 ? t("sf.stock", { count: sku.stock }) : t("sf.soldOut");
    return `<tr data-sku-id="${sku.id}"><td>${escapeHtml(sku.specText)}</td><td>${price}</td><td>${escapeHtml(stock)}</td></tr>`;
  });
  return `<section class="sf-specs"><h2 style="margin:0 0 8px;font-size:15px">${escapeHtml(t("sf.specs"))}</h2><form data-sf-specs="" data-skus="${escapeHtml(skuData(product, deals))}">${groups.join("")}</form><table class="sf-skus" data-sf-sku-table=""><caption style="text-align:left;font-size:13px;color:#646566;padding-bottom:4px">${escapeHtml(t("sf.skuTable"))}</caption><thead><tr><th scope="col">${escapeHtml(t("sf.specs"))}</th><th scope="col">${escapeHtml(t("sf.price"))}</th><th scope="col">${escapeHtml(t("sf.stockHeading"))}</th></tr></thead><tbody>${rows.join("")}</tbody></table></section>`;
}

function freightSection(page: ProductPage, t: ReturnType<typeof storefrontTranslator>): string {
  const options = regionTree()
    .map(
      (province) =>
        `<option value="${province.code}"${province.code === page.region ? " selected" : ""}>${escapeHtml(province.name)}</option>`,
    )
    .join("");
  const hint = page.freight;
  const text =
    hint === undefined
      ? t("sf.freightChoose")
      : hint.kind === "free"
        ? t("sf.freightFree")
        : hint.kind === "none"
          ? t("sf.freightNone")
          : t("sf.freightFee", { fee: formatCents(hint.cents) });
  const keep = page.lang
    ? `<input type="hidden" name="lang" value="${escapeHtml(page.lang)}">`
    : "";
  return `<section class="sf-freight"><form method="get" action="/s/product/${page.product.id}"><label for="sf-region">${escapeHtml(t("sf.freightTo"))}</label><select id="sf-region" name="region"><option value="">-</option>${options}</select>${keep}<button class="sf-btn" type="submit" style="height:32px">${escapeHtml(t("sf.freightCheck"))}</button></form><p data-sf-freight="" style="margin:8px 0 0;font-size:14px">${escapeHtml(text)}</p></section>`;
}

/**
 * 加入购物车 / 立即购买: a form posting the product, the quantity and the chosen spec options (the
 * spec radios belong to it through form="sf-buy") to the cart (storefront/shopper), so it works
 * without script; the button keeps data-cart-hook and the chooser's data-sku-id.
 */
function buyForm(page: ProductPage, soldOut: boolean): string {
  const t = storefrontTranslator(page.locale);
  const sh = shopperTranslator(page.locale);
  const { product } = page;
  const single = product.skus.length === 1 ? product.skus[0]?.id : undefined;
  const off = soldOut ? " disabled" : "";
  const keep = page.lang
    ? `<input type="hidden" name="lang" value="${escapeHtml(page.lang)}">`
    : "";
  // Only a product in a running group buy takes a team to join.
  const joining =
    page.team !== undefined && (page.activities ?? []).some((a) => a.kind === "group")
      ? page.team
      : undefined;
  const team =
    joining === undefined
      ? ""
      : `<input type="hidden" name="team" value="${joining}"><p class="sh-spec" data-joining-team="${joining}" style="width:100%;margin:0 0 6px">${escapeHtml(sh("sh.group.joining"))}</p>`;
  return `<form class="sf-buy" id="sf-buy" method="post" action="/s/cart/add">${team}<input type="hidden" name="goodsId" value="${product.id}">${single ? `<input type="hidden" name="skuId" value="${single}">` : ""}${keep}<label class="sf-vh" for="sf-qty">${escapeHtml(sh("sh.quantity"))}</label><input id="sf-qty" name="quantity" type="number" min="1" max="999" value="1" style="width:56px;height:40px;border:1px solid #dcdee0;border-radius:6px;text-align:center;font-size:15px"${off}><button class="sf-btn" type="submit" name="go" value="cart"${off} data-cart-hook="" data-goods-id="${product.id}" data-sku-id="${single ?? ""}">${escapeHtml(soldOut ? t("sf.soldOut") : t("sf.addToCart"))}</button><button class="sf-btn" type="submit" name="go" value="buy"${off}>${escapeHtml(sh("sh.buyNow"))}</button></form>`;
}

/**
 * 发起砍价 for each bargain running on the product: a form posting the activity to the shopper's
 * bargain pages (storefront/shopper/bargain-routes.ts), which start the shopper's bargain (or lead
 * back to the one they have open) and sign a signed-out visitor in first. The same for everyone,
 * so the page stays one cached rendering; the step itself checks the shopper.
 */
function bargainForms(page: ProductPage): string {
  const bargains = (page.activities ?? []).filter((a) => a.kind === "bargain");
  if (bargains.length === 0) return "";
  const t = bargainPageTranslator(page.locale);
  const keep = page.lang
    ? `<input type="hidden" name="lang" value="${escapeHtml(page.lang)}">`
    : "";
  const forms = bargains.map((activity) => {
    const [skuId, floor] = [...activity.skuPrices][0] ?? [0, activity.minPriceCents];
    const spec =
      page.product.skus.length > 1
        ? (page.product.skus.find((s) => s.id === skuId)?.specText ?? "")
        : "";
    const hint = `${spec ? `${spec} · ` : ""}${t("bg.startHint", { floor: formatCents(floor) })}`;
    return `<form method="post" action="/s/bargain/start" data-bargain-start="${activity.activityId}" style="display:flex;gap:10px;align-items:center;justify-content:space-between;margin:8px 0 0"><input type="hidden" name="activityId" value="${activity.activityId}"><input type="hidden" name="goodsId" value="${page.product.id}">${keep}<span style="font-size:13px;color:#646566">${escapeHtml(hint)}</span><button class="sf-btn" type="submit">${escapeHtml(t("bg.start"))}</button></form>`;
  });
  return `<section class="sf-bargain">${forms.join("")}</section>`;
}

/**
 * The product page's body: pictures, price, name, state, specs, freight, details, cart hook, and
 * the analytics beacon's mark (its view and the published page that led to it, analytics/).
 */
export function productBody(page: ProductPage): string {
  const t = storefrontTranslator(page.locale);
  const { product } = page;
  const soldOut = product.stock <= 0;
  const state = soldOut
    ? `<p class="sf-state" data-sf-state="">${escapeHtml(t("sf.soldOut"))}</p>`
    : "";
  const details = sanitizeHtml(product.description);
  const deal = page.activities?.[0];
  return `${shopBar(page.locale, page.shopTitle, page.lang)}
<main class="sf-product" data-sf="product" data-msg-stock="${escapeHtml(t("sf.stock", { count: "{count}" }))}" data-msg-sold-out="${escapeHtml(t("sf.soldOut"))}">
<span hidden data-sf="beacon" data-sf-product="${product.id}"></span>
${gallery(product)}
<section>
${deal ? dealBlock(deal, t) : ""}
<p style="margin:0">${deal ? `<span class="sf-vh">${escapeHtml(t("sf.salePrice"))}</span>` : ""}<span class="sf-price${deal ? " sf-was" : ""}" data-sf-price="">${priceRange(product.minPriceCents, product.maxPriceCents)}</span></p>
<h1>${escapeHtml(product.name)}</h1>
<p style="margin:6px 0 0;font-size:13px;color:#646566"><span data-sf-stock="">${escapeHtml(t("sf.stock", { count: product.stock }))}</span> · ${escapeHtml(t("sf.sales", { count: product.sales }))}</p>
${state}
</section>
${bargainForms(page)}
${couponList(page.coupons ?? [], t)}
${specs(page, t)}
${freightSection(page, t)}
${details ? `<section class="sf-details"><h2 style="margin:0 0 8px;font-size:15px">${escapeHtml(t("sf.details"))}</h2>${details}</section>` : ""}
${buyForm(page, soldOut)}
</main>`;
}

/** The body of an off-sale product: said plainly, with the search box to find another. */
export function offSaleBody(locale: Locale, shopTitle: string, lang?: string): string {
  const t = storefrontTranslator(locale);
  return `${shopBar(locale, shopTitle, lang)}
<main class="sf-empty" data-sf-off-sale=""><h1 style="font-size:18px">${escapeHtml(t("sf.offSale"))}</h1><p>${escapeHtml(t("sf.offSaleHint"))}</p><p><a class="sf-btn" style="display:inline-block;line-height:34px;text-decoration:none" href="/s/search${lang ? `?lang=${encodeURIComponent(lang)}` : ""}">${escapeHtml(t("sf.searchAll"))}</a></p></main>`;
}
