import { DatePicker } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import type { DayRange } from "./analyticsApi";
import { useAnalyticsTranslation } from "./analyticsTexts";

const DAY = "YYYY-MM-DD";

export interface AnalyticsRangePickerProps {
  /** The days the figures on screen cover (from the server's answer); null while loading. */
  shown: { from: string; to: string } | null;
  onChange(range: DayRange): void;
  size?: "small" | "middle";
}

/**
 * The shop days a set of figures covers: presets for the last 7, 30 and 90 days, or any range
 * up to today (the server refuses one over a year and says why). Shared by the page and product
 * dialogs and the dashboard's top pages card, so all three choose days the same way.
 */
export function AnalyticsRangePicker({ shown, onChange, size }: AnalyticsRangePickerProps) {
  const { t } = useAnalyticsTranslation();
  const today = dayjs();
  const last = (days: number): [Dayjs, Dayjs] => [today.subtract(days - 1, "day"), today];
  const value: [Dayjs, Dayjs] | null = shown ? [dayjs(shown.from), dayjs(shown.to)] : null;
  return (
    <DatePicker.RangePicker
      aria-label={t("pageAnalytics.range")}
      size={size}
      value={value}
      allowClear={false}
      disabledDate={(day) => day.isAfter(today, "day")}
      presets={[
        { label: t("pageAnalytics.last7"), value: last(7) },
        { label: t("pageAnalytics.last30"), value: last(30) },
        { label: t("pageAnalytics.last90"), value: last(90) },
      ]}
      onChange={(days) => {
        const [from, to] = days ?? [];
        if (from && to) onChange({ from: from.format(DAY), to: to.format(DAY) });
      }}
    />
  );
}
