import { parseTimeZone } from "../modules/framework/time-zone.js";

/**
 * The shop's calendar day of an instant (`YYYY-MM-DD`), in the zone VITRINE_ANALYTICS_TIME_ZONE
 * names (an IANA name such as `Asia/Shanghai`), else UTC: a page's "today" is the shop's today.
 */
export function shopDayFormatter(env: NodeJS.ProcessEnv): (instant: Date) => string {
  const timeZone = parseTimeZone(env.VITRINE_ANALYTICS_TIME_ZONE) ?? "UTC";
  // en-CA writes dates as YYYY-MM-DD.
  const format = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return (instant) => format.format(instant);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written `YYYY-MM-DD`, as a UTC midnight; undefined otherwise. */
export function parseDay(text: string): Date | undefined {
  const match = DAY.exec(text);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // 2026-02-30 rolls over to March: not a date anyone meant.
  return date.toISOString().slice(0, 10) === text ? date : undefined;
}

/** `day` moved by `count` calendar days. */
export function addDays(day: string, count: number): string {
  const date = parseDay(day);
  if (!date) throw new Error(`not a day: ${day}`);
  return new Date(date.getTime() + count * 86_400_000).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
