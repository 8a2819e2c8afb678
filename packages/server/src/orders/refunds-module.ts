import type {
  FieldOption,
  ModuleDeclaration,
  ModuleField,
  Row,
} from "../modules/framework/types.js";
import { idField, text } from "../modules/system/fields.js";
import { paymentTranslator } from "./payment/messages.js";
import type { PaymentMessage } from "./payment/provider.js";
import { orderRefunds } from "./schema.js";

const readOnly = (field: ModuleField): ModuleField => ({ ...field, writable: false });

export const REFUND_STATE_OPTIONS: FieldOption[] = [
  { value: "pending", label: text("待退款", "Due", "待退款") },
  { value: "succeeded", label: text("退款成功", "Refunded", "退款成功") },
  { value: "failed", label: text("退款失败", "Failed", "退款失敗") },
];

export const REFUND_KIND_OPTIONS: FieldOption[] = [
  { value: "order", label: text("整单退款", "Whole order", "整單退款") },
  { value: "line", label: text("按商品退款", "Per line", "按商品退款") },
  { value: "group", label: text("拼团失败退款", "Group not filled", "拼團失敗退款") },
  { value: "payment", label: text("多付款退回", "Extra payment", "多付款退回") },
];

/** The provider's stored refusal in each language, for the screen to show in its own. */
async function withErrorTexts(_db: unknown, rows: Row[]): Promise<Row[]> {
  return rows.map((row) => {
    const error = row.error as PaymentMessage | null;
    if (!error?.key) return { ...row, error: null };
    const say = (locale: "zh-cn" | "en" | "zh-tw") =>
      paymentTranslator(locale)(error.key, error.params ?? {});
    return { ...row, error: text(say("zh-cn"), say("en"), say("zh-tw")) };
  });
}

/**
 * The refunds record (退款记录) on the generic framework: every refund of every kind, filtered by
 * state, time and order number, exported. Rows are written only by the refunds themselves
 * (refunds-record.ts); the 重试退款 call is its own route (refunds-routes.ts).
 */
export const refundModule: ModuleDeclaration = {
  name: "orderRefund",
  permission: "order:refund",
  title: text("退款记录", "Refunds", "退款紀錄"),
  table: orderRefunds,
  id: orderRefunds.id,
  actions: ["index", "export"],
  defaultOrder: { key: "createdAt", direction: "desc" },
  nameField: "refundNo",
  fields: [
    idField(orderRefunds.id),
    readOnly({
      key: "orderId",
      column: orderRefunds.orderId,
      type: "integer",
      label: text("订单编号", "Order ID", "訂單編號"),
      filter: "exact",
      list: false,
    }),
    readOnly({
      key: "orderNo",
      column: orderRefunds.orderNo,
      type: "string",
      label: text("订单号", "Order number", "訂單號"),
      filter: "contains",
    }),
    readOnly({
      key: "refundNo",
      column: orderRefunds.refundNo,
      type: "string",
      label: text("退款单号", "Refund number", "退款單號"),
    }),
    readOnly({
      key: "kind",
      column: orderRefunds.kind,
      type: "string",
      label: text("退款类型", "Kind", "退款類型"),
      options: REFUND_KIND_OPTIONS,
      filter: "oneOf",
    }),
    readOnly({
      key: "amountCents",
      column: orderRefunds.amountCents,
      type: "integer",
      label: text("退款金额（元）", "Amount (yuan)", "退款金額（元）"),
      kind: "money",
      sortable: true,
    }),
    readOnly({
      key: "state",
      column: orderRefunds.state,
      type: "string",
      label: text("退款状态", "State", "退款狀態"),
      options: REFUND_STATE_OPTIONS,
      filter: "oneOf",
    }),
    readOnly({
      key: "reason",
      column: orderRefunds.reason,
      type: "string",
      label: text("退款原因", "Reason", "退款原因"),
    }),
    readOnly({
      key: "actor",
      column: orderRefunds.actor,
      type: "string",
      label: text("发起人", "Started by", "發起人"),
    }),
    readOnly({
      key: "providerRefundId",
      column: orderRefunds.providerRefundId,
      type: "string",
      label: text("支付平台退款号", "Provider refund number", "支付平台退款號"),
    }),
    readOnly({
      key: "attempts",
      column: orderRefunds.attempts,
      type: "integer",
      label: text("尝试次数", "Attempts", "嘗試次數"),
    }),
    // The provider's refusal as stored ({key, params}), answered in each language (decorate).
    readOnly({
      key: "error",
      column: orderRefunds.error,
      type: "string",
      label: text("失败原因", "Why it failed", "失敗原因"),
      export: false,
    }),
    readOnly({
      key: "createdAt",
      column: orderRefunds.createdAt,
      type: "datetime",
      label: text("退款时间", "Time", "退款時間"),
      sortable: true,
      filter: "range",
    }),
    readOnly({
      key: "updatedAt",
      column: orderRefunds.updatedAt,
      type: "datetime",
      label: text("更新时间", "Updated", "更新時間"),
    }),
  ],
  hooks: { decorate: withErrorTexts },
};
