import type { DashboardData } from "../home/dashboardApi";

/**
 * What the wall has to show: "none" when the user's grants open no figure of it (the goods grant
 * opens only /home's low-stock list), "empty" when every figure it shows is still zero, else
 * "figures". /chart explains the first two instead of drawing an empty navy panel.
 */
export type WallContent = "none" | "empty" | "figures";

const SUMMARY_KEYS = [
  "newAppUsers",
  "devicesSold",
  "sales",
  "devicesOnline",
  "openSos",
  "openFeedback",
] as const;
const CHART_KEYS = [
  "salesPerDay",
  "onlineHourly",
  "devicesByModel",
  "devicesByState",
  "devicesByProvince",
] as const;

/** Any number above zero anywhere in a figure (its periods, counts, points). */
function anyAboveZero(value: unknown): boolean {
  if (typeof value === "number") return value > 0;
  if (Array.isArray(value)) return value.some(anyAboveZero);
  if (value && typeof value === "object") return Object.values(value).some(anyAboveZero);
  return false;
}

export function wallContent(data: DashboardData): WallContent {
  const shown = [
    ...SUMMARY_KEYS.map((key) => data.summary[key]),
    ...CHART_KEYS.map((key) => data.charts[key]),
    data.charts.onlineThisHour,
  ].filter((figure) => figure !== undefined);
  if (shown.length === 0) return "none";
  return shown.some(anyAboveZero) ? "figures" : "empty";
}
