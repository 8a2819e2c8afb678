import type { OrderLineAnswer } from "@vitrine/contract";
import { escapeHtml } from "../document.js";
import { yuan } from "../price.js";
import { regionName } from "./address-form.js";
import { type AfterSales, afterSaleCard, afterSaleStep } from "./after-sale-page.js";
import { lineImage } from "./cart-page.js";
import type { ShopperKey } from "./messages.js";
import { emptyState, href, label, type PageContext, postForm, shopTime } from "./shopper-page.js";

/** GET /api/app/orders' rows (orders/order-view.ts orderSummary). */
export interface OrderSummary {
  orderNo: string;
  status: number;
  totalCents: number;
  itemCount: number;
  phone: string;
  carrier: string;
  trackingNo: string;
  /** Every parcel (the first is carrier / trackingNo). */
  parcels?: Array<{ carrier: string; trackingNo: string }>;
  payDeadline: string | null;
  createdAt: string | null;
}

/** GET /api/app/orders/detail's answer (orders/order-view.ts orderDetail). */
export interface OrderDetail extends OrderSummary {
  breakdown: {
    goodsCents: number;
    discounts: Array<{ rule: string; cents: number; label: string }>;
    freightCents: number;
    totalCents: number;
  };
  contact: string;
  region: string;
  address: string;
  remark: string;
  lines: OrderLineAnswer[];
  events: Array<{ type: string; at: string | null }>;
  /** The group-buying team of a group order (orders/group-team.ts orderTeamView), else null. */
  group?: {
    teamId: number | null;
    state: number | null;
    size: number;
    joined: number;
    missing: number;
    expiresAt: string | null;
  } | null;
}

const EVENTS = new Set([
  "created",
  "paid",
  "refundDue",
  "shipped",
  "completed",
  "closed",
  "groupOpened",
  "groupJoined",
  "groupFilled",
  "groupFailed",
  "groupRefused",
]);

/**
 * A group order's team: 拼团中 · 差N人 with the link that lets a friend join (the product page's
 * `?team=`), 拼团成功, or 拼团失败 已退款 once the sweep refunded it. Nothing before payment.
 */
function teamCard(page: PageContext, order: OrderDetail): string {
  const group = order.group;
  if (!group || group.state === null) return "";
  const { t } = page;
  let state: string;
  let share = "";
  if (group.state === 1) state = t("sh.group.filled");
  else if (group.state === 2)
    state = t(order.status === 4 ? "sh.group.failed" : "sh.group.failedDue");
  else {
    state = `${t("sh.group.waiting")} · ${t("sh.group.missing", { count: group.missing })}`;
    const goodsId = order.lines[0]?.goodsId;
    if (goodsId !== undefined && group.teamId !== null) {
      const link = href(page, `/s/product/${goodsId}`, { team: String(group.teamId) });
      share = `<p style="margin:8px 0 0;font-size:13px">${escapeHtml(t("sh.group.shareHint"))}</p><p style="margin:6px 0 0"><a class="sf-btn" data-team-share="" href="${escapeHtml(link)}">${label(t, "sh.group.share")}</a>${group.expiresAt ? ` <span class="sh-spec">${shopTime(group.expiresAt)}</span>` : ""}</p>`;
    }
  }
  return `<section class="sh-card" data-team="${group.teamId ?? ""}" data-team-state="${group.state}"><h2>${label(t, "sh.group.title")}</h2><p style="margin:0;font-size:15px"><strong>${escapeHtml(state)}</strong></p>${share}</section>`;
}

const statusKey = (status: number) => `sh.status${status}` as ShopperKey;

function statusTag(page: PageContext, status: number): string {
  const name = status >= 0 && status <= 4 ? page.t(statusKey(status)) : String(status);
  return `<span class="sh-status" data-order-status="${status}">${escapeHtml(name)}</span>`;
}

/** 退出登录: ends this session (the cookie and the app session both). */
const signOut = (page: PageContext) =>
  postForm(
    page,
    "/s/account/logout",
    `<button class="sh-ghost" type="submit">${label(page.t, "sh.signOut")}</button>`,
    ' style="margin-top:16px;text-align:center"',
  );

/** The shopper's orders, newest first, or the empty state; 退出登录 below. */
export function ordersBody(page: PageContext, orders: readonly OrderSummary[]): string {
  return `${orderList(page, orders)}${signOut(page)}`;
}

function orderList(page: PageContext, orders: readonly OrderSummary[]): string {
  const { t } = page;
  if (orders.length === 0)
    return emptyState(
      t("sh.noOrders"),
      t("sh.noOrdersHint"),
      `<a class="sf-btn" href="${escapeHtml(href(page, "/s/search"))}">${label(t, "sh.goShopping")}</a>`,
    );
  return `<ul class="sh-list">${orders
    .map(
      (o) =>
        `<li class="sh-card" data-order="${escapeHtml(o.orderNo)}"><a href="${escapeHtml(href(page, `/s/orders/${o.orderNo}`))}"><p style="margin:0;display:flex;justify-content:space-between;font-size:13px"><span>${label(t, "sh.orderNo")} ${escapeHtml(o.orderNo)}</span>${statusTag(page, o.status)}</p><p style="margin:8px 0 0;display:flex;justify-content:space-between;font-size:14px"><span>${o.createdAt ? shopTime(o.createdAt) : ""} · ${escapeHtml(t("sh.items", { count: o.itemCount }))}</span><strong class="sf-price">${yuan(o.totalCents)}</strong></p></a></li>`,
    )
    .join("")}</ul>`;
}

