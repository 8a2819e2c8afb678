import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NO_ORDER_FIGURES } from "@vitrine/contract";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createFleetConnection } from "../../realtime/connection";
import { fakeSockets } from "../../realtime/fakeSocket";
import { FleetConnectionProvider } from "../../realtime/useFleet";
import { renderWithProviders } from "../../test/renderWithProviders";
import { Dashboard } from "./Dashboard";
import type { DashboardApi, DashboardData } from "./dashboardApi";

const period = (today: number, yesterday: number, last30: number, previous30: number) => ({
  today,
  yesterday,
  last30,
  previous30,
});

function everything(): DashboardData {
  return {
    summary: {
      generatedAt: "2026-11-26T04:30:00.000Z",
      timeZone: "Asia/Shanghai",
      newAppUsers: period(12, 10, 300, 240),
      devicesSold: period(3, 0, 40, 50),
      sales: period(150000, 100000, 4000000, 5000000),
      salesSource: "deviceSales",
      devicesOnline: { now: 42, inService: 120 },
      openSos: { ...period(2, 1, 9, 9), open: 5, waiting: 2 },
      openFeedback: { ...period(1, 1, 20, 18), open: 7, waiting: 4 },
    },
    charts: {
      generatedAt: "2026-11-26T04:30:00.000Z",
      timeZone: "Asia/Shanghai",
      salesPerDay: [{ date: "2026-11-26", count: 3, amountCents: 150000 }],
      onlineHourly: [{ hour: "2026-11-26T03:00:00.000Z", online: 40 }],
      devicesByModel: [{ model: "W1", count: 80 }],
      devicesByState: [{ state: "sold", count: 100 }],
      devicesByProvince: [],
    },
    attention: {
      sos: {
        total: 2,
        items: [{ id: 9, deviceId: 4, serial: "SN-0004", raisedAt: "2026-11-26T04:00:00.000Z" }],
      },
      feedback: {
        total: 7,
        items: [
          { id: 3, excerpt: "电池掉电快", status: "new", createdAt: "2026-11-20T04:00:00.000Z" },
        ],
      },
      lowStock: { threshold: 10, total: 1, items: [{ id: 5, name: "表带", stock: 0 }] },
    },
  };
}

/** Only what a user without the device grant gets: feedback figures. */
function feedbackOnly(): DashboardData {
  const all = everything();
  return {
    summary: {
      generatedAt: all.summary.generatedAt,
      timeZone: all.summary.timeZone,
      openFeedback: all.summary.openFeedback!,
    },
    charts: { generatedAt: all.charts.generatedAt, timeZone: all.charts.timeZone },
    attention: { feedback: all.attention.feedback! },
  };
}

function fakeApi(answers: () => DashboardData) {
  const load = vi.fn(async (_tz: string) => answers());
  return { api: { load } satisfies DashboardApi, load };
}

