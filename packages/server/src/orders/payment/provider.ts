import type { PaymentMessageKey } from "./messages.js";

/**
 * A payment provider, as the SMS sender is one (sms/configured-sender.ts): a module exporting
 * `createPaymentProvider({ env })`, chosen by VITRINE_PAYMENT_PROVIDER (configured-provider.ts).
 * The checkout asks it to start a payment, the notification route asks it whether a notification
 * is genuine, the refund action asks it to give money back. Whether an order was already paid
 * (a notification arriving twice or late) is the order's business, kept in the database:
 * `verifyNotification` is pure, it only says what the notification proves.
 */

export interface PaymentOrder {
  /** The order's number, unique and not guessable: the provider's out_trade_no. */
  orderNo: string;
  totalCents: number;
  /** What the shopper sees at the provider ("Vitrine 订单 2026…"). */
  subject: string;
  /** Where the provider posts its asynchronous notification (absolute URL). */
  notifyUrl: string;
  /** Where the shopper's browser comes back to after paying (absolute URL). */
  returnUrl: string;
}

/** How the shopper's browser goes on to pay: to a URL, or by submitting an HTML form. */
export type PaymentStart =
  | { kind: "redirect"; url: string }
  | { kind: "form"; html: string }
  | {
      /** The development provider's confirmation page: its URL and the signed fields it posts. */
      kind: "confirm";
      url: string;
      fields: Record<string, string>;
    };

/** A message of payment/messages.ts with its parameters, for the caller to translate. */
export interface PaymentMessage {
  key: PaymentMessageKey;
  params: Record<string, string | number>;
}

export type VerifiedNotification =
  | {
      ok: true;
      orderNo: string;
      paidCents: number;
      /** The provider's own transaction number, the same however often it notifies. */
      providerTxId: string;
    }
  | {
      ok: false;
      message: PaymentMessage;
      /**
       * The notification is the provider's own but proves no payment (a refund's notice, a trade
       * closed): the route answers the acknowledgement so the provider stops sending it.
       */
      genuine?: true;
    };

export interface RefundRequest {
  orderNo: string;
  /** Unique per refund of the order (one order may be refunded line by line). */
  refundNo: string;
  refundCents: number;
  reason: string;
  /**
   * The provider's transaction to refund, when the order was paid by more than one (a second
   * payment given back): without it the provider refunds the order's payment.
   */
  providerTxId?: string;
}

export type RefundResult =
  | { ok: true; providerRefundId: string; refundedCents: number }
  | { ok: false; message: PaymentMessage };

export interface PaymentProvider {
  /** "dev", "alipay", or the module's own name. */
  name: string;
  createPayment(order: PaymentOrder): Promise<PaymentStart>;
  /** `body` as received: the raw text of a form post, or its already parsed fields. */
  verifyNotification(
    headers: Record<string, string | string[] | undefined>,
    body: string | Record<string, unknown>,
  ): VerifiedNotification;
  refund(request: RefundRequest): Promise<RefundResult>;
  /** What the notification route answers once it has recorded a genuine notification. */
  acknowledgement: { contentType: string; body: string };
}

/** What a provider module exports. */
export interface PaymentProviderModule {
  createPaymentProvider(options: {
    env: NodeJS.ProcessEnv;
  }): PaymentProvider | Promise<PaymentProvider>;
}

/**
 * A notification body as fields: form-encoded text parsed, an object's string values kept (a
 * repeated field, or anything not text, is dropped: no provider signs those).
 */
export function notificationFields(body: string | Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof body === "string") {
    const params = new URLSearchParams(body);
    for (const key of new Set(params.keys())) {
      const all = params.getAll(key);
      if (all.length === 1) fields[key] = all[0]!;
    }
    return fields;
  }
  if (typeof body !== "object" || body === null) return fields;
  for (const [key, value] of Object.entries(body))
    if (typeof value === "string") fields[key] = value;
  return fields;
}

export const refusal = (
  key: PaymentMessageKey,
  params: Record<string, string | number> = {},
): { ok: false; message: PaymentMessage } => ({ ok: false, message: { key, params } });
