/** Yuan as typed ↔ integer cents, without floating point (the server's rules/decimal.ts rule). */
const TWO_DECIMALS = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

export function yuanToCents(text: string): number | undefined {
  const match = TWO_DECIMALS.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

export function centsToYuan(cents: unknown): string {
  if (typeof cents !== "number" || !Number.isInteger(cents)) return "";
  const abs = Math.abs(cents);
  return `${cents < 0 ? "-" : ""}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** The admin-shell spec's percentage check: digits, at most 2 decimals, at most 100. */
export function isPercent(text: string): boolean {
  const match = TWO_DECIMALS.exec(text.trim());
  if (!match) return false;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")) <= 10_000;
}
