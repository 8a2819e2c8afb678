/**
 * Yuan as typed ("12", "12.5", "12.50") to integer cents, without going through a float; null when
 * the text is not a non-negative amount with at most two decimals.
 */
export function yuanToCents(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(String(text).trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? "").padEnd(2, "0"));
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Integer cents as yuan with two decimals ("1234.50"). */
export function centsToYuan(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return "";
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
