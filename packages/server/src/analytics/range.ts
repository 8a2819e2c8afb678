import type { Translate } from "../i18n/messages.js";
import type { AnalyticsMessageKey } from "./messages.js";
import { addDays, parseDay } from "./shop-day.js";

/** The longest range one call answers: a year and a day (a leap year's whole). */
export const MAX_RANGE_DAYS = 366;
/** Without `from`, the last 30 days up to `to`. */
const DEFAULT_DAYS = 30;

export type DayRange = { ok: true; from: string; to: string } | { ok: false; message: string };

/**
 * `from` and `to` (`YYYY-MM-DD`, both included, the shop's days); `to` defaults to today, `from`
 * to 29 days before `to`. A date that is not one, a reversed range or one past a year is refused.
 */
export function parseDayRange(
  query: { from?: unknown; to?: unknown },
  today: string,
  t: Translate<AnalyticsMessageKey>,
): DayRange {
  const given = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);
  const rawTo = given(query.to);
  const rawFrom = given(query.from);
  if (rawTo !== undefined && !parseDay(rawTo))
    return { ok: false, message: t("analytics.badDay", { field: "to" }) };
  if (rawFrom !== undefined && !parseDay(rawFrom))
    return { ok: false, message: t("analytics.badDay", { field: "from" }) };
  const to = rawTo ?? today;
  const from = rawFrom ?? addDays(to, 1 - DEFAULT_DAYS);
  if (from > to) return { ok: false, message: t("analytics.badRange") };
  if (from < addDays(to, 1 - MAX_RANGE_DAYS))
    return { ok: false, message: t("analytics.rangeTooLong", { max: MAX_RANGE_DAYS }) };
  return { ok: true, from, to };
}
