import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ModuleHttpProvider } from "../../components/module";
import { column, fakeServer, ok } from "../../components/module/moduleFixtures";
import type { ModuleMeta } from "../../components/module/moduleTypes";
import { renderWithProviders } from "../../test/renderWithProviders";
import CouponPage from "./coupon/index";
import SeckillPage from "./seckill/index";

const phaseOptions = [
  { value: 0, label: "未开始" },
  { value: 1, label: "进行中" },
  { value: 2, label: "已结束" },
  { value: 3, label: "已关闭" },
];

const couponMeta: ModuleMeta = {
  module: "coupon",
  permission: "coupon",
  title: "优惠券",
  actions: ["index", "add", "edit", "del", "export"],
  tree: null,
  pageSizes: [10, 20, 30, 50, 100, 200],
  defaultOrder: { field: "id", type: "desc" },
  columns: [
    column("id", "编号", { type: "integer", form: false }),
    column("name", "优惠券名称", { filter: "contains", required: true }),
    column("kind", "类型", {
      type: "integer",
      options: [
        { value: 1, label: "满减" },
        { value: 2, label: "折扣" },
        { value: 3, label: "无门槛" },
      ],
    }),
    column("amountCents", "优惠金额", { type: "integer" }),
    column("total", "发放总量", { type: "integer" }),
    column("leftCount", "剩余数量", { type: "integer", form: false }),
    column("startAt", "领取开始时间", { type: "datetime" }),
    column("endAt", "领取结束时间", { type: "datetime" }),
    column("phase", "状态", { type: "integer", form: false, options: phaseOptions }),
  ],
};

const running = {
  id: 3,
  name: "满100减20",
  kind: 1,
  amountCents: 2000,
  total: 10,
  leftCount: 7,
  startAt: "2026-06-01T00:00:00.000Z",
  endAt: "2026-06-02T00:00:00.000Z",
  phase: 1,
};

function renderCoupons() {
  const server = fakeServer((call) => {
    if (call.path === "/coupon/meta") return ok(couponMeta);
    if (call.path === "/coupon/index") {
      const phase = (call.body as { phase?: number } | undefined)?.phase;
      const rows = phase === undefined || phase === 1 ? [running] : [];
      return ok({ total: rows.length, data: rows });
    }
    if (call.path === "/coupon/close") return ok({ id: 3, phase: 3 });
    return ok(null);
  });
  renderWithProviders(
    <ModuleHttpProvider client={server.http}>
      <CouponPage />
    </ModuleHttpProvider>,
  );
  return server;
}

describe("marketing activity lists", () => {
  it("shows amounts in yuan and asks for each status tab's rows", async () => {
    const server = renderCoupons();
    const row = (await screen.findByText("满100减20")).closest("tr") as HTMLElement;
    expect(within(row).getByText("20.00")).toBeTruthy();
    await userEvent.click(screen.getByRole("tab", { name: "已结束" }));
    await waitFor(() =>
      expect(server.calls.filter((c) => c.path === "/coupon/index").at(-1)?.body).toMatchObject({
        phase: 2,
      }),
    );
    expect(await screen.findByText("暂无数据")).toBeTruthy();
  });

  it("closes a running activity early after a confirmation", async () => {
    const server = renderCoupons();
    const row = (await screen.findByText("满100减20")).closest("tr") as HTMLElement;
    await userEvent.click(within(row).getByRole("button", { name: "关闭" }));
    await userEvent.click(await screen.findByRole("button", { name: "确定" }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.path === "/coupon/close")?.body).toEqual({ id: 3 }),
    );
  });

  it("lists a seckill's SKUs with their seckill price, stock, units taken and units left", async () => {
    const meta: ModuleMeta = {
      ...couponMeta,
      module: "seckill",
      permission: "seckill",
      title: "秒杀活动",
      columns: [
        column("name", "活动名称"),
        column("skus", "秒杀商品"),
        column("phase", "状态", { type: "integer", form: false, options: phaseOptions }),
      ],
    };
    const server = fakeServer((call) => {
      if (call.path === "/seckill/meta") return ok(meta);
      if (call.path === "/seckill/index")
        return ok({
          total: 1,
          data: [
            {
              id: 1,
              name: "整点秒杀",
              phase: 0,
              skus: [
                {
                  skuId: 5,
                  goodsName: "保温杯",
                  specText: "红色",
                  seckillPriceCents: 2900,
                  seckillStock: 5,
                  sold: 3,
                  left: 2,
                },
              ],
            },
          ],
        });
      return ok(null);
    });
    renderWithProviders(
      <ModuleHttpProvider client={server.http}>
        <SeckillPage />
      </ModuleHttpProvider>,
    );
    expect(await screen.findByText("保温杯 红色：29.00 元 × 5（已抢 3，剩 2）")).toBeTruthy();
  });
});
