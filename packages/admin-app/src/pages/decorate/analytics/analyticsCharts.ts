import type { EChartsCoreOption } from "echarts/core";
import type { DayFigures } from "./analyticsApi";

/** The page's figures as ECharts options: pure functions, tested without a canvas. */

/** Views and visitors per day, two lines over the range. */
export function trendOption(
  days: ReadonlyArray<Pick<DayFigures, "date" | "views" | "visitors">>,
  names: { views: string; visitors: string },
): EChartsCoreOption {
  return {
    backgroundColor: "transparent",
    tooltip: { trigger: "axis" },
    legend: { data: [names.views, names.visitors], bottom: 0 },
    grid: { left: 48, right: 24, top: 24, bottom: 56 },
    // MM-DD under the axis: the year is in the range picker above.
    xAxis: { type: "category", data: days.map((d) => d.date.slice(5)) },
    yAxis: { type: "value", minInterval: 1 },
    series: [
      {
        name: names.views,
        type: "line",
        smooth: true,
        data: days.map((d) => d.views),
        itemStyle: { color: "#409eff" },
      },
      {
        name: names.visitors,
        type: "line",
        smooth: true,
        data: days.map((d) => d.visitors),
        itemStyle: { color: "#67c23a" },
      },
    ],
  };
}

export interface ClickBar {
  label: string;
  clicks: number;
}

/** Clicks per component as horizontal bars, the most clicked on top. */
export function clicksOption(bars: ReadonlyArray<ClickBar>, name: string): EChartsCoreOption {
  // ECharts draws a category axis from the bottom up: reversed, the first bar is the top one.
  const ordered = [...bars].reverse();
  return {
    backgroundColor: "transparent",
    tooltip: { trigger: "axis", axisPointer: { type: "shadow" } },
    grid: { left: 8, right: 40, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: "value", minInterval: 1 },
    yAxis: { type: "category", data: ordered.map((b) => b.label) },
    series: [
      {
        name,
        type: "bar",
        data: ordered.map((b) => b.clicks),
        itemStyle: { color: "#e6a23c" },
        label: { show: true, position: "right" },
      },
    ],
  };
}

/** A rate as a percentage with one decimal ("12.5%"); a dash without visitors. */
export function percent(rate: number | null, locale: string): string {
  if (rate === null) return "—";
  return new Intl.NumberFormat(locale, {
    style: "percent",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rate);
}
