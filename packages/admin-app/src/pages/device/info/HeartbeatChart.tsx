import { Empty, Typography } from "antd";
import { LineChart } from "echarts/charts";
import { GridComponent, LegendComponent, TooltipComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { CanvasRenderer } from "echarts/renderers";
// The ES module build: the CommonJS one (lib/core) reaches the bundle as an object, not a component.
import ReactEChartsCore from "echarts-for-react/esm/core";
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import type { Heartbeat } from "../shared/deviceApi";
import { useDeviceTranslation } from "../shared/useDeviceTranslation";

// Only the parts a line chart of two series needs: the whole of ECharts would triple the chunk.
echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/**
 * The device's heartbeats of the last 24 hours: battery level and signal over time. A sentence
 * states the latest values for screen readers (and where there is no box to draw in).
 */
export function HeartbeatChart({ points }: { points: Heartbeat[] }) {
  const { t } = useDeviceTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const box = frame.current;
    if (!box) return;
    setWidth(box.clientWidth);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setWidth(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const option = useMemo(
    () => ({
      tooltip: { trigger: "axis" },
      legend: { data: [t("device.info.batteryLevel"), t("device.info.signal")] },
      grid: { left: 40, right: 40, top: 40, bottom: 30 },
      xAxis: { type: "time" },
      yAxis: { type: "value", min: 0, max: 100 },
      series: [
        {
          name: t("device.info.batteryLevel"),
          type: "line",
          showSymbol: false,
          data: points.map((p) => [p.at, p.battery]),
        },
        {
          name: t("device.info.signal"),
          type: "line",
          showSymbol: false,
          data: points.map((p) => [p.at, p.signal]),
        },
      ],
    }),
    [points, t],
  );

  if (points.length === 0) return <Empty description={t("device.info.noHeartbeats")} />;
  const latest = points[points.length - 1];
  return (
    <div ref={frame}>
      <Typography.Paragraph type="secondary">
        {t("device.info.heartbeatSummary", {
          count: points.length,
          battery: latest?.battery ?? "—",
          signal: latest?.signal ?? "—",
        })}
      </Typography.Paragraph>
      {width > 0 ? (
        <ReactEChartsCore echarts={echarts} option={option} style={{ height: 280 }} notMerge />
      ) : null}
    </div>
  );
}
