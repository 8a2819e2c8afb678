import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ModuleHttpProvider } from "../../../components/module";
import { column, type FakeCall, fakeServer, ok } from "../../../components/module/moduleFixtures";
import type { ModuleMeta, ModuleRow } from "../../../components/module/moduleTypes";
import { renderWithProviders } from "../../../test/renderWithProviders";
import RefundListPage from "./index";

const META: ModuleMeta = {
  module: "orderRefund",
  permission: "order:refund",
  title: "退款记录",
  actions: ["index", "export"],
  tree: null,
  pageSizes: [10, 20, 30, 50, 100, 200],
  defaultOrder: { field: "createdAt", type: "desc" },
  columns: [
    column("id", "编号", { type: "integer", form: false }),
    column("orderNo", "订单号", { form: false, filter: "contains" }),
    column("refundNo", "退款单号", { form: false }),
    column("kind", "退款类型", {
      form: false,
      filter: "oneOf",
      options: [
        { value: "line", label: "按商品退款" },
        { value: "payment", label: "多付款退回" },
      ],
    }),
    column("amountCents", "退款金额（元）", { type: "integer", form: false }),
    column("state", "退款状态", {
      form: false,
      filter: "oneOf",
      options: [
        { value: "pending", label: "待退款" },
        { value: "succeeded", label: "退款成功" },
        { value: "failed", label: "退款失败" },
      ],
    }),
    column("error", "失败原因", { form: false, export: false }),
    column("createdAt", "退款时间", { type: "datetime", form: false, filter: "range" }),
  ],
};

const ROWS: ModuleRow[] = [
  {
    id: 1,
    orderNo: "261203AAAAAAAAAAAA",
    refundNo: "261203AAAAAAAAAAAA-L3-1",
    kind: "line",
    amountCents: 12800,
    state: "succeeded",
    error: null,
    createdAt: "2026-12-03T02:00:00.000Z",
  },
  {
    id: 2,
    orderNo: "261203BBBBBBBBBBBB",
    refundNo: "261203BBBBBBBBBBBB-P9",
    kind: "payment",
    amountCents: 500,
    state: "failed",
    error: { "zh-cn": "支付平台拒绝了退款：余额不足", en: "refused", "zh-tw": "拒絕" },
    createdAt: "2026-12-03T03:00:00.000Z",
  },
];

function refundServer() {
  let retried = false;
  return fakeServer((call: FakeCall) => {
    if (call.path === "/orderRefund/meta") return ok(META);
    if (call.path === "/orderRefund/index") {
      const states = (call.body as { state?: string[] }).state;
      const rows = ROWS.map((r) =>
        r.id === 2 && retried ? { ...r, state: "succeeded", error: null } : r,
      );
      const shown = states ? rows.filter((r) => states.includes(String(r.state))) : rows;
      return ok({ total: shown.length, data: shown });
    }
    if (call.path === "/orderRefund/retry") {
      retried = true;
      return ok({ id: 2, state: "succeeded" });
    }
    return ok(null);
  });
}

describe("the refunds record screen", () => {
  it("lists every refund with its amount in yuan, state and the provider's refusal", async () => {
    const server = refundServer();
    renderWithProviders(
      <ModuleHttpProvider client={server.http}>
        <RefundListPage />
      </ModuleHttpProvider>,
    );
    expect(await screen.findByText("261203AAAAAAAAAAAA-L3-1")).toBeTruthy();
    expect(screen.getByText("¥128.00")).toBeTruthy();
    expect(screen.getByText("按商品退款")).toBeTruthy();
    expect(screen.getByText("支付平台拒绝了退款：余额不足")).toBeTruthy();
    // Only the due payment offers 重试退款; a done line refund does not.
    expect(screen.getAllByRole("button", { name: "重试退款" })).toHaveLength(1);
  });

  it("lists the due and failed ones under 需退款 and retries one through the server", async () => {
    const server = refundServer();
    renderWithProviders(
      <ModuleHttpProvider client={server.http}>
        <RefundListPage />
      </ModuleHttpProvider>,
    );
    await screen.findByText("261203AAAAAAAAAAAA-L3-1");
    await userEvent.click(screen.getByRole("tab", { name: "需退款" }));
    await waitFor(() => expect(screen.queryByText("261203AAAAAAAAAAAA-L3-1")).toBeNull());
    const row = (await screen.findByText("261203BBBBBBBBBBBB-P9")).closest("tr")!;
    const lastList = server.calls.filter((c) => c.path === "/orderRefund/index").at(-1);
    expect(lastList?.body).toMatchObject({ state: ["pending", "failed"] });

    await userEvent.click(within(row as HTMLElement).getByRole("button", { name: "重试退款" }));
    await waitFor(() =>
      expect(server.calls.some((c) => c.path === "/orderRefund/retry")).toBe(true),
    );
    expect(server.calls.find((c) => c.path === "/orderRefund/retry")?.body).toEqual({ id: 2 });
    expect(await screen.findByText("暂无数据")).toBeTruthy();
  });
});
