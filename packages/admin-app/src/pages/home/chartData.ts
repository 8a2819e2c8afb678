import type { TFunction } from "i18next";
import type { DashboardCharts } from "./dashboardApi";
import { dayLabel, formatCents, hourLabel } from "./figures";

/** The charts' points with their labels in the interface language (pure: tested without a DOM). */
export function chartSeries(charts: DashboardCharts, t: TFunction, language: string) {
  const stateName = (state: string) =>
    ["made", "sold", "deleted"].includes(state) ? t(`dashboard.states.${state}`) : state;
  return {
    sales: charts.salesPerDay?.map((p) => ({
      label: dayLabel(p.date),
      amountCents: p.amountCents,
      count: p.count,
    })),
    // The finished hours, then the hour under way: a fleet's first hour is not an empty chart.
    online:
      charts.onlineHourly &&
      [...charts.onlineHourly, ...(charts.onlineThisHour ? [charts.onlineThisHour] : [])].map(
        (p) => ({ label: hourLabel(p.hour, language), online: p.online }),
      ),
    byModel: charts.devicesByModel?.map((p) => ({
      name: p.model.trim() || t("dashboard.charts.unknownModel"),
      value: p.count,
    })),
    byState: charts.devicesByState?.map((p) => ({ name: stateName(p.state), value: p.count })),
    byProvince: charts.devicesByProvince?.map((p) => ({
      name: p.province || t("dashboard.charts.unknownProvince"),
      value: p.count,
    })),
    salesTotal: (points: DashboardCharts["salesPerDay"]) =>
      formatCents(points?.reduce((a, p) => a + p.amountCents, 0) ?? 0, language),
  };
}

/** "a 3, b 2": a list's figures as a sentence, the text alternative of its chart. */
export const listInWords = (items: ReadonlyArray<{ name: string; value: number }>) =>
  items.map((i) => `${i.name} ${i.value}`).join(", ");
