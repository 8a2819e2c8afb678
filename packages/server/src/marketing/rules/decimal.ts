/**
 * The admin-shell spec's shared checks (section 5) for what operators type: percentages are digits
 * with at most 2 decimals and at most 100; money has at most 2 decimals. Both are parsed from text
 * to integers (basis points, cents) without floating point.
 */
const TWO_DECIMALS = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** "12.5" → 1250 (basis points); undefined when not a percentage of at most 100 with 2 decimals. */
export function parsePercentBp(text: string): number | undefined {
  const match = TWO_DECIMALS.exec(text.trim());
  if (!match) return undefined;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return bp <= 10_000 ? bp : undefined;
}

/** 1250 → "12.50". */
export function formatBp(bp: number): string {
  return `${Math.trunc(bp / 100)}.${String(bp % 100).padStart(2, "0")}`;
}

/** "19.9" → 1990 cents; undefined when not money with at most 2 decimals. */
export function parseYuanToCents(text: string): number | undefined {
  const match = TWO_DECIMALS.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
