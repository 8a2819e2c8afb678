import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ModuleHttpProvider } from "../../../components/module";
import { fakeServer, ok } from "../../../components/module/moduleFixtures";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { OrderDrawer } from "../OrderDrawer";
import type { OrderDetail } from "../orderTypes";

/** A paid order of ¥99 whose second payment of ¥99 the sweep gave back, and ¥30 of it refunded. */
const ORDER: OrderDetail = {
  id: 7,
  orderNo: "261203CCCCCCCCCCCC",
  status: 1,
  totalCents: 9900,
  paidCents: 9900,
  refundedCents: 3000,
  itemCount: 1,
  phone: "13800138000",
  contact: "赵六",
  region: "4403",
  address: "福田区 1 号",
  remark: "",
  carrier: "",
  trackingNo: "",
  closeReason: "",
  payDeadline: null,
  createdAt: "2026-12-03T02:00:00.000Z",
  paidAt: "2026-12-03T02:01:00.000Z",
  shippedAt: null,
  closedAt: null,
  breakdown: {
    goodsCents: 9900,
    discounts: [],
    discountCents: 0,
    freightCents: 0,
    totalCents: 9900,
  },
  lines: [],
  events: [
    {
      type: "paymentRefunded",
      actor: "system",
      detail: { refundedCents: 9900 },
      at: "2026-12-03T02:05:00.000Z",
    },
  ],
};

describe("the order drawer's refunds", () => {
  it("shows the refunded total in the breakdown and the payment given back in the timeline", async () => {
    const server = fakeServer((call) => (call.path === "/order/detail" ? ok(ORDER) : ok({})));
    renderWithProviders(
      <ModuleHttpProvider client={server.http}>
        <OrderDrawer orderId={7} statusNames={{ "1": "待发货" }} version={0} onClose={() => {}} />
      </ModuleHttpProvider>,
    );
    expect(await screen.findByText("已退款金额")).toBeTruthy();
    expect(screen.getByTestId("order-breakdown").textContent).toContain("¥30.00");
    expect(screen.getByTestId("order-timeline").textContent).toContain("系统：多付款已退回 ¥99.00");
  });
});
