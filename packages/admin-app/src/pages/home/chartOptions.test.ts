import { describe, expect, it } from "vitest";
import { donutOption, salesOption } from "./chartOptions";

describe("the dashboard's chart options", () => {
  it("put the sales legend under the chart, clear of the axes' names", () => {
    for (const look of ["light", "wall"] as const) {
      const option = salesOption(
        [{ label: "11-26", amountCents: 1235, count: 1 }],
        { amount: "销售额（元）", count: "销量（台）" },
        look,
      ) as { legend: { bottom?: number; top?: number }; grid: { bottom: number } };
      expect(option.legend.bottom).toBe(0);
      expect(option.legend.top).toBeUndefined();
      expect(option.grid.bottom).toBeGreaterThanOrEqual(56);
    }
  });

  it("label each donut slice with its name and count, and draw no slice of nothing", () => {
    const option = donutOption(
      [
        { name: "W1", value: 3 },
        { name: "W2", value: 0 },
      ],
      "设备型号分布",
      "wall",
    ) as {
      series: Array<{ label: { formatter: string }; data: Array<{ name: string }> }>;
    };
    expect(option.series[0]!.label.formatter).toBe("{b}: {c}");
    expect(option.series[0]!.data.map((d) => d.name)).toEqual(["W1"]);
  });
});
