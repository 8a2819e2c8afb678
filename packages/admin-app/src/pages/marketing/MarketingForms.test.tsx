import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ModuleHttpProvider } from "../../components/module";
import { column, fakeServer, ok } from "../../components/module/moduleFixtures";
import type { ModuleMeta } from "../../components/module/moduleTypes";
import { renderWithProviders } from "../../test/renderWithProviders";
import CouponPage from "./coupon/index";
import DistributionPage from "./distribution/index";
import GroupPage from "./group/index";

/**
 * The marketing dialogs refuse, before saving, what the server refuses (issue 36), in the same
 * words (the contract's discount rules): nothing is sent.
 */

const base = (module: string, columns: ModuleMeta["columns"]): ModuleMeta => ({
  module,
  permission: module,
  title: module,
  actions: ["index", "add", "edit", "del", "export"],
  tree: null,
  pageSizes: [10, 20],
  defaultOrder: { field: "id", type: "desc" },
  columns,
});

const money = (key: string, label: string) =>
  column(key, label, { type: "integer", min: 0, max: 100_000_000 });

const couponMeta = base("coupon", [
  column("id", "编号", { type: "integer", form: false }),
  column("name", "优惠券名称", { required: true }),
  column("kind", "类型", {
    type: "integer",
    options: [
      { value: 1, label: "满减" },
      { value: 2, label: "折扣" },
      { value: 3, label: "无门槛" },
    ],
  }),
  money("amountCents", "优惠金额"),
  money("thresholdCents", "使用门槛"),
  column("startAt", "领取开始时间", { type: "datetime" }),
  column("endAt", "领取结束时间", { type: "datetime" }),
]);

const coupon = {
  id: 4,
  name: "满10减5",
  kind: 1,
  amountCents: 500,
  thresholdCents: 1000,
  startAt: "2019-12-01T00:00:00.000Z",
  // Long past on any machine's clock.
  endAt: "2020-01-01T00:00:00.000Z",
  phase: 0,
};

function render(page: React.ReactNode, meta: ModuleMeta, rows: unknown[] = []) {
  const server = fakeServer((call) => {
    if (call.path === `/${meta.module}/meta`) return ok(meta);
    if (call.path === `/${meta.module}/index`) return ok({ total: rows.length, data: rows });
    if (call.path === "/distribution/settings")
      return ok({ enabled: true, levels: 2, level1Rate: "10.00", level2Rate: "5.00" });
    if (call.path === "/distributor/meta") return ok(base("distributor", []));
    if (call.path === "/distributor/index") return ok({ total: 0, data: [] });
    return ok({ id: 1 });
  });
  renderWithProviders(<ModuleHttpProvider client={server.http}>{page}</ModuleHttpProvider>);
  return server;
}

/** The message shown under a dialog field, found by the field's label. */
async function messageUnder(dialog: HTMLElement, label: string, text: string) {
  const item = within(dialog).getByText(label).closest(".ant-form-item") as HTMLElement;
  expect(await within(item).findByText(text)).toBeTruthy();
}

const saves = (server: ReturnType<typeof render>) =>
  server.calls.filter((c) => c.path.endsWith("/add") || c.path.endsWith("/edit"));

describe("marketing dialogs refuse before saving what the server refuses", () => {
  it("refuses a 满减 coupon taking off its threshold or more, under 优惠金额", async () => {
    const server = render(<CouponPage />, couponMeta, [
      { ...coupon, endAt: "2099-01-01T00:00:00.000Z" },
    ]);
    const row = (await screen.findByText("满10减5")).closest("tr") as HTMLElement;
    await userEvent.click(within(row).getByRole("button", { name: "修改" }));
    const dialog = await screen.findByRole("dialog");
    const amount = within(dialog).getByLabelText("优惠金额");
    await userEvent.clear(amount);
    await userEvent.type(amount, "20");
    await messageUnder(dialog, "优惠金额", "优惠金额必须低于使用门槛：满 10.00 元最多减 9.99 元");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    expect(saves(server)).toEqual([]);
    // Raising the threshold clears it (the amount is checked again) and the coupon saves.
    const threshold = within(dialog).getByLabelText("使用门槛");
    await userEvent.clear(threshold);
    await userEvent.type(threshold, "100");
    await waitFor(() => expect(within(dialog).queryByText(/必须低于使用门槛/)).toBeNull());
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() =>
      expect(saves(server).map((c) => c.body)).toEqual([
        expect.objectContaining({ id: 4, amountCents: 2000, thresholdCents: 10000 }),
      ]),
    );
  });

  it("refuses a coupon whose claim end is already past, under 领取结束时间", async () => {
    const server = render(<CouponPage />, couponMeta, [coupon]);
    const row = (await screen.findByText("满10减5")).closest("tr") as HTMLElement;
    await userEvent.click(within(row).getByRole("button", { name: "修改" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await messageUnder(dialog, "领取结束时间", "领取结束时间已经过去，请选择晚于现在的时间");
    expect(saves(server)).toEqual([]);
  });

  it("keeps a group size of 1 as typed and refuses it instead of making it 2", async () => {
    const meta = base("groupBuy", [
      column("name", "活动名称", { required: true }),
      column("groupSize", "成团人数", { type: "integer", min: 2, max: 100 }),
    ]);
    const server = render(<GroupPage />, meta);
    await userEvent.click(await screen.findByRole("button", { name: "新增" }));
    const dialog = await screen.findByRole("dialog");
    const size = within(dialog).getByLabelText("成团人数") as HTMLInputElement;
    await userEvent.clear(size);
    await userEvent.type(size, "1");
    fireEvent.blur(size);
    expect(size.value).toBe("1");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await messageUnder(dialog, "成团人数", "成团人数必须在 2 到 100 之间");
    expect(saves(server)).toEqual([]);
  });

  it("refuses distribution rates adding above 100%, naming the levels, in the settings", async () => {
    const meta = base("distributionGoods", [
      column("level1Rate", "一级佣金比例(%)"),
      column("level2Rate", "二级佣金比例(%)"),
    ]);
    const server = render(<DistributionPage />, meta);
    const first = await screen.findByLabelText("一级佣金比例(%)");
    await waitFor(() => expect((first as HTMLInputElement).value).toBe("10.00"));
    await userEvent.clear(first);
    await userEvent.type(first, "100");
    const second = screen.getByLabelText("二级佣金比例(%)");
    await userEvent.clear(second);
    await userEvent.type(second, "30");
    await userEvent.click(screen.getByRole("button", { name: "保存" }));
    const item = second.closest(".ant-form-item") as HTMLElement;
    expect(
      await within(item).findByText("一级与二级佣金比例合计 130%，不能超过 100%"),
    ).toBeTruthy();
    expect(
      server.calls.some((c) => c.method === "POST" && c.path === "/distribution/settings"),
    ).toBe(false);
  });
});
