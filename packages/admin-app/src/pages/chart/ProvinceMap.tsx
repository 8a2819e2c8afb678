import type { EChartsCoreOption } from "echarts/core";
import { useEffect, useState } from "react";
import { EChart } from "../../components/charts/EChart";
import { listInWords } from "../home/chartData";
import { useDashboardTranslation } from "../home/dashboardTexts";
import { type MapProvince, mapSeries } from "./provinceMapData";

type MapModule = { CHINA_MAP: string; MAP_PROVINCES: ReadonlyArray<MapProvince> };
let loading: Promise<MapModule> | undefined;
/** The map's chunk (ECharts' map chart and the provinces' shapes), fetched once, on first use. */
const loadMap = () => {
  loading ??= import("./chinaMap");
  return loading;
};

export function mapOption(
  map: string,
  data: Array<{ name: string; value: number }>,
  name: string,
): EChartsCoreOption {
  return {
    backgroundColor: "transparent",
    tooltip: { trigger: "item" },
    visualMap: {
      min: 0,
      max: Math.max(1, ...data.map((d) => d.value)),
      calculable: true,
      left: "left",
      bottom: 0,
      inRange: { color: ["#1d3b66", "#f5a623"] },
      textStyle: { color: "#c9d1e0" },
    },
    series: [
      {
        type: "map",
        map,
        name,
        data,
        itemStyle: { areaColor: "#14233d", borderColor: "#3a5a85" },
        label: { show: false },
        emphasis: { label: { show: true, color: "#fff" }, itemStyle: { areaColor: "#2f6fb7" } },
      },
    ],
  };
}

/**
 * Devices per province on China's map, for the wall display: shades by count, the figures in words
 * for screen readers, and the map data's credit. Devices whose province the map does not know
 * stay in the ranking beside it.
 */
export function ProvinceMap({
  items,
  height,
}: {
  items: ReadonlyArray<{ province: string; count: number }>;
  height: number;
}) {
  const { t } = useDashboardTranslation();
  const [map, setMap] = useState<MapModule | "failed">();
  useEffect(() => {
    let live = true;
    loadMap().then(
      (loaded) => live && setMap(loaded),
      () => live && setMap("failed"),
    );
    return () => {
      live = false;
    };
  }, []);
  if (map === "failed") return null;
  const title = t("dashboard.screen.provinceMap");
  if (!map) return <div style={{ height }} aria-busy="true" />;
  const { data } = mapSeries(items, map.MAP_PROVINCES);
  return (
    <div>
      <EChart
        label={title}
        summary={t("dashboard.charts.summary", { title, text: listInWords(data) })}
        option={mapOption(map.CHINA_MAP, data, title)}
        height={height}
        dark
      />
      <p style={{ color: "#9aa8c0", margin: "4px 0 0", fontSize: 12 }}>
        {t("dashboard.screen.mapSource")}
      </p>
    </div>
  );
}
