import { languageTag } from "../../i18n/languages";

/** A change between two periods: its direction and percentage (null when there was nothing before). */
export interface Trend {
  direction: "up" | "down" | "flat";
  /** Rounded to one decimal; null when the previous period was zero and this one is not. */
  percent: number | null;
}

export function trend(current: number, previous: number): Trend {
  if (current === previous) return { direction: "flat", percent: 0 };
  const direction = current > previous ? "up" : "down";
  if (previous === 0) return { direction, percent: null };
  return { direction, percent: Math.round((Math.abs(current - previous) / previous) * 1000) / 10 };
}

/** An amount in integer cents as yuan, written the way the interface language writes money. */
export function formatCents(cents: number, language: string, digits = 2): string {
  return new Intl.NumberFormat(languageTag(language), {
    style: "currency",
    currency: "CNY",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);
}

export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(languageTag(language)).format(value);
}

/** `HH:00` of an instant in the browser's zone, for the hourly chart's axis. */
export function hourLabel(iso: string, language: string): string {
  return new Intl.DateTimeFormat(languageTag(language), {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
}

/** `MM-DD` of a `YYYY-MM-DD` day, for the daily chart's axis. */
export const dayLabel = (date: string) => date.slice(5);
