/** 0000-01-01T00:00:00.000Z and 10000-01-01T00:00:00.000Z: the years toISOString writes with 4 digits. */
const FIRST = -62_167_219_200_000;
const END = 253_402_300_800_000;
const DAY = 86_400_000;

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const pad3 = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);
const pad4 = (n: number) => (n < 10 ? `000${n}` : n < 100 ? `00${n}` : n < 1000 ? `0${n}` : `${n}`);

/**
 * What `JSON.stringify` writes for a Date, without its cost: `date.toJSON()` (the ISO text, or null
 * for an invalid date). Dates are turned into text before a list answer is serialised (rows.ts
 * datesAsJson), and `toJSON` itself was most of that cost; this computes the calendar date from the
 * time value with integer arithmetic (days to civil date, H. Hinnant's algorithm) for the years
 * 0000-9999 and leaves the rest (invalid dates, six-digit years) to `toJSON`. iso-text.test.ts
 * compares it with `toJSON` over random and edge times.
 */
export function isoText(date: Date): string | null {
  const time = date.getTime();
  if (!(time >= FIRST && time < END)) return date.toJSON();
  const days = Math.floor(time / DAY);
  const msOfDay = time - days * DAY;
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const hours = Math.floor(msOfDay / 3_600_000);
  const minutes = Math.floor(msOfDay / 60_000) % 60;
  const seconds = Math.floor(msOfDay / 1000) % 60;
  return `${pad4(year)}-${pad2(month)}-${pad2(day)}T${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}.${pad3(msOfDay % 1000)}Z`;
}
