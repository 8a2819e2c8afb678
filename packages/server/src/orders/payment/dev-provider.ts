import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import {
  notificationFields,
  type PaymentProvider,
  refusal,
  type VerifiedNotification,
} from "./provider.js";

/**
 * The development provider: no money moves. `createPayment` answers the confirmation page's URL
 * and the fields it posts to the order's notify URL when the shopper presses 确认支付; the fields
 * are signed with HMAC-SHA256, so a notification is accepted only with the amount the server
 * itself asked for, and a shopper cannot pay 1 cent for an order by editing the page.
 *
 * Settings: VITRINE_PAYMENT_DEV_SECRET (the signing key; random per process when unset, so a
 * restart voids pages still open), VITRINE_PAYMENT_DEV_PAGE (the page's path, default /pay/dev).
 * Refused in production mode unless VITRINE_PAYMENT_ALLOW_DEV=1 says a paying shop wants it (a
 * demo shop, say), since it would hand out goods for nothing.
 */

export const DEV_PAGE_DEFAULT = "/pay/dev";

export function devProviderAllowed(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV !== "production" || env.VITRINE_PAYMENT_ALLOW_DEV === "1";
}

const signedText = (orderNo: string, cents: string, txId: string) =>
  `vitrine-dev-payment\n${orderNo}\n${cents}\n${txId}`;

export function createPaymentProvider(options: { env: NodeJS.ProcessEnv }): PaymentProvider {
  const { env } = options;
  if (!devProviderAllowed(env))
    throw new Error(
      "VITRINE_PAYMENT_PROVIDER=dev: the development provider pays without money and is refused " +
        "in production; configure a real provider (alipay), or set VITRINE_PAYMENT_ALLOW_DEV=1 for a demo shop",
    );
  const secret = env.VITRINE_PAYMENT_DEV_SECRET?.trim() || randomBytes(32).toString("base64");
  const page = env.VITRINE_PAYMENT_DEV_PAGE?.trim() || DEV_PAGE_DEFAULT;
  const sign = (orderNo: string, cents: string, txId: string) =>
    createHmac("sha256", secret)
      .update(signedText(orderNo, cents, txId))
      .digest("base64url");

  return {
    name: "dev",
    async createPayment(order) {
      const txId = `DEV${randomUUID().replaceAll("-", "")}`;
      const cents = String(order.totalCents);
      const fields = {
        orderNo: order.orderNo,
        paidCents: cents,
        txId,
        sign: sign(order.orderNo, cents, txId),
        notifyUrl: order.notifyUrl,
        returnUrl: order.returnUrl,
      };
      // The page can be stateless: its URL carries the signed fields. Showing the signature to the
      // shopper gives nothing away, it only pays this order this amount.
      const { orderNo, paidCents, sign: signature } = fields;
      const query = new URLSearchParams({ orderNo, paidCents, txId, sign: signature });
      return { kind: "confirm", url: `${page}?${query}`, fields };
    },
    verifyNotification(_headers, body): VerifiedNotification {
      const fields = notificationFields(body);
      const missing = ["orderNo", "paidCents", "txId", "sign"].find((field) => !fields[field]);
      if (missing) return refusal("pay.malformed", { field: missing });
      const [orderNo, paidCents, txId, given] = [
        fields.orderNo,
        fields.paidCents,
        fields.txId,
        fields.sign,
      ] as string[] as [string, string, string, string];
      const expected = Buffer.from(sign(orderNo, paidCents, txId));
      const received = Buffer.from(given);
      if (expected.length !== received.length || !timingSafeEqual(expected, received))
        return refusal("pay.badSignature");
      if (!/^\d{1,16}$/.test(paidCents) || !Number.isSafeInteger(Number(paidCents)))
        return refusal("pay.badAmount", { amount: paidCents.slice(0, 20) });
      return { ok: true, orderNo, paidCents: Number(paidCents), providerTxId: txId };
    },
    async refund(request) {
      if (!Number.isSafeInteger(request.refundCents) || request.refundCents <= 0)
        return refusal("pay.refundAmount");
      return {
        ok: true,
        providerRefundId: `DEVREFUND-${request.orderNo}-${request.refundNo}`,
        refundedCents: request.refundCents,
      };
    },
    acknowledgement: { contentType: "application/json; charset=utf-8", body: '{"ok":true}' },
  };
}
