import { describe, expect, it } from "vitest";
import { chartSeries, listInWords } from "./chartData";
import { donutOption, onlineOption, rankingOption, salesOption } from "./chartOptions";
import { dayLabel, formatCents, trend } from "./figures";

describe("dashboard figures", () => {
  it("say how a figure changed from the period before", () => {
    expect(trend(12, 10)).toEqual({ direction: "up", percent: 20 });
    expect(trend(5, 8)).toEqual({ direction: "down", percent: 37.5 });
    expect(trend(3, 3)).toEqual({ direction: "flat", percent: 0 });
    expect(trend(0, 0)).toEqual({ direction: "flat", percent: 0 });
    // Nothing before: a rise without a percentage.
    expect(trend(4, 0)).toEqual({ direction: "up", percent: null });
  });

  it("write cents as yuan in the interface language", () => {
    expect(formatCents(123456, "zh-cn")).toBe("¥1,234.56");
    expect(formatCents(5, "en")).toBe("CN¥0.05");
    expect(formatCents(123456, "zh-cn", 0)).toBe("¥1,235");
    expect(dayLabel("2026-11-26")).toBe("11-26");
  });
});

describe("chart options", () => {
  it("draw sales as yuan bars and a count line on its own axis", () => {
    const option = salesOption(
      [
        { label: "11-25", amountCents: 150050, count: 2 },
        { label: "11-26", amountCents: 0, count: 0 },
      ],
      { amount: "Sales", count: "Sold" },
    ) as {
      series: Array<{ type: string; data: number[]; yAxisIndex?: number }>;
      xAxis: { data: string[] };
    };
    expect(option.xAxis.data).toEqual(["11-25", "11-26"]);
    expect(option.series[0]).toMatchObject({ type: "bar", data: [1500.5, 0] });
    expect(option.series[1]).toMatchObject({ type: "line", data: [2, 0], yAxisIndex: 1 });
  });

  it("draw online devices per hour, shares as a donut and a ranking largest first", () => {
    const online = onlineOption([{ label: "10:00", online: 7 }], "Online") as {
      series: Array<{ data: number[] }>;
    };
    expect(online.series[0]!.data).toEqual([7]);
    const donut = donutOption([{ name: "W1", value: 3 }], "Models", "wall") as {
      series: Array<{ type: string; data: unknown[] }>;
      textStyle: { fontSize: number };
    };
    expect(donut.series[0]).toMatchObject({ type: "pie", data: [{ name: "W1", value: 3 }] });
    expect(donut.textStyle.fontSize).toBe(16);
    const ranking = rankingOption(
      [
        { name: "浙江省", value: 2 },
        { name: "广东省", value: 9 },
        { name: "北京市", value: 5 },
      ],
      "Provinces",
      "light",
      2,
    ) as { yAxis: { data: string[] }; series: Array<{ data: number[] }> };
    // The axis runs bottom-up: the largest ends at the top.
    expect(ranking.yAxis.data).toEqual(["北京市", "广东省"]);
    expect(ranking.series[0]!.data).toEqual([5, 9]);
  });

  it("label the series in the interface language", () => {
    const t = ((key: string) => `<${key}>`) as never;
    const series = chartSeries(
      {
        generatedAt: "",
        timeZone: "UTC",
        devicesByState: [{ state: "sold", count: 2 }],
        devicesByProvince: [{ province: "", count: 1 }],
      },
      t,
      "en",
    );
    expect(series.byState).toEqual([{ name: "<dashboard.states.sold>", value: 2 }]);
    expect(series.byProvince).toEqual([{ name: "<dashboard.charts.unknownProvince>", value: 1 }]);
    expect(series.sales).toBeUndefined();
    expect(
      listInWords([
        { name: "a", value: 1 },
        { name: "b", value: 2 },
      ]),
    ).toBe("a 1, b 2");
  });
});
