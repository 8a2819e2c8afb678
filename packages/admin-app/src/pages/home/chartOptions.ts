import type { EChartsCoreOption } from "echarts/core";

/**
 * The dashboard's chart options as pure functions of the figures, so they are tested without a
 * canvas. `look` is "light" on /home and "wall" on /chart (dark, larger type, for a wall display).
 */
export type ChartLook = "light" | "wall";

const font = (look: ChartLook) => (look === "wall" ? 16 : 12);
const axisText = (look: ChartLook) => ({
  fontSize: font(look),
  ...(look === "wall" ? { color: "#c9d1e0" } : {}),
});
const base = (look: ChartLook) => ({
  backgroundColor: "transparent",
  textStyle: { fontSize: font(look) },
  animationDuration: 500,
});

export interface SalesPoint {
  label: string;
  amountCents: number;
  count: number;
}

/** Sales per day: the amount as bars (yuan), devices sold as a line on a second axis. */
export function salesOption(
  points: ReadonlyArray<SalesPoint>,
  names: { amount: string; count: string },
  look: ChartLook = "light",
): EChartsCoreOption {
  return {
    ...base(look),
    tooltip: { trigger: "axis" },
    // The legend under the chart: at the top it sat over the axes' names (元, 台).
    legend: { data: [names.amount, names.count], bottom: 0, textStyle: axisText(look) },
    grid: { left: 56, right: 40, top: 40, bottom: look === "wall" ? 64 : 56 },
    xAxis: { type: "category", data: points.map((p) => p.label), axisLabel: axisText(look) },
    yAxis: [
      { type: "value", name: names.amount, axisLabel: axisText(look) },
      { type: "value", name: names.count, minInterval: 1, axisLabel: axisText(look) },
    ],
    series: [
      {
        name: names.amount,
        type: "bar",
        data: points.map((p) => p.amountCents / 100),
        itemStyle: { color: "#409eff" },
      },
      {
        name: names.count,
        type: "line",
        yAxisIndex: 1,
        smooth: true,
        data: points.map((p) => p.count),
        itemStyle: { color: "#67c23a" },
      },
    ],
  };
}

/** Devices online per hour, as a filled line. */
export function onlineOption(
  points: ReadonlyArray<{ label: string; online: number }>,
  name: string,
  look: ChartLook = "light",
): EChartsCoreOption {
  return {
    ...base(look),
    tooltip: { trigger: "axis" },
    grid: { left: 48, right: 24, top: 24, bottom: 30 },
    xAxis: {
      type: "category",
      boundaryGap: false,
      data: points.map((p) => p.label),
      axisLabel: axisText(look),
    },
    yAxis: { type: "value", minInterval: 1, axisLabel: axisText(look) },
    series: [
      {
        name,
        type: "line",
        smooth: true,
        showSymbol: false,
        areaStyle: { opacity: 0.25 },
        data: points.map((p) => p.online),
        itemStyle: { color: "#36cfc9" },
      },
    ],
  };
}

/** Shares of a whole (devices by model or state) as a donut. */
export function donutOption(
  items: ReadonlyArray<{ name: string; value: number }>,
  name: string,
  look: ChartLook = "light",
): EChartsCoreOption {
  return {
    ...base(look),
    tooltip: { trigger: "item", formatter: "{b}: {c} ({d}%)" },
    legend: { bottom: 0, type: "scroll", textStyle: axisText(look) },
    series: [
      {
        name,
        type: "pie",
        radius: ["40%", "68%"],
        center: ["50%", "45%"],
        // Each label names its slice and count; slices of nothing draw no label at all.
        label: {
          fontSize: font(look),
          formatter: "{b}: {c}",
          ...(look === "wall" ? { color: "#e6ebf5" } : {}),
        },
        data: items
          .filter((item) => item.value > 0)
          .map((item) => ({ name: item.name, value: item.value })),
      },
    ],
  };
}

/** A ranking (devices by province), largest at the top, as horizontal bars. */
export function rankingOption(
  items: ReadonlyArray<{ name: string; value: number }>,
  name: string,
  look: ChartLook = "light",
  limit = 15,
): EChartsCoreOption {
  const top = [...items]
    .sort((a, b) => b.value - a.value)
    .slice(0, limit)
    .reverse();
  return {
    ...base(look),
    tooltip: { trigger: "axis", axisPointer: { type: "shadow" } },
    grid: { left: 96, right: 32, top: 16, bottom: 24 },
    xAxis: { type: "value", minInterval: 1, axisLabel: axisText(look) },
    yAxis: { type: "category", data: top.map((i) => i.name), axisLabel: axisText(look) },
    series: [
      {
        name,
        type: "bar",
        data: top.map((i) => i.value),
        itemStyle: { color: "#f5a623" },
        label: { show: true, position: "right", fontSize: font(look) },
      },
    ],
  };
}
