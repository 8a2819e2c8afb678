import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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

describe("the big-screen data page", () => {
  it("shows the counters and charts in large type on a dark wall", async () => {
    renderWithProviders(<ChartScreen api={{ load: async () => figures(true) }} />);
    expect(await screen.findByRole("heading", { name: "设备运营数据大屏" })).toBeTruthy();
    const online = await screen.findByRole("listitem", { name: "在线设备" });
    expect(within(online).getByText("42")).toBeTruthy();
    expect(
      within(screen.getByRole("listitem", { name: "今日销售额" })).getByText("¥8,800"),
    ).toBeTruthy();
    const provinces = screen.getByRole("figure", { name: "设备省份分布" });
    expect(provinces.textContent).toContain("广东省 9");
    expect(screen.getByRole("button", { name: /全屏/ })).toBeTruthy();
  });

  it("shows a user without the device grant no device counter", async () => {
    renderWithProviders(<ChartScreen api={{ load: async () => figures(false) }} />);
    expect(await screen.findByRole("listitem", { name: "待处理反馈" })).toBeTruthy();
    expect(screen.queryByRole("listitem", { name: "在线设备" })).toBeNull();
    expect(screen.queryByRole("figure")).toBeNull();
  });
});
