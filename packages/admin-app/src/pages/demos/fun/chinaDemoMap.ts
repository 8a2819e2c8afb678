/**
 * China's provinces for the map demo: the same shapes /chart draws (chart/chinaMap.ts registers
 * them under CHINA_MAP), fetched with the demo's chunk on first use. The world map it used before
 * promised provinces and drew countries, with stray lines where shapes cross the antimeridian.
 */
export const loadChinaMap = () => import("../../chart/chinaMap");

/** Demo figures: devices per province, named as the map's features name them. */
export const DEMO_PROVINCES: ReadonlyArray<{ name: string; value: number }> = [
  { name: "广东", value: 4120 },
  { name: "浙江", value: 2860 },
  { name: "江苏", value: 2540 },
  { name: "上海", value: 1980 },
  { name: "北京", value: 1760 },
  { name: "山东", value: 1430 },
  { name: "四川", value: 1210 },
  { name: "福建", value: 980 },
  { name: "湖北", value: 870 },
  { name: "河南", value: 760 },
  { name: "湖南", value: 640 },
  { name: "陕西", value: 520 },
  { name: "重庆", value: 480 },
  { name: "云南", value: 310 },
  { name: "新疆", value: 120 },
];
