import type { FeatureCollection } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

/**
 * The world's countries as GeoJSON for `echarts.registerMap`, from world-atlas's 1:110m topology
 * (a maintained Natural Earth extract), bundled in this page's chunk rather than fetched elsewhere.
 */
export async function loadWorldMap(): Promise<FeatureCollection> {
  const topology = (await import("world-atlas/countries-110m.json"))
    .default as unknown as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  return feature(topology, topology.objects.countries) as FeatureCollection;
}

/** Demo figures: how many devices each market holds (names as Natural Earth spells them). */
export const DEMO_MARKETS: ReadonlyArray<{ name: string; value: number }> = [
  { name: "China", value: 12840 },
  { name: "Japan", value: 2310 },
  { name: "South Korea", value: 1450 },
  { name: "Singapore", value: 620 },
  { name: "Malaysia", value: 980 },
  { name: "Thailand", value: 760 },
  { name: "Vietnam", value: 540 },
  { name: "Indonesia", value: 890 },
  { name: "Australia", value: 1120 },
  { name: "United States of America", value: 3020 },
  { name: "Canada", value: 640 },
  { name: "Germany", value: 1530 },
  { name: "France", value: 870 },
  { name: "United Kingdom", value: 1210 },
  { name: "Brazil", value: 430 },
];