function orderActions(page: PageContext, order: OrderDetail, now: Date): string {
  // Shipped: the shopper says it arrived (else it completes by itself after some days).
  if (order.status === 2)
    return `<div class="sh-sum">${postForm(
      page,
      `/s/orders/${escapeHtml(order.orderNo)}/confirm`,
      `<button class="sf-btn" type="submit">${label(page.t, "sh.confirmReceipt")}</button>`,
    )}</div>`;
  if (order.status !== 0 || !order.payDeadline || new Date(order.payDeadline) <= now) return "";
  const { t } = page;
  const no = escapeHtml(order.orderNo);
  const pay = postForm(
    page,
    `/s/orders/${no}/pay`,
    `<button class="sf-btn" type="submit">${label(t, "sh.pay")}</button>`,
  );
  const cancel = postForm(
    page,
    `/s/orders/${no}/cancel`,
    `<button class="sh-ghost" type="submit">${label(t, "sh.cancel")}</button>`,
  );
  return `<p class="sh-spec">${escapeHtml(t("sh.payBy", { time: "\u0000" })).replace("\u0000", shopTime(order.payDeadline))}</p><div class="sh-sum">${cancel}${pay}</div>`;
}

/** One order: status, where it goes, its lines, the price breakdown, the timeline, pay/cancel. */
export function orderBody(
  page: PageContext,
  order: OrderDetail,
  now: Date,
  afterSales: AfterSales | null = null,
): string {
  const { t } = page;
  // One line per parcel: an order may ship in several.
  const parcels = order.parcels?.length ? order.parcels : order.trackingNo ? [order] : [];
  const shipping = parcels
    .map(
      (p) =>
        `<p style="margin:6px 0 0;font-size:14px" data-order-shipping="">${label(t, "sh.carrier")}: ${escapeHtml(p.carrier)} ${escapeHtml(p.trackingNo)}</p>`,
    )
    .join("");
  const head = `<section class="sh-card"><p style="margin:0;display:flex;justify-content:space-between;align-items:center"><span style="font-size:13px">${label(t, "sh.orderNo")} <span data-order-no="">${escapeHtml(order.orderNo)}</span></span>${statusTag(page, order.status)}</p>${shipping}<p style="margin:8px 0 0;font-size:14px"><strong>${escapeHtml(order.contact)}</strong> ${escapeHtml(order.phone)}<br>${escapeHtml(regionName(order.region))} ${escapeHtml(order.address)}</p></section>`;
  const lines = `<ul class="sh-list sh-card">${order.lines
    .map(
      (l) =>
        `<li class="sh-line" style="margin-bottom:8px">${lineImage(l.image, l.title)}<div><h3><a href="${escapeHtml(href(page, `/s/product/${l.goodsId}`))}">${escapeHtml(l.title)}</a></h3>${l.specText ? `<p class="sh-spec">${escapeHtml(l.specText)}</p>` : ""}<p style="margin:4px 0 0">${yuan(l.unitPriceCents)} × ${l.quantity}</p></div></li>`,
    )
    .join("")}</ul>`;
  const b = order.breakdown;
  const breakdown = `<section class="sh-card" data-breakdown=""><dl class="sh-break"><dt>${label(t, "sh.goods")}</dt><dd data-break="goods">${yuan(b.goodsCents)}</dd>${b.discounts.map((d) => `<dt>${escapeHtml(d.label)}</dt><dd data-break="${escapeHtml(d.rule)}">-${yuan(d.cents)}</dd>`).join("")}<dt>${label(t, "sh.freight")}</dt><dd data-break="freight">${yuan(b.freightCents)}</dd><dt class="sh-grand">${label(t, "sh.total")}</dt><dd class="sh-grand sf-price" data-break="total">${yuan(b.totalCents)}</dd></dl></section>`;
  const timeline = `<section class="sh-card"><h2>${label(t, "sh.timeline")}</h2><ol class="sh-time">${order.events
    .map((e) => {
      // A step a later version adds is still listed, by its name, until it has its words here.
      const text = EVENTS.has(e.type)
        ? t(`sh.event.${e.type}` as ShopperKey)
        : (afterSaleStep(page.locale, e.type) ?? e.type);
      return `<li>${escapeHtml(text)}${e.at ? ` · ${shopTime(e.at)}` : ""}</li>`;
    })
    .join("")}</ol></section>`;
  return `${head}${teamCard(page, order)}${lines}${breakdown}${timeline}${orderActions(page, order, now)}${afterSaleCard(page, order, afterSales)}`;
}
