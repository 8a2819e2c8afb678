import type { OrderDetail } from "./orderTypes";

/** A shipped order of two keyboards with a coupon, a line refund and a remark: the screens' tests. */
export const SHIPPED_ORDER: OrderDetail = {
  id: 5,
  orderNo: "261202ABCDEFGHJKMN",
  status: 2,
  totalCents: 26100,
  paidCents: 26100,
  itemCount: 2,
  phone: "13800138000",
  contact: "王五",
  region: "4403",
  address: "南山区科技园 8 号",
  remark: "",
  carrier: "顺丰速运",
  trackingNo: "SF123456",
  closeReason: "",
  payDeadline: "2026-12-02T02:30:00.000Z",
  createdAt: "2026-12-02T02:00:00.000Z",
  paidAt: "2026-12-02T02:01:00.000Z",
  shippedAt: "2026-12-02T03:00:00.000Z",
  closedAt: null,
  breakdown: {
    goodsCents: 25600,
    discounts: [{ rule: "coupon", cents: 1000, label: "优惠券「满100减10」" }],
    discountCents: 1000,
    freightCents: 1500,
    totalCents: 26100,
  },
  lines: [
    {
      id: 1,
      title: "机械键盘",
      specText: "黑色 / 87键",
      image: "",
      unitPriceCents: 12800,
      quantity: 2,
      amountCents: 25600,
    },
  ],
  events: [
    { type: "created", actor: "shopper", detail: {}, at: "2026-12-02T02:00:00.000Z" },
    {
      type: "paid",
      actor: "provider",
      detail: { paidCents: 26100 },
      at: "2026-12-02T02:01:00.000Z",
    },
    {
      type: "shipped",
      actor: "admin",
      detail: { carrier: "顺丰速运", trackingNo: "SF123456" },
      at: "2026-12-02T03:00:00.000Z",
    },
    {
      type: "lineRefunded",
      actor: "admin",
      detail: { lineId: 1, units: 1, cents: 12300, reason: "退货" },
      at: "2026-12-02T04:00:00.000Z",
    },
    {
      type: "remark",
      actor: "admin",
      detail: { remark: "已联系买家" },
      at: "2026-12-02T04:10:00.000Z",
    },
  ],
};
