import { escapeHtml } from "../document.js";
import { yuan } from "../price.js";
import { label, type PageContext, postForm } from "./shopper-page.js";

/** The development provider's signed fields (orders/payment/dev-provider.ts), as its URL carries them. */
export interface DevPayment {
  orderNo: string;
  paidCents: string;
  txId: string;
  sign: string;
}

const FIELDS = ["orderNo", "paidCents", "txId", "sign"] as const;

/** The four fields from a query or a form, each one text of at most 200 characters. */
export function readDevPayment(source: unknown): DevPayment | undefined {
  const values = (source ?? {}) as Record<string, unknown>;
  const read = FIELDS.map((name) => values[name]);
  if (!read.every((v): v is string => typeof v === "string" && v.length > 0 && v.length <= 200))
    return undefined;
  const [orderNo, paidCents, txId, sign] = read as [string, string, string, string];
  return { orderNo, paidCents, txId, sign };
}

/**
 * The development provider's confirmation page: the order and the amount, and 确认支付, which
 * posts the signed fields back unchanged; the server checks the signature, so editing the page
 * pays nothing.
 */
export function devPayBody(page: PageContext, payment: DevPayment): string {
  const { t } = page;
  const cents = /^\d{1,16}$/.test(payment.paidCents) ? Number(payment.paidCents) : 0;
  const hidden = FIELDS.map(
    (name) => `<input type="hidden" name="${name}" value="${escapeHtml(payment[name])}">`,
  ).join("");
  return `<section class="sh-card" style="text-align:center"><p class="sh-spec">${label(t, "sh.devPayHint")}</p><p style="margin:12px 0 4px;font-size:14px">${label(t, "sh.devPayAmount")}</p><p class="sf-price" style="font-size:28px;margin:0" data-pay-amount="">${yuan(cents)}</p><p class="sh-spec">${label(t, "sh.orderNo")} ${escapeHtml(payment.orderNo)}</p>${postForm(page, "/pay/dev", `${hidden}<button class="sf-btn sh-wide" type="submit">${label(t, "sh.devPay")}</button>`)}</section>`;
}
