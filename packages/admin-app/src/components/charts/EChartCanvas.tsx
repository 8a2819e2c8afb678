import { BarChart, LineChart, PieChart } from "echarts/charts";
import { GridComponent, LegendComponent, TooltipComponent } from "echarts/components";
import type { EChartsCoreOption } from "echarts/core";
import * as echarts from "echarts/core";
import { CanvasRenderer } from "echarts/renderers";
// The ES module build: Vite bundles the CommonJS one (lib/) as a module object, not a component.
import ReactEChartsCore from "echarts-for-react/esm/core";
import { useMemo } from "react";

// Only the charts and parts the dashboards draw: the whole of ECharts would triple the chunk.
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export interface EChartCanvasProps {
  option: EChartsCoreOption;
  height: number;
  /** ECharts' built-in "dark" theme for dark screens. */
  dark?: boolean;
  /** Called once the chart has finished drawing (each time its option changes). */
  onFinished?: () => void;
}

/** The canvas part of <EChart>, in its own chunk with ECharts. */
export default function EChartCanvas({ option, height, dark, onFinished }: EChartCanvasProps) {
  const events = useMemo(() => (onFinished ? { finished: onFinished } : undefined), [onFinished]);
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      notMerge
      lazyUpdate
      theme={dark ? "dark" : undefined}
      style={{ height, width: "100%" }}
      {...(events ? { onEvents: events } : {})}
    />
  );
}
