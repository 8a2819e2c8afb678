/** The visualizing demos' figures: fixed sample numbers, so the pages need no data source. */
export const MONTHLY_SALES = [
  { month: 6, count: 120 },
  { month: 7, count: 180 },
  { month: 8, count: 150 },
  { month: 9, count: 210 },
  { month: 10, count: 260 },
  { month: 11, count: 230 },
];

export const NETWORK_STATUS = [
  { key: "online", count: 640, color: "#67c23a" },
  { key: "offline", count: 240, color: "#f56c6c" },
  { key: "inactive", count: 120, color: "#909399" },
] as const;

/** Whole-number percentages of `counts`, in order. */
export function percentages(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  return counts.map((count) => (total === 0 ? 0 : Math.round((count * 100) / total)));
}
