import type { HeldCouponView } from "../../orders/shopper-coupons.js";
import type { ClaimableCoupon } from "../claimable-coupons.js";
import { couponTerms } from "../deal-markup.js";
import { escapeHtml } from "../document.js";
import { storefrontTranslator } from "../messages.js";
import { yuan } from "../price.js";
import { addressForm, regionName, type ShopperAddress } from "./address-form.js";
import { lineImage } from "./cart-page.js";
import { emptyState, href, keepLang, label, type PageContext, postForm } from "./shopper-page.js";

/** POST /api/app/checkout/preview's answer (orders/API.md). */
export interface CheckoutPreview {
  goodsCents: number;
  discounts: Array<{ rule: string; cents: number; label: string }>;
  freightCents: number;
  totalCents: number;
  pointsEarned: number;
  coupon: { status: string; reason?: string; claimId?: number; cents?: number };
  lines: Array<{
    skuId: number;
    name: string;
    specText: string;
    image: string;
    quantity: number;
    unitPriceCents: number;
    chargedUnitCents: number;
    payCents: number;
  }>;
}

export interface CheckoutPage {
  addresses: readonly ShopperAddress[];
  addressId: number | undefined;
  coupons: readonly HeldCouponView[];
  couponClaimId: number | undefined;
  claimable: readonly ClaimableCoupon[];
  /** The friend's group-buying team this order joins when paid (the product page's `?team=`). */
  teamId?: number | undefined;
  /** The priced order, or why it cannot be priced (no line selected, no delivery there...). */
  preview: CheckoutPreview | undefined;
  /** The address form's values after a refusal. */
  addressValues?: Partial<Record<"contact" | "phone" | "region" | "detail", string>>;
}

function addressChoice(page: PageContext, address: ShopperAddress, chosen: boolean): string {
  return `<label class="sh-choice"><input type="radio" name="addressId" value="${address.id}"${chosen ? " checked" : ""}><span><strong>${escapeHtml(address.contact)}</strong> ${escapeHtml(address.phone)}${address.isDefault ? ` <span class="sf-tag">${label(page.t, "sh.default")}</span>` : ""}<br>${escapeHtml(regionName(address.region))} ${escapeHtml(address.detail)}</span></label>`;
}

function couponOption(page: PageContext, coupon: HeldCouponView, chosen: boolean): string {
  const terms = couponTerms(
    { ...coupon, id: coupon.couponId, endAt: new Date(coupon.validTo) },
    storefrontTranslator(page.locale),
  );
  return `<option value="${coupon.claimId}"${chosen ? " selected" : ""}>${escapeHtml(`${terms} ${coupon.name}`)}</option>`;
}

/**
 * The activity the URL brought to this page (a friend's group `team`), carried through each of its
 * forms, so choosing an address, adding one or claiming a coupon does not drop the team.
 */
function carried(data: CheckoutPage): string {
  return data.teamId ? `<input type="hidden" name="team" value="${data.teamId}">` : "";
}

/** Address and coupon chosen in one GET form: the page prices the order again, no script. */
function choices(page: PageContext, data: CheckoutPage): string {
  const { t } = page;
  const addresses = data.addresses
    .map((a) => addressChoice(page, a, a.id === data.addressId))
    .join("");
  const coupons = `<label class="sh-field">${label(t, "sh.coupon")}<select name="couponClaimId"><option value="">${label(t, "sh.noCoupon")}</option>${data.coupons.map((c) => couponOption(page, c, c.claimId === data.couponClaimId)).join("")}</select></label>`;
  return `<form method="get" action="/s/checkout" class="sh-card" data-checkout-choices="">${keepLang(page)}${carried(data)}<h2>${label(t, "sh.address")}</h2>${addresses}${coupons}<button class="sh-ghost" type="submit">${label(t, "sh.apply")}</button></form>`;
}

function claimList(page: PageContext, data: CheckoutPage): string {
  if (data.claimable.length === 0) return "";
  const sf = storefrontTranslator(page.locale);
  const back = [
    data.addressId ? `<input type="hidden" name="addressId" value="${data.addressId}">` : "",
    carried(data),
  ].join("");
  const items = data.claimable.map(
    (coupon) =>
      `<li class="sh-choice" data-claimable="${coupon.id}"><span style="flex:1"><strong class="sf-price" style="font-size:14px">${escapeHtml(couponTerms(coupon, sf))}</strong> ${escapeHtml(coupon.name)}</span>${postForm(page, "/s/coupons/claim", `<input type="hidden" name="couponId" value="${coupon.id}">${back}<button class="sh-ghost" type="submit">${label(page.t, "sh.claim")}</button>`)}</li>`,
  );
  return `<section class="sh-card"><h2>${label(page.t, "sh.claimable")}</h2><ul class="sh-list">${items.join("")}</ul></section>`;
}

