import type { ShopperAfterSales } from "@vitrine/contract";
import { type Locale, translatorFor } from "../../i18n/messages.js";
import { escapeHtml } from "../document.js";
import { yuan } from "../price.js";
import type { OrderDetail } from "./order-pages.js";
import { type PageContext, postForm, shopTime } from "./shopper-page.js";

/** GET /api/app/orders/afterSales' answer, as the contract declares it. */
export type AfterSales = ShopperAfterSales;

const zhCn = {
  title: "售后",
  apply: "申请售后",
  reason: "售后原因",
  note: "补充说明（选填）",
  lines: "申请的商品",
  open: "处理中",
  approved: "已同意，退款 {amount}",
  rejected: "已拒绝：{answer}",
  asked: "售后申请已提交，商家处理后会在这里显示结果",
  afterSaleRequested: "申请售后",
  afterSaleRejected: "售后申请被拒绝",
};
type Key = keyof typeof zhCn;
const catalogues: Record<Locale, Record<Key, string>> = {
  "zh-cn": zhCn,
  en: {
    title: "After-sale",
    apply: "Ask for a return",
    reason: "Reason",
    note: "Note (optional)",
    lines: "Items",
    open: "Being handled",
    approved: "Approved, {amount} refunded",
    rejected: "Rejected: {answer}",
    asked: "Your request was sent; the shop's answer will show here",
    afterSaleRequested: "After-sale requested",
    afterSaleRejected: "After-sale request rejected",
  },
  "zh-tw": {
    title: "售後",
    apply: "申請售後",
    reason: "售後原因",
    note: "補充說明（選填）",
    lines: "申請的商品",
    open: "處理中",
    approved: "已同意，退款 {amount}",
    rejected: "已拒絕：{answer}",
    asked: "售後申請已送出，商家處理後會在這裡顯示結果",
    afterSaleRequested: "申請售後",
    afterSaleRejected: "售後申請被拒絕",
  },
};

export const afterSaleText = (locale: Locale) => translatorFor(catalogues, locale);

/** The timeline's after-sale steps in the page's words; undefined for the order's other steps. */
export function afterSaleStep(locale: Locale, type: string): string | undefined {
  return type === "afterSaleRequested" || type === "afterSaleRejected"
    ? afterSaleText(locale)(type)
    : undefined;
}

/** The form's checked lines: one `line-<id>` field per box, as a form posts them. */
export function checkedLines(fields: Record<string, string>): number[] {
  return Object.keys(fields)
    .map((name) => /^line-([1-9]\d{0,9})$/.exec(name)?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number);
}

/**
 * The order's 售后 card: each request with its state (the shop's answer once given), then the
 * 申请售后 form for a paid, shipped or completed order, offering the lines with no open request.
 * The server decides again (the window after completion, a line refunded in full).
 */
export function afterSaleCard(
  page: PageContext,
  order: OrderDetail,
  sales: AfterSales | null,
): string {
  if (!sales) return "";
  const t = afterSaleText(page.locale);
  const titleOf = new Map(order.lines.map((l) => [l.id, l.title]));
  const requests = sales.requests
    .map((r) => {
      const state =
        r.state === "approved"
          ? t("approved", { amount: yuan(r.refundedCents) })
          : r.state === "rejected"
            ? t("rejected", { answer: r.answer })
            : t("open");
      return `<li data-after-sale="${r.id}" data-after-sale-state="${r.state}"><strong>${escapeHtml(titleOf.get(r.lineId) ?? "")}</strong> × ${r.units} · ${escapeHtml(r.reasonLabel)}${r.note ? ` · ${escapeHtml(r.note)}` : ""}<br><span>${escapeHtml(state)}</span>${r.createdAt ? ` · ${shopTime(r.createdAt)}` : ""}</li>`;
    })
    .join("");
  const open = new Set(sales.requests.filter((r) => r.state === "open").map((r) => r.lineId));
  const askable = order.lines.filter((l) => !open.has(l.id));
  const eligible = order.status >= 1 && order.status <= 3 && askable.length > 0;
  if (!requests && !eligible) return "";
  const form = eligible
    ? postForm(
        page,
        `/s/orders/${escapeHtml(order.orderNo)}/afterSale`,
        `<fieldset style="border:0;padding:0;margin:8px 0"><legend>${escapeHtml(t("lines"))}</legend>${askable
          .map(
            (l) =>
              `<label style="display:block"><input type="checkbox" name="line-${l.id}" value="1"> ${escapeHtml(l.title)}${l.specText ? ` (${escapeHtml(l.specText)})` : ""} × ${l.quantity}</label>`,
          )
          .join(
            "",
          )}</fieldset><label style="display:block">${escapeHtml(t("reason"))} <select name="reason" required>${sales.reasons
          .map((r) => `<option value="${escapeHtml(r.value)}">${escapeHtml(r.label)}</option>`)
          .join(
            "",
          )}</select></label><label style="display:block;margin-top:8px">${escapeHtml(t("note"))}<br><textarea name="note" maxlength="200" rows="2" style="width:100%"></textarea></label><button class="sh-ghost" type="submit" style="margin-top:8px">${escapeHtml(t("apply"))}</button>`,
        ' data-after-sale-form=""',
      )
    : "";
  return `<section class="sh-card" data-after-sales=""><h2>${escapeHtml(t("title"))}</h2>${requests ? `<ul class="sh-list">${requests}</ul>` : ""}${form}</section>`;
}
