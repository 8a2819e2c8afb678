import { readFileSync } from "node:fs";
import { centsToYuan, parseYuan } from "@vitrine/contract";
import { AlipayRequestError, AlipaySdk } from "alipay-sdk";
import {
  notificationFields,
  type PaymentProvider,
  refusal,
  type VerifiedNotification,
} from "./provider.js";

/**
 * Alipay (支付宝) through its maintained SDK, alipay-sdk, in its public-key mode:
 * - VITRINE_ALIPAY_APP_ID: the app's id;
 * - VITRINE_ALIPAY_PRIVATE_KEY or VITRINE_ALIPAY_PRIVATE_KEY_FILE: the app's private key (PEM,
 *   PKCS#1 or PKCS#8, told apart by its header);
 * - VITRINE_ALIPAY_PUBLIC_KEY or VITRINE_ALIPAY_PUBLIC_KEY_FILE: Alipay's public key, which
 *   signs notifications and answers;
 * - VITRINE_ALIPAY_GATEWAY / VITRINE_ALIPAY_ENDPOINT: the v2 gateway and v3 endpoint, the
 *   SDK's (production) unless set, e.g. to the sandbox's;
 * - VITRINE_ALIPAY_PAY_METHOD: `wap` (手机网站支付, the default: the storefront is a phone page)
 *   or `page` (电脑网站支付).
 * A missing setting stops the start with its name, never a provider that fails at checkout.
 */

const PAID_STATUSES = new Set(["TRADE_SUCCESS", "TRADE_FINISHED"]);

function setting(env: NodeJS.ProcessEnv, name: string, required: true): string;
function setting(env: NodeJS.ProcessEnv, name: string, required: false): string | undefined;
function setting(env: NodeJS.ProcessEnv, name: string, required: boolean) {
  const inline = env[name]?.trim();
  const file = env[`${name}_FILE`]?.trim();
  if (inline) return inline.replaceAll("\\n", "\n");
  if (file) {
    try {
      return readFileSync(file, "utf8").trim();
    } catch (error) {
      throw new Error(`${name}_FILE: cannot read "${file}": ${(error as Error).message}`);
    }
  }
  if (required) throw new Error(`VITRINE_PAYMENT_PROVIDER=alipay needs ${name}`);
  return undefined;
}

export function createPaymentProvider(options: { env: NodeJS.ProcessEnv }): PaymentProvider {
  const { env } = options;
  const appId = env.VITRINE_ALIPAY_APP_ID?.trim();
  if (!appId) throw new Error("VITRINE_PAYMENT_PROVIDER=alipay needs VITRINE_ALIPAY_APP_ID");
  const privateKey = setting(env, "VITRINE_ALIPAY_PRIVATE_KEY", true);
  const alipayPublicKey = setting(env, "VITRINE_ALIPAY_PUBLIC_KEY", true);
  const method = env.VITRINE_ALIPAY_PAY_METHOD?.trim() || "wap";
  if (method !== "wap" && method !== "page")
    throw new Error(`VITRINE_ALIPAY_PAY_METHOD must be wap or page, not "${method}"`);
  const sdk = new AlipaySdk({
    appId,
    privateKey,
    alipayPublicKey,
    keyType: privateKey.includes("BEGIN PRIVATE KEY") ? "PKCS8" : "PKCS1",
    ...(env.VITRINE_ALIPAY_GATEWAY ? { gateway: env.VITRINE_ALIPAY_GATEWAY.trim() } : {}),
    ...(env.VITRINE_ALIPAY_ENDPOINT ? { endpoint: env.VITRINE_ALIPAY_ENDPOINT.trim() } : {}),
  });

  return {
    name: "alipay",
    async createPayment(order) {
      // A signed link to Alipay's cashier; signing is local, no request is made here.
      const url = sdk.pageExecute(
        method === "wap" ? "alipay.trade.wap.pay" : "alipay.trade.page.pay",
        "GET",
        {
          bizContent: {
            out_trade_no: order.orderNo,
            total_amount: centsToYuan(order.totalCents),
            subject: order.subject.slice(0, 256),
            product_code: method === "wap" ? "QUICK_WAP_WAY" : "FAST_INSTANT_TRADE_PAY",
          },
          notify_url: order.notifyUrl,
          return_url: order.returnUrl,
        },
      );
      return { kind: "redirect", url };
    },

    verifyNotification(_headers, body): VerifiedNotification {
      const fields = notificationFields(body);
      if (!fields.sign) return refusal("pay.malformed", { field: "sign" });
      // The SDK's check, on the values as received (form decoding is done already).
      if (!sdk.checkNotifySignV2(fields)) return refusal("pay.badSignature");
      if (fields.app_id !== appId)
        return refusal("pay.otherApp", { appId: (fields.app_id ?? "").slice(0, 32) });
      for (const field of ["out_trade_no", "trade_no", "total_amount", "trade_status"])
        if (!fields[field]) return refusal("pay.malformed", { field });
      // A refund's notice (refund_fee / gmt_refund) or a closed trade is Alipay's but pays nothing.
      const status = fields.trade_status!;
      if (!PAID_STATUSES.has(status) || fields.gmt_refund || fields.refund_fee)
        return { ...refusal("pay.notPaid", { status: status.slice(0, 32) }), genuine: true };
      const amount = parseYuan(fields.total_amount);
      if (!amount.ok || amount.cents <= 0)
        return refusal("pay.badAmount", { amount: fields.total_amount!.slice(0, 20) });
      return {
        ok: true,
        orderNo: fields.out_trade_no!,
        paidCents: amount.cents,
        providerTxId: fields.trade_no!,
      };
    },

    async refund(request) {
      if (!Number.isSafeInteger(request.refundCents) || request.refundCents <= 0)
        return refusal("pay.refundAmount");
      try {
        // The v3 API; out_request_no makes a retried refund the same refund, not a second one.
        const result = await sdk.curl<{ trade_no?: string }>("POST", "/v3/alipay/trade/refund", {
          body: {
            // trade_no names the very payment when given (a second one of the order).
            ...(request.providerTxId
              ? { trade_no: request.providerTxId }
              : { out_trade_no: request.orderNo }),
            out_request_no: request.refundNo,
            refund_amount: centsToYuan(request.refundCents),
            refund_reason: request.reason.slice(0, 256),
          },
        });
        return {
          ok: true,
          providerRefundId: `${result.data.trade_no ?? request.orderNo}:${request.refundNo}`,
          refundedCents: request.refundCents,
        };
      } catch (error) {
        if (error instanceof AlipayRequestError && error.responseHttpStatus)
          return refusal("pay.refundFailed", { reason: error.message.slice(0, 200) });
        return refusal("pay.unreachable");
      }
    },
    acknowledgement: { contentType: "text/plain; charset=utf-8", body: "success" },
  };
}
