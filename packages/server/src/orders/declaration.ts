import { sql } from "drizzle-orm";
import type { FieldOption, ModuleDeclaration, ModuleField } from "../modules/framework/types.js";
import { idField, text } from "../modules/system/fields.js";
import { orders } from "./schema.js";

const readOnly = (field: ModuleField): ModuleField => ({ ...field, writable: false });

/** The back office's tabs: 待付款 / 待发货 / 已发货 / 已完成 / 已关闭 (orders.status). */
export const ORDER_STATUS_OPTIONS: FieldOption[] = [
  { value: 0, label: text("待付款", "Awaiting payment", "待付款") },
  { value: 1, label: text("待发货", "Awaiting shipment", "待出貨") },
  { value: 2, label: text("已发货", "Shipped", "已出貨") },
  { value: 3, label: text("已完成", "Completed", "已完成") },
  { value: 4, label: text("已关闭", "Closed", "已關閉") },
];

export const CLOSE_REASON_OPTIONS: FieldOption[] = [
  { value: "", label: text("—", "—", "—") },
  { value: "shopper", label: text("买家取消", "Cancelled by the shopper", "買家取消") },
  { value: "timeout", label: text("超时未付款", "Not paid in time", "逾時未付款") },
  { value: "operator", label: text("后台取消", "Cancelled by the shop", "後台取消") },
  { value: "refunded", label: text("已退款", "Refunded", "已退款") },
];

const money = (key: string, column: ModuleField["column"], label: ModuleField["label"]) =>
  readOnly({ key, column, type: "integer", label, kind: "money" });

/**
 * Orders in the back office on the generic framework: the list with its status tabs and filters
 * (number, phone, product, status, time, amount) and the export. Orders are only made by
 * checkouts; shipping and cancelling are calls of their own (admin-routes.ts), each with its rule,
 * so the module declares no generic writes.
 */
export const orderModule: ModuleDeclaration = {
  name: "order",
  permission: "order",
  title: text("订单", "Orders", "訂單"),
  table: orders,
  id: orders.id,
  actions: ["index", "export"],
  defaultOrder: { key: "createdAt", direction: "desc" },
  nameField: "orderNo",
  fields: [
    idField(orders.id),
    readOnly({
      key: "orderNo",
      column: orders.orderNo,
      type: "string",
      label: text("订单号", "Order number", "訂單號"),
      filter: "contains",
    }),
    readOnly({
      key: "status",
      column: orders.status,
      type: "integer",
      label: text("订单状态", "Status", "訂單狀態"),
      options: ORDER_STATUS_OPTIONS,
      filter: "oneOf",
      sortable: true,
    }),
    readOnly({
      key: "appUserId",
      column: orders.appUserId,
      type: "integer",
      label: text("买家编号", "Shopper ID", "買家編號"),
      filter: "exact",
    }),
    readOnly({
      key: "contact",
      column: orders.contact,
      type: "string",
      label: text("收货人", "Recipient", "收件人"),
      filter: "contains",
    }),
    readOnly({
      key: "phone",
      column: orders.phone,
      type: "string",
      label: text("手机号", "Mobile", "手機號碼"),
      filter: "contains",
    }),
    // Orders holding a line whose title contains the words (the title as bought).
    readOnly({
      key: "goodsTitle",
      type: "string",
      label: text("商品名称", "Product", "商品名稱"),
      filter: "exact",
      list: false,
      export: false,
      filterSql: (value) =>
        sql`${orders.id} IN (SELECT order_id FROM order_lines
              WHERE strpos(lower(title), lower(${(value as unknown[])[0]}::text)) > 0)`,
    }),
    readOnly({
      key: "itemCount",
      column: orders.itemCount,
      type: "integer",
      label: text("件数", "Items", "件數"),
    }),
    money(
      "goodsCents",
      orders.goodsCents,
      text("商品金额（元）", "Goods (yuan)", "商品金額（元）"),
    ),
    money(
      "discountCents",
      orders.discountCents,
      text("优惠金额（元）", "Discount (yuan)", "優惠金額（元）"),
    ),
    money("freightCents", orders.freightCents, text("运费（元）", "Freight (yuan)", "運費（元）")),
    {
      ...money(
        "totalCents",
        orders.totalCents,
        text("订单金额（元）", "Total (yuan)", "訂單金額（元）"),
      ),
      filter: "range",
      sortable: true,
    },
    money("paidCents", orders.paidCents, text("实付金额（元）", "Paid (yuan)", "實付金額（元）")),
    money(
      "refundedCents",
      orders.refundedCents,
      text("退款金额（元）", "Refunded (yuan)", "退款金額（元）"),
    ),
    readOnly({
      key: "carrier",
      column: orders.carrier,
      type: "string",
      label: text("物流公司", "Carrier", "物流公司"),
    }),
    readOnly({
      key: "trackingNo",
      column: orders.trackingNo,
      type: "string",
      label: text("物流单号", "Tracking number", "物流單號"),
    }),
    readOnly({
      key: "closeReason",
      column: orders.closeReason,
      type: "string",
      label: text("关闭原因", "Closed because", "關閉原因"),
      options: CLOSE_REASON_OPTIONS,
    }),
    readOnly({
      key: "createdAt",
      column: orders.createdAt,
      type: "datetime",
      label: text("下单时间", "Placed", "下單時間"),
      sortable: true,
      filter: "range",
    }),
    readOnly({
      key: "paidAt",
      column: orders.paidAt,
      type: "datetime",
      label: text("付款时间", "Paid", "付款時間"),
      sortable: true,
    }),
    readOnly({
      key: "shippedAt",
      column: orders.shippedAt,
      type: "datetime",
      label: text("发货时间", "Shipped", "出貨時間"),
    }),
  ],
};