function breakdown(page: PageContext, preview: CheckoutPreview): string {
  const { t } = page;
  const rows = [
    `<dt>${label(t, "sh.goods")}</dt><dd data-break="goods">${yuan(preview.goodsCents)}</dd>`,
    ...preview.discounts.map(
      (d) =>
        `<dt>${escapeHtml(d.label)}</dt><dd data-break="${escapeHtml(d.rule)}">-${yuan(d.cents)}</dd>`,
    ),
    `<dt>${label(t, "sh.freight")}</dt><dd data-break="freight">${yuan(preview.freightCents)}</dd>`,
    `<dt class="sh-grand">${label(t, "sh.total")}</dt><dd class="sh-grand sf-price" data-break="total">${yuan(preview.totalCents)}</dd>`,
  ];
  const note =
    preview.coupon.status === "notApplicable" && preview.coupon.reason
      ? `<p class="sh-problem" data-coupon-problem="">${escapeHtml(t("sh.couponNotApplicable", { reason: preview.coupon.reason }))}</p>`
      : "";
  const points =
    preview.pointsEarned > 0
      ? `<p class="sh-spec">${escapeHtml(t("sh.pointsEarned", { points: preview.pointsEarned }))}</p>`
      : "";
  return `<section class="sh-card" data-breakdown=""><dl class="sh-break">${rows.join("")}</dl>${note}${points}</section>`;
}

function lines(preview: CheckoutPreview): string {
  return `<ul class="sh-list sh-card">${preview.lines
    .map(
      (line) =>
        `<li class="sh-line" style="margin-bottom:8px">${lineImage(line.image, line.name)}<div><h3>${escapeHtml(line.name)}</h3>${line.specText ? `<p class="sh-spec">${escapeHtml(line.specText)}</p>` : ""}<p style="margin:4px 0 0">${yuan(line.chargedUnitCents)}${line.chargedUnitCents !== line.unitPriceCents ? ` <s class="sh-spec">${yuan(line.unitPriceCents)}</s>` : ""} × ${line.quantity}</p></div></li>`,
    )
    .join("")}</ul>`;
}

/**
 * The order as it will be placed: the prices the shopper saw travel with it (expectedPrices,
 * expectedTotalCents), so a price that moved meanwhile is refused with its message, not charged.
 */
function submitForm(page: PageContext, data: CheckoutPage, preview: CheckoutPreview): string {
  const { t } = page;
  const hidden = [
    `<input type="hidden" name="addressId" value="${data.addressId}">`,
    data.couponClaimId
      ? `<input type="hidden" name="couponClaimId" value="${data.couponClaimId}">`
      : "",
    `<input type="hidden" name="expectedTotalCents" value="${preview.totalCents}">`,
    data.teamId
      ? `<input type="hidden" name="team" value="${data.teamId}"><p class="sh-spec" data-joining-team="${data.teamId}">${label(t, "sh.group.joining")}</p>`
      : "",
    ...preview.lines.map(
      (l) => `<input type="hidden" name="price_${l.skuId}" value="${l.unitPriceCents}">`,
    ),
  ].join("");
  return postForm(
    page,
    "/s/checkout",
    `${hidden}<label class="sh-field sh-card">${label(t, "sh.remark")}<textarea name="remark" maxlength="200"></textarea></label><div class="sh-sum"><span>${label(t, "sh.total")} <strong class="sf-price">${yuan(preview.totalCents)}</strong></span><button class="sf-btn" type="submit">${label(t, "sh.submitOrder")}</button></div>`,
  );
}

/** The checkout page: address, coupon, what is bought, the breakdown, 提交订单. */
export function checkoutBody(page: PageContext, data: CheckoutPage): string {
  const { t } = page;
  if (data.addresses.length === 0)
    return `${emptyState(t("sh.noAddress"), t("sh.noAddressHint"))}<section class="sh-card"><h2>${label(t, "sh.addAddress")}</h2>${addressForm(page, data.addressValues, carried(data))}</section>`;
  const add = `<details class="sh-card"${data.addressValues ? " open" : ""}><summary>${label(t, "sh.addAddress")}</summary>${addressForm(page, data.addressValues, carried(data))}</details>`;
  const priced = data.preview
    ? `${lines(data.preview)}${breakdown(page, data.preview)}${submitForm(page, data, data.preview)}`
    : `<p><a class="sh-ghost" style="display:inline-block;line-height:30px;text-decoration:none" href="${escapeHtml(href(page, "/s/cart"))}">${label(t, "sh.back")}</a></p>`;
  return `${choices(page, data)}${add}${claimList(page, data)}${priced}`;
}
