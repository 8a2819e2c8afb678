import { Alert, Spin } from "antd";
import { MapChart } from "echarts/charts";
import { TooltipComponent, VisualMapComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { CanvasRenderer } from "echarts/renderers";
import ReactEChartsCore from "echarts-for-react/esm/core";
import { useEffect, useMemo, useRef, useState } from "react";
import { DemoPage } from "../DemoPage";
import { DEMO_PROVINCES, loadChinaMap } from "./chinaDemoMap";
import { useFunTranslation } from "./useFunTranslation";

// Only the parts this map draws: the whole of ECharts would triple the chunk.
echarts.use([MapChart, TooltipComponent, VisualMapComponent, CanvasRenderer]);

/** /fun/echartsMap: an ECharts map, demo devices per province on China's provinces. */
export default function EchartsMapDemoPage() {
  const { t } = useFunTranslation();
  const [mapName, setMapName] = useState<string | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  useEffect(() => {
    if (state !== "loading") return;
    let current = true;
    // The module registers the provinces' shapes with ECharts when it first loads.
    loadChinaMap().then(
      (map) => {
        if (!current) return;
        setMapName(map.CHINA_MAP);
        setState("ready");
      },
      () => current && setState("failed"),
    );
    return () => {
      current = false;
    };
  }, [state]);

  // ECharts lays a map out from its box: with no box yet (a hidden tab, a test's DOM) it would
  // divide by zero, so the chart is drawn once the frame has a width.
  const frame = useRef<HTMLDivElement>(null);
  const [hasRoom, setHasRoom] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!element || state !== "ready") return;
    const check = () => setHasRoom(element.clientWidth > 0);
    check();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [state]);

  const option = useMemo(
    () => ({
      tooltip: { trigger: "item" },
      visualMap: {
        min: 0,
        max: Math.max(...DEMO_PROVINCES.map((province) => province.value)),
        left: "left",
        bottom: 0,
        calculable: true,
        inRange: { color: ["#e0f3ff", "#1677ff"] },
      },
      series: [
        {
          type: "map",
          map: mapName ?? "",
          name: t("demos.fun.mapSeries"),
          roam: true,
          emphasis: { label: { show: false } },
          data: DEMO_PROVINCES,
        },
      ],
    }),
    [t, mapName],
  );

  return (
    <DemoPage intro={t("demos.fun.mapIntro")}>
      {state === "loading" && (
        <Spin description={t("demos.fun.mapLoading")}>{<div style={{ height: 120 }} />}</Spin>
      )}
      {state === "failed" && <Alert type="error" showIcon title={t("demos.fun.mapFailed")} />}
      {state === "ready" && (
        <div
          ref={frame}
          role="img"
          aria-label={t("demos.fun.mapSeries")}
          data-map={mapName ?? ""}
          style={{ height: 480 }}
        >
          {hasRoom && (
            <ReactEChartsCore echarts={echarts} option={option} style={{ height: 480 }} notMerge />
          )}
        </div>
      )}
    </DemoPage>
  );
}