const renderDashboard = (api: DashboardApi) =>
  renderWithProviders(
    <MemoryRouter>
      <Dashboard api={api} />
    </MemoryRouter>,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe("the home dashboard", () => {
  it("shows each card with its trend, the charts by name and what needs the operator", async () => {
    const { api } = fakeApi(everything);
    renderDashboard(api);
    const users = await screen.findByRole("region", { name: "新增APP用户" });
    expect(within(users).getByText("12")).toBeTruthy();
    // Today against yesterday, and the last 30 days against the 30 before.
    expect(users.textContent).toContain("+20% 较昨日");
    expect(users.textContent).toMatch(/近30天 300 +\+25% 较前30天/);
    const sales = screen.getByRole("region", { name: "销售额" });
    expect(within(sales).getByText("¥1,500.00")).toBeTruthy();
    expect(within(sales).getByText("按设备销售金额统计，订单见订单统计信息")).toBeTruthy();
    const online = screen.getByRole("region", { name: "在线设备" });
    expect(within(online).getByText("42")).toBeTruthy();
    expect(within(online).getByText("在用设备 120 台")).toBeTruthy();
    expect(
      within(screen.getByRole("region", { name: "未处理SOS报警" })).getByText("5"),
    ).toBeTruthy();
    expect(screen.getByRole("figure", { name: "近30天销售额" })).toBeTruthy();
    expect(screen.getByRole("figure", { name: "近24小时在线设备" })).toBeTruthy();
    expect(screen.getByRole("figure", { name: "设备状态分布" }).textContent).toContain("已售 100");
    // No device has said where it is: an empty state, not an empty chart.
    expect(screen.queryByRole("figure", { name: "设备省份分布" })).toBeNull();
    const sos = screen.getByRole("region", { name: "新SOS报警" });
    expect(within(sos).getByRole("link", { name: "新SOS报警" }).getAttribute("href")).toBe("/sos");
    expect(within(sos).getByText("SN-0004")).toBeTruthy();
    expect(within(sos).getByRole("link", { name: "查看全部（2）" })).toBeTruthy();
    const feedback = screen.getByRole("region", { name: "等待最久的反馈" });
    expect(
      within(feedback).getByRole("link", { name: "等待最久的反馈" }).getAttribute("href"),
    ).toBe("/feedback");
    const stock = screen.getByRole("region", { name: "库存告急商品" });
    expect(within(stock).getByRole("link", { name: "库存告急商品" }).getAttribute("href")).toBe(
      "/goods/list",
    );
    expect(within(stock).getByText("库存 0")).toBeTruthy();
  });

  it("shows a user without the device grant no device figure", async () => {
    const { api } = fakeApi(feedbackOnly);
    renderDashboard(api);
    expect(await screen.findByRole("region", { name: "待处理反馈" })).toBeTruthy();
    for (const name of ["在线设备", "设备销量", "销售额", "未处理SOS报警", "新增APP用户"])
      expect(screen.queryByRole("region", { name })).toBeNull();
    expect(screen.queryByRole("figure")).toBeNull();
    expect(screen.queryByRole("region", { name: "新SOS报警" })).toBeNull();
  });

  it("shows 订单统计信息 to a user the orders call answers, and not to one it does not", async () => {
    const zero = { ...NO_ORDER_FIGURES };
    const paid = {
      ...zero,
      salesCents: 5_000,
      orders: 1,
      payingShoppers: 1,
      averageOrderCents: 5_000,
    };
    const data = everything();
    data.orders = {
      generatedAt: data.summary.generatedAt,
      timeZone: "Asia/Shanghai",
      today: paid,
      yesterday: zero,
      thisMonth: paid,
      last7: paid,
      last30: paid,
      perDay: [{ date: "2026-11-26", ...paid }],
    };
    const view = renderDashboard({ load: async () => data });
    const card = await screen.findByRole("region", { name: "订单统计信息" });
    expect(within(card).getAllByText("¥50.00").length).toBeGreaterThan(0);
    view.unmount();
    renderDashboard({ load: async () => everything() });
    await screen.findByRole("region", { name: "新增APP用户" });
    expect(screen.queryByRole("region", { name: "订单统计信息" })).toBeNull();
  });

  it("loads again every minute and on the refresh button, and stops when it leaves", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const { api, load } = fakeApi(everything);
    const view = renderDashboard(api);
    await screen.findByRole("region", { name: "新增APP用户" });
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]![0]).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(load).toHaveBeenCalledTimes(2);
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole("button", { name: /刷新/ }));
    expect(load).toHaveBeenCalledTimes(3);
    view.unmount();
    await act(async () => {
      vi.advanceTimersByTime(180_000);
    });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("reads the figures again when a device comes online, and says they follow the fleet", async () => {
    const sockets = fakeSockets();
    const line = createFleetConnection({
      url: "ws://localhost/api/ws",
      getToken: () => "token",
      createSocket: sockets.create,
    });
    const { api, load } = fakeApi(everything);
    renderWithProviders(
      <MemoryRouter>
        <FleetConnectionProvider connection={line}>
          <Dashboard api={api} liveSettleMs={10} />
        </FleetConnectionProvider>
      </MemoryRouter>,
    );
    await screen.findByRole("region", { name: "在线设备" });
    await waitFor(() => expect(sockets.made).toHaveLength(1));
    act(() => {
      sockets.latest().open();
      sockets.latest().receive({ type: "ready", device: true, sos: true });
    });
    expect(await screen.findByText("● 随设备实时更新")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    act(() => {
      for (let i = 0; i < 5; i += 1)
        sockets.latest().receive({
          type: "online",
          deviceId: i,
          serial: `SN-${i}`,
          at: "2026-11-26T04:31:00.000Z",
        });
    });
    // One read for the whole burst, without waiting for the minute's timer.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    line.stop();
  });

  it("draws the hour under way in the online chart, so a fleet's first hour is not empty", async () => {
    const data = everything();
    data.charts.onlineHourly = [{ hour: "2026-11-26T03:00:00.000Z", online: 0 }];
    data.charts.onlineThisHour = { hour: "2026-11-26T04:00:00.000Z", online: 200 };
    renderDashboard({ load: async () => data });
    const chart = await screen.findByRole("figure", { name: "近24小时在线设备" });
    expect(chart.textContent).toContain("200");
  });

  it("says when the figures could not be loaded, and retries", async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error("网络异常");
      return everything();
    });
    renderDashboard({ load });
    expect(await screen.findByText("数据加载失败")).toBeTruthy();
    expect(screen.getByText("网络异常")).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "重试" }));
    expect(await screen.findByRole("region", { name: "新增APP用户" })).toBeTruthy();
    expect(screen.queryByText("数据加载失败")).toBeNull();
  });

  it("shows the all-clear when nothing needs the operator", async () => {
    const data = everything();
    data.attention = {
      sos: { total: 0, items: [] },
      feedback: { total: 0, items: [] },
    };
    renderDashboard({ load: async () => data });
    expect(await screen.findByText("目前没有需要处理的事项")).toBeTruthy();
  });
});

describe("the dashboard's calls", () => {
  it("ask the four dashboard calls with the operator's zone", async () => {
    const asked: string[] = [];
    const { createHttpClient } = await import("../../api/http");
    const { createDashboardApi } = await import("./dashboardApi");
    const http = createHttpClient({
      effects: { showError() {}, showAlert() {}, clearSession() {}, navigateToRoot() {} },
      translate: (key) => key,
      getToken: () => "token",
      getLanguageTag: () => "zh-CN",
      fetch: async (input) => {
        asked.push(String(input));
        return new Response(JSON.stringify({ code: 0, msg: "ok", data: {} }), {
          headers: { "content-type": "application/json" },
        });
      },
    });
    await createDashboardApi(http).load("Asia/Shanghai");
    expect(asked.sort()).toEqual([
      "/api/dashboard/attention",
      "/api/dashboard/charts?tz=Asia%2FShanghai",
      "/api/dashboard/orders?tz=Asia%2FShanghai",
      "/api/dashboard/summary?tz=Asia%2FShanghai",
    ]);
  });
});
