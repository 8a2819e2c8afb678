import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ModuleHttpProvider } from "../../components/module";
import { fakeServer, ok } from "../../components/module/moduleFixtures";
import { renderWithProviders } from "../../test/renderWithProviders";
import { OrderDrawer } from "./OrderDrawer";
import { SHIPPED_ORDER } from "./orderFixture";
import { RefundDialog } from "./RefundDialog";
import { ShipDialog } from "./ShipDialog";

const ORDER = SHIPPED_ORDER;

describe("OrderDrawer", () => {
  it("shows the lines as bought, the breakdown with each discount and the timeline", async () => {
    const server = fakeServer((call) => (call.path === "/order/detail" ? ok(ORDER) : ok({})));
    renderWithProviders(
      <ModuleHttpProvider client={server.http}>
        <OrderDrawer orderId={5} statusNames={{ "2": "已发货" }} version={0} onClose={() => {}} />
      </ModuleHttpProvider>,
    );
    expect((await screen.findByTestId("order-status")).textContent).toBe("已发货");
    expect(screen.getByText("黑色 / 87键")).toBeTruthy();
    const breakdown = screen.getByTestId("order-breakdown").textContent ?? "";
    for (const part of ["¥256.00", "优惠券「满100减10」", "-¥10.00", "¥15.00", "¥261.00"])
      expect(breakdown).toContain(part);
    const timeline = screen.getByTestId("order-timeline").textContent ?? "";
    expect(timeline).toContain("买家：买家下单");
    expect(timeline).toContain("支付平台：支付成功 ¥261.00");
    expect(timeline).toContain("admin：已发货：顺丰速运 SF123456");
    expect(timeline).toContain("admin：退款 机械键盘 × 1 ¥123.00（退货）");
    expect(timeline).toContain("admin：备注：已联系买家");
    expect(server.calls[0]?.search.get("id")).toBe("5");
  });
});

describe("refunding a line from the drawer", () => {
  it("sends the units, the reason and one request key, and reads the order again", async () => {
    const server = fakeServer((call) =>
      call.path === "/order/detail"
        ? ok(ORDER)
        : call.path === "/order/refundLine"
          ? ok({ refundedCents: 12300 })
          : ok({}),
    );
    renderWithProviders(
      <ModuleHttpProvider client={server.http}>
        <OrderDrawer
          orderId={5}
          statusNames={{ "2": "已发货" }}
          version={0}
          canRefund
          onClose={() => {}}
        />
      </ModuleHttpProvider>,
    );
    const user = userEvent.setup();
    const refundButtons = () => screen.getAllByRole("button", { name: /^退\s*款$/ });
    await screen.findByTestId("order-timeline");
    await user.click(refundButtons()[0]!);
    // Shipped: the reason is asked before anything is sent.
    await screen.findByLabelText("退款原因");
    await user.click(refundButtons().at(-1)!);
    expect(await screen.findByText("请输入退款原因")).toBeTruthy();
    expect(server.calls.some((c) => c.path === "/order/refundLine")).toBe(false);
    await user.type(screen.getByLabelText("退款原因"), "退货");
    await user.click(screen.getAllByRole("button", { name: /退\s*款/ }).at(-1)!);
    await waitFor(() =>
      expect(server.calls.filter((c) => c.path === "/order/detail").length).toBe(2),
    );
    const sent = server.calls.find((c) => c.path === "/order/refundLine")?.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({ id: 5, lineId: 1, units: 1, reason: "退货", restoreStock: true });
    expect(String(sent.requestId)).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  });
});

describe("ShipDialog", () => {
  it("sends the carrier and tracking number, and shows the server's refusal under its field", async () => {
    const server = fakeServer((call) =>
      call.path === "/order/ship"
        ? {
            code: 1,
            msg: "请输入正确的物流单号（4 到 40 位字母、数字或 -）",
            data: {
              errors: [
                {
                  field: "parcels.0.trackingNo",
                  message: "请输入正确的物流单号（4 到 40 位字母、数字或 -）",
                },
              ],
            },
          }
        : ok({}),
    );
    let shipped = 0;
    renderWithProviders(
      <ModuleHttpProvider client={server.http}>
        <ShipDialog
          order={{ id: 5, orderNo: ORDER.orderNo }}
          onClose={() => {}}
          onShipped={() => {
            shipped += 1;
          }}
        />
      </ModuleHttpProvider>,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("物流公司"), "顺丰速运");
    await user.type(screen.getByLabelText("物流单号"), "SF#1");
    await user.click(screen.getByRole("button", { name: "发货" }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.path === "/order/ship")?.body).toEqual({
        id: 5,
        parcels: [{ carrier: "顺丰速运", trackingNo: "SF#1" }],
      }),
    );
    expect(
      await screen.findByText("请输入正确的物流单号（4 到 40 位字母、数字或 -）"),
    ).toBeTruthy();
    expect(shipped).toBe(0);
  });

  it("ships in several parcels: each is sent, a refusal shows under its own parcel", async () => {
    const server = fakeServer((call) =>
      call.path === "/order/ship"
        ? {
            code: 1,
            msg: "这个物流单号已填过",
            data: { errors: [{ field: "parcels.1.trackingNo", message: "这个物流单号已填过" }] },
          }
        : ok({}),
    );
    renderWithProviders(
      <ModuleHttpProvider client={server.http}>
        <ShipDialog
          order={{ id: 5, orderNo: ORDER.orderNo }}
          onClose={() => {}}
          onShipped={() => {}}
        />
      </ModuleHttpProvider>,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("物流公司"), "顺丰速运");
    await user.type(screen.getByLabelText("物流单号"), "SF1000001");
    await user.click(screen.getByRole("button", { name: "添加包裹" }));
    const second = screen.getByRole("group", { name: "包裹 2" });
    await user.type(within(second).getByLabelText("物流公司"), "中通快递");
    await user.type(within(second).getByLabelText("物流单号"), "SF1000001");
    await user.click(screen.getByRole("button", { name: "发货" }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.path === "/order/ship")?.body).toEqual({
        id: 5,
        parcels: [
          { carrier: "顺丰速运", trackingNo: "SF1000001" },
          { carrier: "中通快递", trackingNo: "SF1000001" },
        ],
      }),
    );
    expect(await within(second).findByText("这个物流单号已填过")).toBeTruthy();
    expect(
      within(screen.getByRole("group", { name: "包裹 1" })).queryByText("这个物流单号已填过"),
    ).toBeNull();
    // A parcel is removed by its own button; one parcel left shows no remove button.
    await user.click(screen.getByRole("button", { name: "删除包裹 2" }));
    expect(screen.queryByRole("group", { name: "包裹 2" })).toBeNull();
    expect(screen.queryByRole("button", { name: /删除包裹/ })).toBeNull();
  });
});

describe("RefundDialog", () => {
  it("keeps the units out of stock when the goods did not come back (unticked)", async () => {
    const server = fakeServer(() => ok({}));
    renderWithProviders(
      <ModuleHttpProvider client={server.http}>
        <RefundDialog
          line={{ orderId: 5, lineId: 1, title: "落地灯", quantity: 2, needsReason: false }}
          onClose={() => {}}
          onRefunded={() => {}}
        />
      </ModuleHttpProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("checkbox", { name: "退回库存（商品重新可售）" }));
    await user.click(screen.getByRole("button", { name: /退\s*款/ }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.path === "/order/refundLine")?.body).toMatchObject({
        id: 5,
        lineId: 1,
        units: 1,
        restoreStock: false,
      }),
    );
  });
});
