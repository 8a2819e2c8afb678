import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/renderWithProviders";
import type { PageAnalyticsData } from "./analyticsApi";
import { clicksOption, trendOption } from "./analyticsCharts";
import { PageAnalyticsPanel } from "./PageAnalyticsPanel";

const visited: PageAnalyticsData = {
  page: { id: 7, name: "春季上新" },
  from: "2026-03-01",
  to: "2026-03-03",
  days: [
    { date: "2026-03-01", views: 4000, visitors: 120, conversions: 10 },
    { date: "2026-03-02", views: 0, visitors: 0, conversions: 0 },
    { date: "2026-03-03", views: 6000, visitors: 80, conversions: 30 },
  ],
  clicks: [
    { componentId: "c2", componentType: "captiontext", position: 2, clicks: 90 },
    { componentId: "c1", componentType: "auxiliarysegmentation", position: 1, clicks: 12 },
    { componentId: "old", componentType: "captiontext", position: null, clicks: 3 },
  ],
  totals: {
    views: 10000,
    visitors: 200,
    conversions: 40,
    clicks: 105,
    productViews: 7,
    conversionRate: 0.2,
  },
};

const quiet: PageAnalyticsData = {
  ...visited,
  days: visited.days.map((d) => ({ ...d, views: 0, visitors: 0, conversions: 0 })),
  clicks: [],
  totals: {
    views: 0,
    visitors: 0,
    conversions: 0,
    clicks: 0,
    productViews: 0,
    conversionRate: null,
  },
};

/** The statistic whose title is `title`, as its card reads. */
const statistic = (title: string) =>
  screen.getByText(title).closest(".ant-statistic")?.textContent?.replace(title, "");

describe("a page's analytics panel", () => {
  it("shows the totals, the rate per visitor, and names each chart with its figures", () => {
    renderWithProviders(<PageAnalyticsPanel data={visited} />);
    expect(statistic("浏览量")).toBe("10,000");
    expect(statistic("访客数")).toBe("200");
    expect(statistic("表单提交")).toBe("40");
    expect(statistic("转化率")).toBe("20.0%");
    expect(statistic("引导商品浏览")).toBe("7");
    expect(screen.getByRole("figure", { name: "浏览量与访客数" }).textContent).toContain(
      "2026-03-01 至 2026-03-03：浏览量 10,000，访客数 200",
    );
    expect(screen.getByRole("figure", { name: "各组件点击量" }).textContent).toContain(
      "共 3 个组件被点击，最多的是 2. 标题文字（90 次）",
    );
    expect(screen.queryByText("所选日期内还没有访问数据")).toBeNull();
  });

  it("says when the range has no visit, with no empty charts", () => {
    renderWithProviders(<PageAnalyticsPanel data={quiet} />);
    expect(screen.getByText("所选日期内还没有访问数据")).toBeTruthy();
    expect(screen.queryAllByRole("figure")).toHaveLength(0);
    expect(statistic("转化率")).toBe("—");
  });

  it("speaks the operator's language", () => {
    renderWithProviders(<PageAnalyticsPanel data={visited} />, { language: "en" });
    expect(statistic("Conversion rate")).toBe("20.0%");
    expect(screen.getByRole("figure", { name: "Clicks per component" }).textContent).toContain(
      "most of all 2. Title text (90 clicks)",
    );
  });

  it("draws the days as lines and the components as bars, most clicked on top", () => {
    const trend = trendOption(visited.days, { views: "V", visitors: "U" }) as {
      xAxis: { data: string[] };
      series: Array<{ type: string; data: number[] }>;
    };
    expect(trend.xAxis.data).toEqual(["03-01", "03-02", "03-03"]);
    expect(trend.series.map((s) => [s.type, s.data])).toEqual([
      ["line", [4000, 0, 6000]],
      ["line", [120, 0, 80]],
    ]);
    const bars = clicksOption(
      [
        { label: "2. 标题文字", clicks: 90 },
        { label: "1. 辅助分割", clicks: 12 },
        { label: "标题文字（已移除）", clicks: 3 },
      ],
      "C",
    ) as { yAxis: { data: string[] }; series: Array<{ data: number[] }> };
    // A category axis runs bottom-up: the last entry is drawn on top.
    expect(bars.yAxis.data.at(-1)).toBe("2. 标题文字");
    expect(bars.series[0]?.data).toEqual([3, 12, 90]);
  });
});
