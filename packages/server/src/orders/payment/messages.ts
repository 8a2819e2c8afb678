import { type Locale, type Translate, translatorFor } from "../../i18n/messages.js";

/**
 * Payment texts in the three languages: why a notification is not accepted (logged and shown in
 * the order's timeline to operators) and why a refund failed (shown to the operator refunding).
 */
const zhCn = {
  "pay.malformed": "支付通知缺少必要字段：{field}",
  "pay.badSignature": "支付通知签名无效",
  "pay.otherApp": "支付通知不属于本店的支付应用（{appId}）",
  "pay.notPaid": "支付通知的交易状态为 {status}，不是已支付",
  "pay.badAmount": "支付通知的金额 {amount} 不正确",
  "pay.refundAmount": "退款金额必须大于 0",
  "pay.refundFailed": "支付平台拒绝了退款：{reason}",
  "pay.unreachable": "无法连接支付平台，请稍后重试",
} as const;

export type PaymentMessageKey = keyof typeof zhCn;

const en: Record<PaymentMessageKey, string> = {
  "pay.malformed": "The payment notification lacks a required field: {field}",
  "pay.badSignature": "The payment notification's signature is not valid",
  "pay.otherApp": "The payment notification is for another payment app ({appId})",
  "pay.notPaid": "The payment notification's trade status is {status}, not paid",
  "pay.badAmount": "The payment notification's amount {amount} is not valid",
  "pay.refundAmount": "The refund amount must be greater than 0",
  "pay.refundFailed": "The payment platform refused the refund: {reason}",
  "pay.unreachable": "The payment platform cannot be reached; try again later",
};

const zhTw: Record<PaymentMessageKey, string> = {
  "pay.malformed": "支付通知缺少必要欄位：{field}",
  "pay.badSignature": "支付通知簽章無效",
  "pay.otherApp": "支付通知不屬於本店的支付應用（{appId}）",
  "pay.notPaid": "支付通知的交易狀態為 {status}，不是已支付",
  "pay.badAmount": "支付通知的金額 {amount} 不正確",
  "pay.refundAmount": "退款金額必須大於 0",
  "pay.refundFailed": "支付平台拒絕了退款：{reason}",
  "pay.unreachable": "無法連線支付平台，請稍後重試",
};

const catalogues: Record<Locale, Record<PaymentMessageKey, string>> = {
  "zh-cn": zhCn,
  en,
  "zh-tw": zhTw,
};

export function paymentTranslator(locale: Locale): Translate<PaymentMessageKey> {
  return translatorFor(catalogues, locale);
}
