/** The zone of an export when the client names none; the file then says UTC. */
export const DEFAULT_TIME_ZONE = "UTC";

/** An IANA zone name (`Asia/Shanghai`) or `UTC`, as the runtime knows it; undefined when unknown. */
export function parseTimeZone(raw: unknown): string | undefined {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 64) return undefined;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: raw }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * Writes instants as `YYYY-MM-DD HH:mm:ss` on the wall clock of one zone: what the operator's screen
 * shows for the same rows. One formatter per export; building one costs far more than using it.
 */
export function wallClockFormatter(timeZone: string): (date: Date) => string {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  return (date) => {
    const part: Record<string, string> = {};
    for (const { type, value } of format.formatToParts(date)) part[type] = value;
    return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
  };
}
