/**
 * Local days as instants. The dashboard's "today" and "the last 30 days" are the operator's calendar
 * days, not UTC's; the rollups are per UTC hour, so a day is the hours from one local midnight to the
 * next. Computed here with Intl rather than in SQL, so zone names mean what the browser meant.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date, timeZone: string): WallClock {
  const part: Record<string, number> = {};
  for (const { type, value } of formatter(timeZone).formatToParts(instant)) {
    if (type !== "literal") part[type] = Number(value);
  }
  return part as unknown as WallClock;
}

/** Milliseconds the zone's wall clock is ahead of UTC at that instant. */
function offsetAt(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant of local midnight of a calendar date (month 1-12; days may overflow, as Date.UTC's). */
export function localMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  // Twice: the offset at the first guess may differ from the one at midnight (a DST change that day).
  const first = new Date(wall - offsetAt(new Date(wall), timeZone));
  return new Date(wall - offsetAt(first, timeZone));
}

/** `YYYY-MM-DD` of the local calendar day an instant falls on. */
export function localDate(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${w.year}-${String(w.month).padStart(2, "0")}-${String(w.day).padStart(2, "0")}`;
}

export interface DayRange {
  /** `YYYY-MM-DD` in the zone. */
  date: string;
  start: Date;
  end: Date;
}

/**
 * The `count` local days ending with the one `now` falls on, oldest first; the last one is today
 * (its end is tomorrow's midnight).
 */
export function lastLocalDays(now: Date, timeZone: string, count: number): DayRange[] {
  const today = wallClock(now, timeZone);
  const days: DayRange[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const start = localMidnight(today.year, today.month, today.day - back, timeZone);
    const end = localMidnight(today.year, today.month, today.day - back + 1, timeZone);
    days.push({ date: localDate(start, timeZone), start, end });
  }
  return days;
}

/** Where the summary's four periods start (and the last ends) in a 60-day run of local days. */
export interface PeriodBounds {
  previous30: Date;
  last30: Date;
  yesterday: Date;
  today: Date;
  end: Date;
}

/**
 * Today is the last day, yesterday the one before, "the last 30 days" the 30 ending today and
 * "the previous 30" the 30 before those: of `days`, the 60 days from lastLocalDays(now, zone, 60).
 */
export function periodBounds(days: ReadonlyArray<DayRange>): PeriodBounds {
  const n = days.length;
  if (n < 60) throw new Error(`periodBounds needs 60 days, got ${n}`);
  return {
    previous30: days[n - 60]!.start,
    last30: days[n - 30]!.start,
    yesterday: days[n - 2]!.start,
    today: days[n - 1]!.start,
    end: days[n - 1]!.end,
  };
}
