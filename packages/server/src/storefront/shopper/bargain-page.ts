import { formatCents } from "../../goods/money.js";
import type { BargainView } from "../../orders/bargain.js";
import { escapeHtml } from "../document.js";
import { yuan } from "../price.js";
import { type BargainPageTranslate, bargainPageTranslator } from "./bargain-messages.js";
import { lineImage } from "./cart-page.js";
import { href, type PageContext, postForm, shopTime } from "./shopper-page.js";

const BARGAIN_CSS = `<style>.bg-bar{display:block;width:100%;height:12px;margin:10px 0 4px;accent-color:#ee0a24}.bg-now{color:#ee0a24;font-size:22px;font-weight:600}.bg-left{margin:6px 0 0;font-size:13px;color:#646566}.bg-share{display:block;width:100%;height:36px;margin-top:6px;padding:0 8px;border:1px solid #dcdee0;border-radius:6px;font-size:13px;background:#f7f8fa}</style>`;

/** Whole hours and minutes to the deadline, by the server's clock (the view's secondsLeft). */
function timeLeft(view: BargainView, t: BargainPageTranslate): string {
  if (view.state === "ended")
    return `<p class="bg-left" data-bargain-ended="">${escapeHtml(t("bg.ended"))}</p>`;
  const minutes = Math.floor(view.secondsLeft / 60);
  const text = escapeHtml(
    t("bg.timeLeft", { hours: Math.floor(minutes / 60), minutes: minutes % 60, time: "\u0000" }),
  ).replace("\u0000", shopTime(view.expiresAt));
  return `<p class="bg-left" data-bargain-left="${view.secondsLeft}">${text}</p>`;
}

/** The prices and how far the helps have come: a progress bar from the start to the floor. */
function priceCard(page: PageContext, view: BargainView, t: BargainPageTranslate): string {
  const span = view.startPriceCents - view.floorPriceCents;
  const cut = view.startPriceCents - view.priceCents;
  const left = view.priceCents - view.floorPriceCents;
  const progress =
    left === 0
      ? t("bg.atFloor")
      : t("bg.progress", { cut: formatCents(cut), left: formatCents(left) });
  return `<section class="sh-card" data-bargain="${view.id}" data-bargain-state="${view.state}"><div class="sh-line">${lineImage(view.image, view.name)}<div><h3><a href="${escapeHtml(href(page, `/s/product/${view.goodsId}`))}">${escapeHtml(view.name)}</a></h3>${view.specText ? `<p class="sh-spec">${escapeHtml(view.specText)}</p>` : ""}<p class="sh-spec">${escapeHtml(t("bg.ownerOf", { owner: view.owner }))}</p></div></div>
<dl class="sh-break" style="margin-top:10px"><dt>${escapeHtml(t("bg.salePrice"))}</dt><dd><s>${yuan(view.salePriceCents)}</s></dd><dt>${escapeHtml(t("bg.floorPrice"))}</dt><dd data-bargain-floor="">${yuan(view.floorPriceCents)}</dd><dt>${escapeHtml(t("bg.reachedPrice"))}</dt><dd class="bg-now" data-bargain-price="${view.priceCents}">${yuan(view.priceCents)}</dd></dl>
<label class="sf-vh" for="bg-bar">${escapeHtml(t("bg.progressLabel"))}</label><progress id="bg-bar" class="bg-bar" max="${span}" value="${cut}">${escapeHtml(progress)}</progress><p style="margin:0;font-size:13px">${escapeHtml(progress)}</p>${timeLeft(view, t)}</section>`;
}

/** What this visitor can do: the owner buys, a friend cuts once, a signed-out one signs in first. */
function actionCard(page: PageContext, view: BargainView, t: BargainPageTranslate): string {
  const path = `/s/bargain/${view.id}`;
  const button = (text: string) =>
    `<button class="sf-btn sh-wide" type="submit">${escapeHtml(text)}</button>`;
  if (view.viewer === "owner") {
    if (view.bought)
      return `<section class="sh-card"><p data-bargain-bought="">${escapeHtml(t("bg.bought"))}</p><a class="sh-ghost" style="display:inline-block;line-height:30px;text-decoration:none" href="${escapeHtml(href(page, "/s/orders"))}">${escapeHtml(t("bg.viewOrders"))}</a></section>`;
    return view.canBuy
      ? `<section class="sh-card">${postForm(page, `${path}/buy`, button(t("bg.buy")), ' data-bargain-buy=""')}</section>`
      : "";
  }
  if (view.viewer === "helped")
    return `<section class="sh-card"><p data-bargain-my-cut="${view.myCutCents ?? 0}">${escapeHtml(
      view.myCutCents
        ? t("bg.helped", { cut: formatCents(view.myCutCents) })
        : t("bg.helpedBefore"),
    )}</p></section>`;
  if (!view.canHelp) return "";
  if (view.viewer === "guest")
    return `<section class="sh-card"><a class="sf-btn sh-wide" style="display:block;line-height:44px;text-align:center;text-decoration:none" href="${escapeHtml(href(page, "/s/account/login", { next: href(page, path) }))}">${escapeHtml(t("bg.helpSignIn"))}</a></section>`;
  return `<section class="sh-card">${postForm(page, `${path}/help`, button(t("bg.help")), ' data-bargain-help=""')}</section>`;
}

function helpersCard(view: BargainView, t: BargainPageTranslate): string {
  const items = view.helpers.map(
    (h) =>
      `<li class="sh-choice" data-bargain-helper=""><span style="flex:1">${escapeHtml(h.phone)}</span><span>${escapeHtml(t("bg.cut", { cut: formatCents(h.cutCents) }))}</span></li>`,
  );
  const list =
    items.length > 0
      ? `<ul class="sh-list">${items.join("")}</ul>`
      : `<p class="sh-spec">${escapeHtml(t("bg.noHelpers"))}</p>`;
  return `<section class="sh-card"><h2>${escapeHtml(t("bg.helpers"))}</h2><p class="sh-spec">${escapeHtml(t("bg.helpersCount", { done: view.helpsDone, needed: view.helpersNeeded }))}</p>${list}</section>`;
}

/** The address a friend opens: this page, absolute, with the owner's language kept. */
function shareCard(view: BargainView, t: BargainPageTranslate, shareUrl: string): string {
  if (view.state === "ended") return "";
  return `<section class="sh-card"><h2><label for="bg-share">${escapeHtml(t("bg.share"))}</label></h2><p class="sh-spec">${escapeHtml(t("bg.shareHint"))}</p><input id="bg-share" class="bg-share" type="text" readonly value="${escapeHtml(shareUrl)}" data-bargain-share=""></section>`;
}

/** The bargain's page body: prices and progress, what the visitor can do, the helpers, the link. */
export function bargainBody(page: PageContext, view: BargainView, shareUrl: string): string {
  const t = bargainPageTranslator(page.locale);
  return `${BARGAIN_CSS}${priceCard(page, view, t)}${actionCard(page, view, t)}${helpersCard(view, t)}${shareCard(view, t, shareUrl)}`;
}
